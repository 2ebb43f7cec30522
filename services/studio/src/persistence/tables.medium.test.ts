// Each table's definition (tables.ts) against the table the migrations make: same columns, types
// and nullability, and no migrated table without a definition.
import { expect, it } from 'vitest';
import { migratedSchemaDrift } from '@platform/db';
import { createTestDatabase } from '@platform/testkit';
import { STUDIO_SCHEMA, studioEntities } from './entities.ts';
import { studioMigrations } from './migrations/index.ts';
import { studioTables } from './tables.ts';

it('defines every migrated table of the studio schema as it is migrated', async () => {
  const options = { schema: STUDIO_SCHEMA, entities: studioEntities, migrations: studioMigrations };
  expect(await migratedSchemaDrift(await createTestDatabase('studio_tables'), options, studioTables)).toEqual(
    [],
  );
});
