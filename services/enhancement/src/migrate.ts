// Applies pending migrations of the enhancement schema, then exits 0 (a deploy job / init step). It
// reads only the database settings: the migration Job has no storage credentials or key secret.
import { ConfigError, commonEnv, databaseEnv, loadConfig } from '@platform/config';
import { migrate } from '@platform/db';
import { createLogger } from '@platform/logging';
import { createEnhancementOrm } from './app.ts';
import { ENHANCEMENT_SCHEMA } from './persistence/entities.ts';

const loadMigrationConfig = () => loadConfig({ ...commonEnv, ...databaseEnv });
let config: ReturnType<typeof loadMigrationConfig>;
try {
  config = loadMigrationConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const logger = createLogger('enhancement-migrate', config.LOG_LEVEL);

try {
  const orm = await createEnhancementOrm(config.DATABASE_URL, { poolMax: 1 });
  try {
    const applied = await migrate(orm, ENHANCEMENT_SCHEMA);
    logger.info({ applied }, applied.length > 0 ? 'enhancement migrations applied' : 'enhancement schema is up to date');
  } finally {
    await orm.close();
  }
  process.exit(0);
} catch (err) {
  logger.fatal({ err }, 'enhancement migration failed');
  process.exit(1);
}
