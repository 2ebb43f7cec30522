// Original file: billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface AccountBalance {
  'account_id'?: (number | string | Long);
  'balance'?: (string);
}

export interface AccountBalance__Output {
  'account_id': (string);
  'balance': (string);
}
