// Real estate process entry. Telemetry starts before anything else is imported so gRPC and the
// database are traced from the first call.
import { startTelemetry } from '@platform/telemetry';

const telemetry = await startTelemetry('real-estate');

const { webhookAllowsHttp } = await import('@platform/config');
const { runService } = await import('@platform/runtime');
const { jobOwnerSettingsFromConfig } = await import('@platform/job-lifecycle');
const { loadCatalogue } = await import('@platform/catalogue');
const { accountKeysFromConfig, storageOptionsFromConfig } = await import('@platform/storage');
const { loadRealEstateConfig } = await import('./config.ts');
const { startRealEstate } = await import('./app.ts');

await runService({
  service: 'real-estate',
  telemetry,
  shutdownTimeoutMs: 20_000,
  loadConfig: loadRealEstateConfig,
  async start(config, logger) {
    const realEstate = await startRealEstate({
      databaseUrl: config.DATABASE_URL,
      poolMax: config.DATABASE_POOL_MAX,
      grpcAddress: `${config.REAL_ESTATE_GRPC_HOST}:${config.REAL_ESTATE_GRPC_PORT}`,
      grpcMaxInFlight: config.GRPC_MAX_IN_FLIGHT,
      natsUrl: config.NATS_URL,
      busPrefix: config.BUS_PREFIX,
      billingAddress: config.BILLING_GRPC_ADDR,
      storage: storageOptionsFromConfig(config),
      publicStorageEndpoint: config.S3_PUBLIC_ENDPOINT,
      keys: accountKeysFromConfig(config, logger),
      logger,
      catalogue: loadCatalogue(config.MODEL_CATALOGUE_PATH),
      migrate: config.REAL_ESTATE_MIGRATE_ON_START,
      limits: {
        maxImageBytes: config.UPLOAD_MAX_IMAGE_BYTES,
        maxVideoBytes: config.UPLOAD_MAX_VIDEO_BYTES,
        maxAudioBytes: config.UPLOAD_MAX_AUDIO_BYTES,
        maxImagePixels: config.MAX_IMAGE_PIXELS,
        presignGetSeconds: config.PRESIGN_GET_SECONDS,
        presignPutSeconds: config.PRESIGN_PUT_SECONDS,
      },
      jobs: jobOwnerSettingsFromConfig(config),
      fetch: {
        allowCidrs: config.FETCH_ALLOW_CIDRS,
        timeoutMs: config.FETCH_TIMEOUT_MS,
        maxRedirects: config.FETCH_MAX_REDIRECTS,
      },
      webhookUrls: { allowHttp: webhookAllowsHttp(config), allowCidrs: config.WEBHOOK_ALLOW_CIDRS },
    });
    logger.info({ address: realEstate.address }, 'real estate gRPC server listening');
    return realEstate;
  },
});
