// Each table's definition (tables.ts) against the table the migrations make: same columns, types
// and nullability, and no migrated table without a definition.
import { afterAll, expect, it } from 'vitest';
import { createOrm, migrate, schemaDrift } from '@platform/db';
import { createTestDatabase } from '@platform/testkit';
import { ENHANCEMENT_SCHEMA, enhancementEntities } from './entities.ts';
import { enhancementMigrations } from './migrations/index.ts';
import { enhancementTables } from './tables.ts';

const database = await createTestDatabase('enhancement_tables');
const orm = await createOrm({
  url: database.url,
  schema: ENHANCEMENT_SCHEMA,
  entities: enhancementEntities,
  migrations: enhancementMigrations,
});
afterAll(async () => {
  await orm.close();
  await database.drop();
});

it('defines every migrated table of the enhancement schema as it is migrated', async () => {
  await migrate(orm, ENHANCEMENT_SCHEMA);
  expect(await schemaDrift(orm.em.fork(), ENHANCEMENT_SCHEMA, enhancementTables)).toEqual([]);
});
