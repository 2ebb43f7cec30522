// Real estate process entry. Telemetry starts before anything else is imported so gRPC and the
// database are traced from the first call.
import { startTelemetry } from '@platform/telemetry';

const telemetry = await startTelemetry('real-estate');

const { runService } = await import('@platform/runtime');
const { loadCatalogue } = await import('@platform/catalogue');
const { storageOptionsFromConfig } = await import('@platform/storage');
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
      grpcAddress: `${config.REAL_ESTATE_GRPC_HOST}:${config.REAL_ESTATE_GRPC_PORT}`,
      storage: storageOptionsFromConfig(config),
      publicStorageEndpoint: config.S3_PUBLIC_ENDPOINT,
      logger,
      catalogue: loadCatalogue(config.MODEL_CATALOGUE_PATH),
      migrate: config.REAL_ESTATE_MIGRATE_ON_START,
      presignGetSeconds: config.PRESIGN_GET_SECONDS,
    });
    logger.info({ address: realEstate.address }, 'real estate gRPC server listening');
    return realEstate;
  },
});
