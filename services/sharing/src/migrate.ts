// Applies pending migrations of the sharing schema, then exits (the migration Job, or the local
// stack before the services start).
import { runMigrationJob } from '@platform/db';
import { createSharingOrm } from './app.ts';
import { SHARING_SCHEMA } from './persistence/entities.ts';

await runMigrationJob({
  service: 'sharing',
  schema: SHARING_SCHEMA,
  openOrm: (url) => createSharingOrm(url, { poolMax: 1 }),
});
