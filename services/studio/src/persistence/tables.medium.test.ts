// Each table's definition (tables.ts) against the table the migrations make: same columns, types
// and nullability, and no migrated table without a definition.
import { afterAll, expect, it } from 'vitest';
import { createOrm, migrate, schemaDrift } from '@platform/db';
import { createTestDatabase } from '@platform/testkit';
import { STUDIO_SCHEMA, studioEntities } from './entities.ts';
import { studioMigrations } from './migrations/index.ts';
import { studioTables } from './tables.ts';

const database = await createTestDatabase('studio_tables');
const orm = await createOrm({
  url: database.url,
  schema: STUDIO_SCHEMA,
  entities: studioEntities,
  migrations: studioMigrations,
});
afterAll(async () => {
  await orm.close();
  await database.drop();
});

it('defines every migrated table of the studio schema as it is migrated', async () => {
  await migrate(orm, STUDIO_SCHEMA);
  expect(await schemaDrift(orm.em.fork(), STUDIO_SCHEMA, studioTables)).toEqual([]);
});
