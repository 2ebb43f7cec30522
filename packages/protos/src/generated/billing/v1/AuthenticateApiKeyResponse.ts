// Original file: billing/v1/billing.proto

import type { Account as _billing_v1_Account, Account__Output as _billing_v1_Account__Output } from '../../billing/v1/Account.ts';

export interface AuthenticateApiKeyResponse {
  'account'?: (_billing_v1_Account | null);
  'key_prefix'?: (string);
}

export interface AuthenticateApiKeyResponse__Output {
  'account': (_billing_v1_Account__Output | null);
  'key_prefix': (string);
}
