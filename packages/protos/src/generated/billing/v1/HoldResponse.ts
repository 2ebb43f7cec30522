// Original file: billing/v1/billing.proto

import type { HoldStatus as _billing_v1_HoldStatus, HoldStatus__Output as _billing_v1_HoldStatus__Output } from '../../billing/v1/HoldStatus.ts';
import type { Long } from '@grpc/proto-loader';

export interface HoldResponse {
  'job_id'?: (string);
  'account_id'?: (number | string | Long);
  'status'?: (_billing_v1_HoldStatus);
  'reserved_amount'?: (string);
  'captured_amount'?: (string);
  'balance'?: (string);
}

export interface HoldResponse__Output {
  'job_id': (string);
  'account_id': (string);
  'status': (_billing_v1_HoldStatus__Output);
  'reserved_amount': (string);
  'captured_amount': (string);
  'balance': (string);
}
