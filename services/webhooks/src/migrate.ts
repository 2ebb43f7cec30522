// Applies pending migrations of the webhooks schema, then exits (the migration Job, or the local
// stack before the services start).
import { runMigrationJob } from '@platform/db';
import { createWebhooksOrm } from './app.ts';
import { WEBHOOKS_SCHEMA } from './persistence/entities.ts';

await runMigrationJob({
  service: 'webhooks',
  schema: WEBHOOKS_SCHEMA,
  openOrm: (url) => createWebhooksOrm(url, { poolMax: 1 }),
});
