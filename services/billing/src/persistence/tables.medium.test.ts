// Each table's definition (tables.ts) against the table the migrations make: same columns, types
// and nullability, and no migrated table without a definition.
import { afterAll, expect, it } from 'vitest';
import { createOrm, migrate, schemaDrift } from '@platform/db';
import { createTestDatabase } from '@platform/testkit';
import { BILLING_SCHEMA, billingEntities } from './entities.ts';
import { billingMigrations } from './migrations/index.ts';
import { billingTables } from './tables.ts';

const database = await createTestDatabase('billing_tables');
const orm = await createOrm({
  url: database.url,
  schema: BILLING_SCHEMA,
  entities: billingEntities,
  migrations: billingMigrations,
});
afterAll(async () => {
  await orm.close();
  await database.drop();
});

it('defines every migrated table of the billing schema as it is migrated', async () => {
  await migrate(orm, BILLING_SCHEMA);
  expect(await schemaDrift(orm.em.fork(), BILLING_SCHEMA, billingTables)).toEqual([]);
});
