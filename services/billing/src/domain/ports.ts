// What the domain needs from the outside world. The persistence layer implements the
// repositories; adapters/ supplies the clock and randomness, so tests can replace both.
import type { Credits } from '@platform/catalogue';
import type {
  AccountRecord,
  AccountStatus,
  ApiKeyRecord,
  HoldRecord,
  HoldStatus,
  NewLedgerEntry,
} from './records.ts';

export interface Clock {
  now(): Date;
}

export interface RandomSource {
  bytes(size: number): Buffer;
}

export interface AccountRepository {
  /** Inserts an active account with a zero balance; null when the email is taken. */
  insert(email: string, createdAt: Date): Promise<AccountRecord | null>;
  findById(id: string): Promise<AccountRecord | null>;
  /** Balances of the accounts that exist among `ids`, by account id. */
  balancesOf(ids: string[]): Promise<Map<string, Credits>>;
  /**
   * Adds `delta` (negative to take credits) in one conditional UPDATE, so concurrent calls
   * cannot overdraw; null when the balance would go below zero (or the account is missing).
   */
  adjustBalance(id: string, delta: Credits): Promise<Credits | null>;
  /** Sets the status and returns the account as it now is; null when the account is missing. */
  setStatus(id: string, status: AccountStatus): Promise<AccountRecord | null>;
}

export interface NewApiKey {
  accountId: string;
  prefix: string;
  hash: Buffer;
  createdAt: Date;
}

export interface ApiKeyRepository {
  insert(key: NewApiKey): Promise<void>;
  findByHash(hash: Buffer): Promise<{ key: ApiKeyRecord; account: AccountRecord } | null>;
  /** Sets last_used_at to `now` unless it is already newer than `staleBefore`. */
  touch(id: string, now: Date, staleBefore: Date): Promise<void>;
  /** Sets revoked_at unless already set. */
  revoke(id: string, now: Date): Promise<void>;
  /** Whether the account has a key with this prefix that is not revoked. */
  hasActiveKey(accountId: string, prefix: string): Promise<boolean>;
}

export interface NewHold {
  jobId: string;
  accountId: string;
  amount: Credits;
  description: string | null;
  createdAt: Date;
}

export interface HoldRepository {
  /** With `lock`, takes a row lock until the transaction ends (settlement serialises on it). */
  find(jobId: string, options?: { lock?: boolean }): Promise<HoldRecord | null>;
  /**
   * In one atomic statement: inserts a reserved hold for an active account, takes its amount from
   * the balance and appends the `reserve` ledger entry. `not_placed` (nothing written) when the
   * job already has a hold (possibly from a concurrent call), or the account is missing, disabled
   * or short; `insufficient` (nothing written) when a concurrent reserve took the credits first.
   */
  place(
    hold: NewHold,
  ): Promise<
    { outcome: 'placed'; balance: Credits } | { outcome: 'not_placed' } | { outcome: 'insufficient' }
  >;
  /** Job ids of holds still reserved that were placed before `before`, oldest first. */
  findReservedBefore(before: Date, limit: number): Promise<string[]>;
  /** Moves a reserved hold to captured or released; false when it was not reserved any more. */
  settle(
    jobId: string,
    status: Exclude<HoldStatus, 'reserved'>,
    captured: Credits,
    settledAt: Date,
  ): Promise<boolean>;
}

export interface LedgerRepository {
  append(entry: NewLedgerEntry): Promise<void>;
}

export interface Repositories {
  accounts: AccountRepository;
  apiKeys: ApiKeyRepository;
  holds: HoldRepository;
  ledger: LedgerRepository;
}

export interface BillingStore {
  /** Runs `work` in one database transaction; everything it writes commits or none of it does. */
  transaction<T>(name: string, work: (repositories: Repositories) => Promise<T>): Promise<T>;
  /** Runs `work` outside a transaction (single reads, best-effort bookkeeping). */
  read<T>(name: string, work: (repositories: Repositories) => Promise<T>): Promise<T>;
  /** Runs `work` outside a transaction for a write that is one atomic statement. */
  statement<T>(name: string, work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
