// The shape of `idempotencyKeysMigration`'s table (unqualified: it is in each service's own
// schema), for the schema check of the services that append that migration.
import { col, defineTable } from '@platform/db';

export const idempotencyKeyColumns = {
  accountId: col.bigint().primary(),
  key: col.text().primary(),
  requestHash: col.text(),
  resourceKind: col.text(),
  resourceId: col.text(),
  createdAt: col.timestamptz(),
};

export const idempotencyKeysTable = defineTable('idempotency_keys', idempotencyKeyColumns);

/** The same table in a given schema: what the repository's statements name. */
export const idempotencyKeysIn = (schema: string) =>
  defineTable(`"${schema}".idempotency_keys`, idempotencyKeyColumns);
