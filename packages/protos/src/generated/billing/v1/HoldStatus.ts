// Original file: billing/v1/billing.proto

export const HoldStatus = {
  HOLD_STATUS_UNSPECIFIED: 'HOLD_STATUS_UNSPECIFIED',
  HOLD_STATUS_RESERVED: 'HOLD_STATUS_RESERVED',
  HOLD_STATUS_CAPTURED: 'HOLD_STATUS_CAPTURED',
  HOLD_STATUS_RELEASED: 'HOLD_STATUS_RELEASED',
} as const;

export type HoldStatus =
  | 'HOLD_STATUS_UNSPECIFIED'
  | 0
  | 'HOLD_STATUS_RESERVED'
  | 1
  | 'HOLD_STATUS_CAPTURED'
  | 2
  | 'HOLD_STATUS_RELEASED'
  | 3

export type HoldStatus__Output = typeof HoldStatus[keyof typeof HoldStatus]
