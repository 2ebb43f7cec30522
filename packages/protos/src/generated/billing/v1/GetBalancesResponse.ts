// Original file: billing/v1/billing.proto

import type { AccountBalance as _billing_v1_AccountBalance, AccountBalance__Output as _billing_v1_AccountBalance__Output } from '../../billing/v1/AccountBalance.ts';

export interface GetBalancesResponse {
  'balances'?: (_billing_v1_AccountBalance)[];
}

export interface GetBalancesResponse__Output {
  'balances': (_billing_v1_AccountBalance__Output)[];
}
