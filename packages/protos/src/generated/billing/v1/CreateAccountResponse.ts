// Original file: billing/v1/billing.proto

import type { Account as _billing_v1_Account, Account__Output as _billing_v1_Account__Output } from '../../billing/v1/Account.ts';

export interface CreateAccountResponse {
  'account'?: (_billing_v1_Account | null);
  'api_key'?: (string);
}

export interface CreateAccountResponse__Output {
  'account': (_billing_v1_Account__Output | null);
  'api_key': (string);
}
