// The billing schema's tables: each definition is the table's one column list besides the
// migrations that create it (a medium test holds them together). Repositories decode rows of
// their explicit SQL with these; accounts and API keys are updated through their ORM entities.
import { col, defineTable } from '@platform/db';
import type { AccountStatus, HoldStatus, LedgerKind } from '../domain/records.ts';

export const accounts = defineTable('billing.accounts', {
  id: col.bigint().primary().generated(),
  email: col.text(),
  status: col.text<AccountStatus>(),
  balance: col.numeric(),
  createdAt: col.timestamptz(),
});

export const apiKeys = defineTable('billing.api_keys', {
  id: col.bigint().primary().generated(),
  accountId: col.bigint(),
  prefix: col.text(),
  keyHash: col.bytea(),
  createdAt: col.timestamptz(),
  lastUsedAt: col.timestamptz().nullable(),
  revokedAt: col.timestamptz().nullable(),
});

export const holds = defineTable('billing.holds', {
  id: col.bigint().primary().generated(),
  jobId: col.text(),
  accountId: col.bigint(),
  status: col.text<HoldStatus>(),
  reservedAmount: col.numeric(),
  capturedAmount: col.numeric(),
  description: col.text().nullable(),
  createdAt: col.timestamptz(),
  settledAt: col.timestamptz().nullable(),
});

export const ledgerEntries = defineTable('billing.ledger_entries', {
  id: col.bigint().primary().generated(),
  accountId: col.bigint(),
  kind: col.text<LedgerKind>(),
  amount: col.numeric(),
  balanceAfter: col.numeric(),
  jobId: col.text().nullable(),
  description: col.text().nullable(),
  createdAt: col.timestamptz(),
});

export const billingTables = [accounts, apiKeys, holds, ledgerEntries];
