// Studio process entry. Telemetry starts before anything else is imported so gRPC, the database
// and the bus are traced from the first call.
import { startTelemetry } from '@platform/telemetry';

const telemetry = startTelemetry('studio');

const { createLogger } = await import('@platform/logging');
const { loadCatalogue } = await import('@platform/catalogue');
const { ConfigError } = await import('@platform/config');
const { storageOptionsFromConfig } = await import('@platform/storage');
const { loadStudioConfig } = await import('./config.ts');
const { startStudio } = await import('./app.ts');

const SHUTDOWN_TIMEOUT_MS = 20_000;

let config: ReturnType<typeof loadStudioConfig>;
try {
  config = loadStudioConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const logger = createLogger('studio', config.LOG_LEVEL);

try {
  const studio = await startStudio({
    databaseUrl: config.DATABASE_URL,
    grpcAddress: `${config.STUDIO_GRPC_HOST}:${config.STUDIO_GRPC_PORT}`,
    natsUrl: config.NATS_URL,
    busPrefix: config.BUS_PREFIX,
    storage: storageOptionsFromConfig(config),
    publicStorageEndpoint: config.S3_PUBLIC_ENDPOINT,
    billingAddress: config.BILLING_GRPC_ADDR,
    logger,
    catalogue: loadCatalogue(config.MODEL_CATALOGUE_PATH),
    migrate: config.STUDIO_MIGRATE_ON_START,
    jobs: {
      queueTtlSeconds: config.JOB_QUEUE_TTL_SECONDS,
      maxRunSeconds: config.JOB_MAX_RUN_SECONDS,
      sweepIntervalMs: config.JOB_SWEEP_INTERVAL_SECONDS * 1000,
      imageToTextModel: config.STUDIO_I2T_MODEL,
    },
    limits: {
      maxImageBytes: config.UPLOAD_MAX_IMAGE_BYTES,
      maxVideoBytes: config.UPLOAD_MAX_VIDEO_BYTES,
      maxImagePixels: config.MAX_IMAGE_PIXELS,
      presignGetSeconds: config.PRESIGN_GET_SECONDS,
      presignPutSeconds: config.PRESIGN_PUT_SECONDS,
    },
    fetch: { allowCidrs: config.FETCH_ALLOW_CIDRS, timeoutMs: config.FETCH_TIMEOUT_MS, maxRedirects: config.FETCH_MAX_REDIRECTS },
  });
  logger.info({ address: studio.address, bus_prefix: config.BUS_PREFIX }, 'studio gRPC server listening');

  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await studio.stop();
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
  logger.fatal({ err }, 'studio failed to start');
  await telemetry.shutdown();
  process.exit(1);
}
