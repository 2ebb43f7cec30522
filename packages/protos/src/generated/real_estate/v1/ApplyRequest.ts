// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface ApplyRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'source_id'?: (string);
}

export interface ApplyRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'source_id': (string);
}
