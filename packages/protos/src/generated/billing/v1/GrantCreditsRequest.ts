// Original file: billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface GrantCreditsRequest {
  'account_id'?: (number | string | Long);
  'amount'?: (string);
  'reason'?: (string);
}

export interface GrantCreditsRequest__Output {
  'account_id': (string);
  'amount': (string);
  'reason': (string);
}
