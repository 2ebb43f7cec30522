// Media worker process entry. Telemetry starts before anything else is imported so the bus,
// storage and ffmpeg spans join the traces that jobs carry in their headers.
import { startTelemetry } from '@platform/telemetry';

const telemetry = await startTelemetry('media-worker');

const { runService } = await import('@platform/runtime');
const { loadCatalogue } = await import('@platform/catalogue');
const { accountKeysFromConfig, storageOptionsFromConfig } = await import('@platform/storage');
const { loadWorkerConfig, providerReachable } = await import('./config.ts');
const { startMediaWorker } = await import('./app.ts');

await runService({
  service: 'media-worker',
  telemetry,
  // Its health server answers /metrics on METRICS_PORT.
  servesMetrics: true,
  // Grace for running jobs, then the abort grace and the disconnect; never hang the pod.
  shutdownTimeoutMs: (config) => config.WORKER_SHUTDOWN_GRACE_MS + 10_000,
  loadConfig: loadWorkerConfig,
  async start(config, logger) {
    const worker = await startMediaWorker({
      natsUrl: config.NATS_URL,
      busPrefix: config.BUS_PREFIX,
      storage: storageOptionsFromConfig(config),
      keys: accountKeysFromConfig(config, logger),
      catalogue: loadCatalogue(config.MODEL_CATALOGUE_PATH),
      logger,
      concurrency: config.WORKER_CONCURRENCY,
      maxDeliver: config.WORKER_MAX_DELIVER,
      ackWaitMs: config.WORKER_ACK_WAIT_MS,
      shutdownGraceMs: config.WORKER_SHUTDOWN_GRACE_MS,
      healthPort: config.METRICS_PORT,
      publicStorageEndpoint: providerReachable(config.S3_PUBLIC_ENDPOINT),
    });
    logger.info({ port: worker.port }, 'health endpoints listening');
    return {
      async stop() {
        logger.info('no new jobs; running jobs finish or are handed back');
        await worker.stop();
      },
    };
  },
});
