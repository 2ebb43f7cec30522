// Original file: billing/v1/billing.proto

export const AccountStatus = {
  ACCOUNT_STATUS_UNSPECIFIED: 'ACCOUNT_STATUS_UNSPECIFIED',
  ACCOUNT_STATUS_ACTIVE: 'ACCOUNT_STATUS_ACTIVE',
  ACCOUNT_STATUS_DISABLED: 'ACCOUNT_STATUS_DISABLED',
} as const;

export type AccountStatus =
  | 'ACCOUNT_STATUS_UNSPECIFIED'
  | 0
  | 'ACCOUNT_STATUS_ACTIVE'
  | 1
  | 'ACCOUNT_STATUS_DISABLED'
  | 2

export type AccountStatus__Output = typeof AccountStatus[keyof typeof AccountStatus]
