// Original file: billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface GetBalanceRequest {
  'account_id'?: (number | string | Long);
}

export interface GetBalanceRequest__Output {
  'account_id': (string);
}
