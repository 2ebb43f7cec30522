// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface ProjectRequest {
  'account_id'?: (number | string | Long);
  'id'?: (string);
}

export interface ProjectRequest__Output {
  'account_id': (string);
  'id': (string);
}
