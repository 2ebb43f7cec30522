// Enhancement process entry. Telemetry starts before anything else is imported so gRPC and the
// database are traced from the first call.
import { startTelemetry } from '@platform/telemetry';

const telemetry = await startTelemetry('enhancement');

const { webhookAllowsHttp } = await import('@platform/config');
const { runService } = await import('@platform/runtime');
const { jobOwnerSettingsFromConfig } = await import('@platform/job-lifecycle');
const { accountKeysFromConfig, storageOptionsFromConfig } = await import('@platform/storage');
const { loadEnhancementConfig } = await import('./config.ts');
const { startEnhancement } = await import('./app.ts');
const { loadEnhancementCatalogue } = await import('./domain/ml-model-catalogue.ts');

await runService({
  service: 'enhancement',
  telemetry,
  shutdownTimeoutMs: 20_000,
  loadConfig: loadEnhancementConfig,
  async start(config, logger) {
    const enhancement = await startEnhancement({
      databaseUrl: config.DATABASE_URL,
      poolMax: config.DATABASE_POOL_MAX,
      grpcAddress: `${config.ENHANCEMENT_GRPC_HOST}:${config.ENHANCEMENT_GRPC_PORT}`,
      grpcMaxInFlight: config.GRPC_MAX_IN_FLIGHT,
      logger,
      catalogue: config.ENHANCEMENT_MODELS_PATH
        ? loadEnhancementCatalogue(config.ENHANCEMENT_MODELS_PATH)
        : loadEnhancementCatalogue(),
      migrate: config.ENHANCEMENT_MIGRATE_ON_START,
      natsUrl: config.NATS_URL,
      busPrefix: config.BUS_PREFIX,
      billingAddress: config.BILLING_GRPC_ADDR,
      jobs: jobOwnerSettingsFromConfig(config),
      storage: storageOptionsFromConfig(config),
      keys: accountKeysFromConfig(config, logger),
      publicStorageEndpoint: config.S3_PUBLIC_ENDPOINT,
      limits: { maxVideoBytes: config.UPLOAD_MAX_VIDEO_BYTES, presignGetSeconds: config.PRESIGN_GET_SECONDS },
      fetch: {
        allowCidrs: config.FETCH_ALLOW_CIDRS,
        timeoutMs: config.FETCH_TIMEOUT_MS,
        maxRedirects: config.FETCH_MAX_REDIRECTS,
      },
      webhookUrls: { allowHttp: webhookAllowsHttp(config), allowCidrs: config.WEBHOOK_ALLOW_CIDRS },
    });
    logger.info({ address: enhancement.address }, 'enhancement gRPC server listening');
    return enhancement;
  },
});
