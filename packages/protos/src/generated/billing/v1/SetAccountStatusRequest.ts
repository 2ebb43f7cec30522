// Original file: billing/v1/billing.proto

import type { AccountStatus as _billing_v1_AccountStatus, AccountStatus__Output as _billing_v1_AccountStatus__Output } from '../../billing/v1/AccountStatus.ts';
import type { Long } from '@grpc/proto-loader';

export interface SetAccountStatusRequest {
  'account_id'?: (number | string | Long);
  'status'?: (_billing_v1_AccountStatus);
}

export interface SetAccountStatusRequest__Output {
  'account_id': (string);
  'status': (_billing_v1_AccountStatus__Output);
}
