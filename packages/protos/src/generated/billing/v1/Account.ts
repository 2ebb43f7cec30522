// Original file: billing/v1/billing.proto

import type { AccountStatus as _billing_v1_AccountStatus, AccountStatus__Output as _billing_v1_AccountStatus__Output } from '../../billing/v1/AccountStatus.ts';
import type { Long } from '@grpc/proto-loader';

export interface Account {
  'id'?: (number | string | Long);
  'email'?: (string);
  'status'?: (_billing_v1_AccountStatus);
  'created_at'?: (string);
}

export interface Account__Output {
  'id': (string);
  'email': (string);
  'status': (_billing_v1_AccountStatus__Output);
  'created_at': (string);
}
