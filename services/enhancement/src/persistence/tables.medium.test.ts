// Each table's definition (tables.ts) against the table the migrations make: same columns, types
// and nullability, and no migrated table without a definition.
import { expect, it } from 'vitest';
import { migratedSchemaDrift } from '@platform/db';
import { createTestDatabase } from '@platform/testkit';
import { ENHANCEMENT_SCHEMA, enhancementEntities } from './entities.ts';
import { enhancementMigrations } from './migrations/index.ts';
import { enhancementTables } from './tables.ts';

it('defines every migrated table of the enhancement schema as it is migrated', async () => {
  const options = {
    schema: ENHANCEMENT_SCHEMA,
    entities: enhancementEntities,
    migrations: enhancementMigrations,
  };
  expect(
    await migratedSchemaDrift(await createTestDatabase('enhancement_tables'), options, enhancementTables),
  ).toEqual([]);
});
