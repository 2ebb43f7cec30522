// Applies pending migrations of the real estate schema, then exits (the migration Job, or the local
// stack before the services start).
import { runMigrationJob } from '@platform/db';
import { createRealEstateOrm } from './app.ts';
import { REAL_ESTATE_SCHEMA } from './persistence/entities.ts';

await runMigrationJob({
  service: 'real-estate',
  schema: REAL_ESTATE_SCHEMA,
  openOrm: (url) => createRealEstateOrm(url, { poolMax: 1 }),
});
