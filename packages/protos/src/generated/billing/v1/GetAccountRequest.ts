// Original file: billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface GetAccountRequest {
  'account_id'?: (number | string | Long);
  'key_prefix'?: (string);
}

export interface GetAccountRequest__Output {
  'account_id': (string);
  'key_prefix': (string);
}
