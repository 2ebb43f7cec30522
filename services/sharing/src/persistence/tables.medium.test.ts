// Each table's definition (tables.ts) against the table the migrations make: same columns, types
// and nullability, and no migrated table without a definition.
import { expect, it } from 'vitest';
import { migratedSchemaDrift } from '@platform/db';
import { createTestDatabase } from '@platform/testkit';
import { SHARING_SCHEMA, sharingEntities } from './entities.ts';
import { sharingMigrations } from './migrations/index.ts';
import { sharingTables } from './tables.ts';

it('defines every migrated table of the sharing schema as it is migrated', async () => {
  const options = { schema: SHARING_SCHEMA, entities: sharingEntities, migrations: sharingMigrations };
  expect(
    await migratedSchemaDrift(await createTestDatabase('sharing_tables'), options, sharingTables),
  ).toEqual([]);
});
