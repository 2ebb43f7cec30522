// Each table's definition (tables.ts) against the table the migrations make: same columns, types
// and nullability, and no migrated table without a definition.
import { afterAll, expect, it } from 'vitest';
import { createOrm, migrate, schemaDrift } from '@platform/db';
import { createTestDatabase } from '@platform/testkit';
import { WEBHOOKS_SCHEMA, webhooksEntities } from './entities.ts';
import { webhooksMigrations } from './migrations/index.ts';
import { webhooksTables } from './tables.ts';

const database = await createTestDatabase('webhooks_tables');
const orm = await createOrm({
  url: database.url,
  schema: WEBHOOKS_SCHEMA,
  entities: webhooksEntities,
  migrations: webhooksMigrations,
});
afterAll(async () => {
  await orm.close();
  await database.drop();
});

it('defines every migrated table of the webhooks schema as it is migrated', async () => {
  await migrate(orm, WEBHOOKS_SCHEMA);
  expect(await schemaDrift(orm.em.fork(), WEBHOOKS_SCHEMA, webhooksTables)).toEqual([]);
});
