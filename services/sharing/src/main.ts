// Sharing process entry. Telemetry starts before anything else is imported so gRPC and the
// database are traced from the first call.
import { startTelemetry } from '@platform/telemetry';

const telemetry = startTelemetry('sharing');

const { ConfigError } = await import('@platform/config');
const { createLogger } = await import('@platform/logging');
const { loadSharingConfig } = await import('./config.ts');
const { startSharing } = await import('./app.ts');

const SHUTDOWN_TIMEOUT_MS = 15_000;

let config: ReturnType<typeof loadSharingConfig>;
try {
  config = loadSharingConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const logger = createLogger('sharing', config.LOG_LEVEL);

try {
  const sharing = await startSharing({
    databaseUrl: config.DATABASE_URL,
    grpcAddress: `${config.SHARING_GRPC_HOST}:${config.SHARING_GRPC_PORT}`,
    studioAddress: config.STUDIO_GRPC_ADDR,
    studioDeadlineMs: config.GRPC_DEADLINE_MS,
    logger,
    migrate: config.SHARING_MIGRATE_ON_START,
  });
  logger.info({ address: sharing.address, studio: config.STUDIO_GRPC_ADDR }, 'sharing gRPC server listening');

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
      await sharing.stop();
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
  logger.fatal({ err }, 'sharing failed to start');
  await telemetry.shutdown();
  process.exit(1);
}
