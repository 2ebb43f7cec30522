// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateExternalAssetRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'kind'?: (string);
  'external_url'?: (string);
  'name'?: (string);
}

export interface CreateExternalAssetRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'kind': (string);
  'external_url': (string);
  'name': (string);
}
