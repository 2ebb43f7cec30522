// Original file: billing/v1/billing.proto


export interface BalanceResponse {
  'balance'?: (string);
}

export interface BalanceResponse__Output {
  'balance': (string);
}
