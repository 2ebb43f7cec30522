// Applies pending migrations of the studio schema, then exits (the migration Job, or the local
// stack before the services start).
import { runMigrationJob } from '@platform/db';
import { createStudioOrm } from './app.ts';
import { STUDIO_SCHEMA } from './persistence/entities.ts';

await runMigrationJob({
  service: 'studio',
  schema: STUDIO_SCHEMA,
  openOrm: (url) => createStudioOrm(url, { poolMax: 1 }),
});
