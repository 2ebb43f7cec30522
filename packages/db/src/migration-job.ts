// The entry of a service's migration Job (`services/<name>/src/migrate.ts`): applies the pending
// migrations of its schema, then exits 0, or 1 with the reason. It reads only the database
// settings: the migration Job has no storage credentials, key secret or peer addresses.
import { ConfigError, commonEnv, databaseEnv, loadConfig } from '@platform/config';
import { createLogger } from '@platform/logging';
import type { MikroORM } from '@mikro-orm/postgresql';
import { migrate } from './index.ts';

export interface MigrationJob {
  /** The service's name, for the log (`<name>-migrate`). */
  service: string;
  schema: string;
  /** Opens the service's ORM with one connection. */
  openOrm(databaseUrl: string): Promise<MikroORM>;
}

export async function runMigrationJob(job: MigrationJob): Promise<never> {
  let config: ReturnType<typeof loadMigrationConfig>;
  try {
    config = loadMigrationConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const logger = createLogger(`${job.service}-migrate`, config.LOG_LEVEL);
  try {
    const orm = await job.openOrm(config.DATABASE_URL);
    try {
      const applied = await migrate(orm, job.schema);
      logger.info(
        { applied },
        applied.length > 0 ? `${job.service} migrations applied` : `${job.service} schema is up to date`,
      );
    } finally {
      await orm.close();
    }
    process.exit(0);
  } catch (err) {
    logger.fatal({ err }, `${job.service} migration failed`);
    process.exit(1);
  }
}

const loadMigrationConfig = () => loadConfig({ ...commonEnv, ...databaseEnv });
