// Each table's definition (tables.ts) against the table the migrations make: same columns, types
// and nullability, and no migrated table without a definition.
import { afterAll, expect, it } from 'vitest';
import { createOrm, migrate, schemaDrift } from '@platform/db';
import { createTestDatabase } from '@platform/testkit';
import { SHARING_SCHEMA, sharingEntities } from './entities.ts';
import { sharingMigrations } from './migrations/index.ts';
import { sharingTables } from './tables.ts';

const database = await createTestDatabase('sharing_tables');
const orm = await createOrm({
  url: database.url,
  schema: SHARING_SCHEMA,
  entities: sharingEntities,
  migrations: sharingMigrations,
});
afterAll(async () => {
  await orm.close();
  await database.drop();
});

it('defines every migrated table of the sharing schema as it is migrated', async () => {
  await migrate(orm, SHARING_SCHEMA);
  expect(await schemaDrift(orm.em.fork(), SHARING_SCHEMA, sharingTables)).toEqual([]);
});
