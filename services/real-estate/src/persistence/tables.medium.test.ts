// Each table's definition (tables.ts) against the table the migrations make: same columns, types
// and nullability, and no migrated table without a definition.
import { afterAll, expect, it } from 'vitest';
import { createOrm, migrate, schemaDrift } from '@platform/db';
import { createTestDatabase } from '@platform/testkit';
import { REAL_ESTATE_SCHEMA, realEstateEntities } from './entities.ts';
import { realEstateMigrations } from './migrations/index.ts';
import { realEstateTables } from './tables.ts';

const database = await createTestDatabase('real_estate_tables');
const orm = await createOrm({
  url: database.url,
  schema: REAL_ESTATE_SCHEMA,
  entities: realEstateEntities,
  migrations: realEstateMigrations,
});
afterAll(async () => {
  await orm.close();
  await database.drop();
});

it('defines every migrated table of the real estate schema as it is migrated', async () => {
  await migrate(orm, REAL_ESTATE_SCHEMA);
  expect(await schemaDrift(orm.em.fork(), REAL_ESTATE_SCHEMA, realEstateTables)).toEqual([]);
});
