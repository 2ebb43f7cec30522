// Billing process entry. Telemetry starts before anything else is imported so gRPC and the
// database are traced from the first call.
import { startTelemetry } from '@platform/telemetry';

const telemetry = startTelemetry('billing');

const { createLogger } = await import('@platform/logging');
const { loadCatalogue } = await import('@platform/catalogue');
const { loadBillingConfig } = await import('./config.ts');
const { startBilling } = await import('./app.ts');

const SHUTDOWN_TIMEOUT_MS = 15_000;

const { ConfigError } = await import('@platform/config');

let config: ReturnType<typeof loadBillingConfig>;
try {
  config = loadBillingConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const logger = createLogger('billing', config.LOG_LEVEL);

try {
  const billing = await startBilling({
    databaseUrl: config.DATABASE_URL,
    grpcAddress: `${config.BILLING_GRPC_HOST}:${config.BILLING_GRPC_PORT}`,
    logger,
    catalogue: loadCatalogue(config.MODEL_CATALOGUE_PATH),
    migrate: config.BILLING_MIGRATE_ON_START,
  });
  logger.info({ address: billing.address }, 'billing gRPC server listening');

  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    // A drain that hangs must not keep the pod from being replaced.
    setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await billing.stop();
      await telemetry.shutdown();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (err) {
  logger.fatal({ err }, 'billing failed to start');
  await telemetry.shutdown();
  process.exit(1);
}
