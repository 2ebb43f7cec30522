// Applies pending migrations of the enhancement schema, then exits (the migration Job, or the local
// stack before the services start).
import { runMigrationJob } from '@platform/db';
import { createEnhancementOrm } from './app.ts';
import { ENHANCEMENT_SCHEMA } from './persistence/entities.ts';

await runMigrationJob({
  service: 'enhancement',
  schema: ENHANCEMENT_SCHEMA,
  openOrm: (url) => createEnhancementOrm(url, { poolMax: 1 }),
});
