// Applies pending migrations of the billing schema, then exits (the migration Job, or the local
// stack before the services start).
import { runMigrationJob } from '@platform/db';
import { createBillingOrm } from './app.ts';
import { BILLING_SCHEMA } from './persistence/entities.ts';

await runMigrationJob({
  service: 'billing',
  schema: BILLING_SCHEMA,
  openOrm: (url) => createBillingOrm(url, { poolMax: 1 }),
});
