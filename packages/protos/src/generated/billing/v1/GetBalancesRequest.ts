// Original file: billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface GetBalancesRequest {
  'account_ids'?: (number | string | Long)[];
}

export interface GetBalancesRequest__Output {
  'account_ids': (string)[];
}
