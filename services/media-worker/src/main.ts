// Media worker process entry. Telemetry starts before anything else is imported so the bus,
// storage and ffmpeg spans join the traces that jobs carry in their headers.
import { startTelemetry } from '@platform/telemetry';

const telemetry = startTelemetry('media-worker');

const { ConfigError } = await import('@platform/config');
const { createLogger } = await import('@platform/logging');
const { loadCatalogue } = await import('@platform/catalogue');
const { storageOptionsFromConfig } = await import('@platform/storage');
const { loadWorkerConfig } = await import('./config.ts');
const { startMediaWorker } = await import('./app.ts');

let config: ReturnType<typeof loadWorkerConfig>;
try {
  config = loadWorkerConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const logger = createLogger('media-worker', config.LOG_LEVEL);

try {
  const worker = await startMediaWorker({
    natsUrl: config.NATS_URL,
    busPrefix: config.BUS_PREFIX,
    storage: storageOptionsFromConfig(config),
    catalogue: loadCatalogue(config.MODEL_CATALOGUE_PATH),
    logger,
    concurrency: config.WORKER_CONCURRENCY,
    maxDeliver: config.WORKER_MAX_DELIVER,
    ackWaitMs: config.WORKER_ACK_WAIT_MS,
    shutdownGraceMs: config.WORKER_SHUTDOWN_GRACE_MS,
    healthPort: config.METRICS_PORT,
  });
  logger.info({ port: worker.port }, 'health endpoints listening');

  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: no new jobs; running jobs finish or are handed back');
    // Grace for running jobs, then the abort grace and the disconnect; never hang the pod.
    setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, config.WORKER_SHUTDOWN_GRACE_MS + 10_000).unref();
    try {
      await worker.stop();
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
  logger.fatal({ err }, 'media worker failed to start');
  await telemetry.shutdown();
  process.exit(1);
}
