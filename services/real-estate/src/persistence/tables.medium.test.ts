// Each table's definition (tables.ts) against the table the migrations make: same columns, types
// and nullability, and no migrated table without a definition.
import { expect, it } from 'vitest';
import { migratedSchemaDrift } from '@platform/db';
import { createTestDatabase } from '@platform/testkit';
import { REAL_ESTATE_SCHEMA, realEstateEntities } from './entities.ts';
import { realEstateMigrations } from './migrations/index.ts';
import { realEstateTables } from './tables.ts';

it('defines every migrated table of the real estate schema as it is migrated', async () => {
  const options = {
    schema: REAL_ESTATE_SCHEMA,
    entities: realEstateEntities,
    migrations: realEstateMigrations,
  };
  expect(
    await migratedSchemaDrift(await createTestDatabase('real_estate_tables'), options, realEstateTables),
  ).toEqual([]);
});
