// Applies pending migrations of the billing schema, then exits 0 (a deploy job / init step).
import { ConfigError } from '@platform/config';
import { migrate } from '@platform/db';
import { createLogger } from '@platform/logging';
import { createBillingOrm } from './app.ts';
import { loadBillingConfig } from './config.ts';
import { BILLING_SCHEMA } from './persistence/entities.ts';

let config: ReturnType<typeof loadBillingConfig>;
try {
  config = loadBillingConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const logger = createLogger('billing-migrate', config.LOG_LEVEL);

try {
  const orm = await createBillingOrm(config.DATABASE_URL, { poolMax: 1 });
  try {
    const applied = await migrate(orm, BILLING_SCHEMA);
    logger.info(
      { applied },
      applied.length > 0 ? 'billing migrations applied' : 'billing schema is up to date',
    );
  } finally {
    await orm.close();
  }
  process.exit(0);
} catch (err) {
  logger.fatal({ err }, 'billing migration failed');
  process.exit(1);
}
