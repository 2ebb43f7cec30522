// Applies pending migrations of the real estate schema, then exits 0 (a deploy job / init step). It
// reads only the database settings: the migration Job has no storage credentials or key secret.
import { ConfigError, commonEnv, databaseEnv, loadConfig } from '@platform/config';
import { migrate } from '@platform/db';
import { createLogger } from '@platform/logging';
import { createRealEstateOrm } from './app.ts';
import { REAL_ESTATE_SCHEMA } from './persistence/entities.ts';

const loadMigrationConfig = () => loadConfig({ ...commonEnv, ...databaseEnv });
let config: ReturnType<typeof loadMigrationConfig>;
try {
  config = loadMigrationConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const logger = createLogger('real-estate-migrate', config.LOG_LEVEL);

try {
  const orm = await createRealEstateOrm(config.DATABASE_URL, { poolMax: 1 });
  try {
    const applied = await migrate(orm, REAL_ESTATE_SCHEMA);
    logger.info({ applied }, applied.length > 0 ? 'real estate migrations applied' : 'real estate schema is up to date');
  } finally {
    await orm.close();
  }
  process.exit(0);
} catch (err) {
  logger.fatal({ err }, 'real estate migration failed');
  process.exit(1);
}
