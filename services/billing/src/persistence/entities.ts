// MikroORM mappings of the billing schema. The tables themselves, with the constraints that
// carry the ledger's guarantees, are created by the hand-written migrations beside this file.
import { defineEntity, p } from '@mikro-orm/postgresql';

export const BILLING_SCHEMA = 'billing';

export const AccountEntity = defineEntity({
  name: 'Account',
  tableName: 'accounts',
  properties: {
    id: p.bigint('string').primary(),
    email: p.text(),
    status: p.enum(['active', 'disabled'] as const),
    balance: p.decimal('string').precision(20).scale(4),
    createdAt: p.datetime(),
  },
});

export const ApiKeyEntity = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: p.bigint('string').primary(),
    account: p.manyToOne(AccountEntity),
    prefix: p.text(),
    keyHash: p.blob(),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});

export const HoldEntity = defineEntity({
  name: 'Hold',
  tableName: 'holds',
  properties: {
    id: p.bigint('string').primary(),
    jobId: p.text(),
    accountId: p.bigint('string'),
    status: p.enum(['reserved', 'captured', 'released'] as const),
    reservedAmount: p.decimal('string').precision(20).scale(4),
    capturedAmount: p.decimal('string').precision(20).scale(4),
    description: p.text().nullable(),
    createdAt: p.datetime(),
    settledAt: p.datetime().nullable(),
  },
});

export const LedgerEntryEntity = defineEntity({
  name: 'LedgerEntry',
  tableName: 'ledger_entries',
  properties: {
    id: p.bigint('string').primary(),
    accountId: p.bigint('string'),
    kind: p.enum(['grant', 'reserve', 'capture', 'release'] as const),
    amount: p.decimal('string').precision(20).scale(4),
    balanceAfter: p.decimal('string').precision(20).scale(4),
    jobId: p.text().nullable(),
    description: p.text().nullable(),
    createdAt: p.datetime(),
  },
});

export const billingEntities = [AccountEntity, ApiKeyEntity, HoldEntity, LedgerEntryEntity];
