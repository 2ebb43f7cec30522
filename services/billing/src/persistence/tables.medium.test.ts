// Each table's definition (tables.ts) against the table the migrations make: same columns, types
// and nullability, and no migrated table without a definition.
import { expect, it } from 'vitest';
import { migratedSchemaDrift } from '@platform/db';
import { createTestDatabase } from '@platform/testkit';
import { BILLING_SCHEMA, billingEntities } from './entities.ts';
import { billingMigrations } from './migrations/index.ts';
import { billingTables } from './tables.ts';

it('defines every migrated table of the billing schema as it is migrated', async () => {
  const options = { schema: BILLING_SCHEMA, entities: billingEntities, migrations: billingMigrations };
  expect(
    await migratedSchemaDrift(await createTestDatabase('billing_tables'), options, billingTables),
  ).toEqual([]);
});
