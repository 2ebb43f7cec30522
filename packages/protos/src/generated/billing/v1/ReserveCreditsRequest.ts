// Original file: billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface ReserveCreditsRequest {
  'account_id'?: (number | string | Long);
  'job_id'?: (string);
  'amount'?: (string);
  'description'?: (string);
}

export interface ReserveCreditsRequest__Output {
  'account_id': (string);
  'job_id': (string);
  'amount': (string);
  'description': (string);
}
