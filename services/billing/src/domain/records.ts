// The billing records as the domain sees them: amounts are exact Credits, ids are int64 decimal
// strings (JavaScript numbers lose precision above 2^53).
import type { Credits } from '@platform/catalogue';

export type AccountStatus = 'active' | 'disabled';

export interface AccountRecord {
  id: string;
  email: string;
  status: AccountStatus;
  /** Available balance: credits not held by any open reservation. */
  balance: Credits;
  createdAt: Date;
}

export interface ApiKeyRecord {
  id: string;
  accountId: string;
  /** The visible part, `mk_live_<key id>`, safe to log and show. */
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export type HoldStatus = 'reserved' | 'captured' | 'released';

export interface HoldRecord {
  jobId: string;
  accountId: string;
  status: HoldStatus;
  reservedAmount: Credits;
  capturedAmount: Credits;
  description: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

export type LedgerKind = 'grant' | 'reserve' | 'capture' | 'release';

export interface NewLedgerEntry {
  accountId: string;
  kind: LedgerKind;
  /** Signed change of the available balance. */
  amount: Credits;
  balanceAfter: Credits;
  jobId: string | null;
  description: string | null;
  createdAt: Date;
}

/** A hold together with the account's available balance after the call. */
export interface HoldView extends HoldRecord {
  balance: Credits;
}
