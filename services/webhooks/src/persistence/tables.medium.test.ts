// Each table's definition (tables.ts) against the table the migrations make: same columns, types
// and nullability, and no migrated table without a definition.
import { expect, it } from 'vitest';
import { migratedSchemaDrift } from '@platform/db';
import { createTestDatabase } from '@platform/testkit';
import { WEBHOOKS_SCHEMA, webhooksEntities } from './entities.ts';
import { webhooksMigrations } from './migrations/index.ts';
import { webhooksTables } from './tables.ts';

it('defines every migrated table of the webhooks schema as it is migrated', async () => {
  const options = { schema: WEBHOOKS_SCHEMA, entities: webhooksEntities, migrations: webhooksMigrations };
  expect(
    await migratedSchemaDrift(await createTestDatabase('webhooks_tables'), options, webhooksTables),
  ).toEqual([]);
});
