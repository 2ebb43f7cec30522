// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface AssetRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'kind'?: (string);
  'id'?: (string);
}

export interface AssetRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'kind': (string);
  'id': (string);
}
