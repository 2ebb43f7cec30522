// Applies pending migrations of the sharing schema, then exits 0 (a deploy job / init step).
import { ConfigError } from '@platform/config';
import { migrate } from '@platform/db';
import { createLogger } from '@platform/logging';
import { createSharingOrm } from './app.ts';
import { loadSharingConfig } from './config.ts';
import { SHARING_SCHEMA } from './persistence/entities.ts';

let config: ReturnType<typeof loadSharingConfig>;
try {
  config = loadSharingConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const logger = createLogger('sharing-migrate', config.LOG_LEVEL);

try {
  const orm = await createSharingOrm(config.DATABASE_URL, { poolMax: 1 });
  try {
    const applied = await migrate(orm, SHARING_SCHEMA);
    logger.info({ applied }, applied.length > 0 ? 'sharing migrations applied' : 'sharing schema is up to date');
  } finally {
    await orm.close();
  }
  process.exit(0);
} catch (err) {
  logger.fatal({ err }, 'sharing migration failed');
  process.exit(1);
}
