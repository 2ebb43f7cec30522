// Enhancement process entry. Telemetry starts before anything else is imported so gRPC and the
// database are traced from the first call.
import { startTelemetry } from '@platform/telemetry';

const telemetry = await startTelemetry('enhancement');

const { runService } = await import('@platform/runtime');
const { jobOwnerProcessOptionsFromConfig } = await import('@platform/job-lifecycle');
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
      ...jobOwnerProcessOptionsFromConfig(config, logger),
      grpcAddress: `${config.ENHANCEMENT_GRPC_HOST}:${config.ENHANCEMENT_GRPC_PORT}`,
      catalogue: config.ENHANCEMENT_MODELS_PATH
        ? loadEnhancementCatalogue(config.ENHANCEMENT_MODELS_PATH)
        : loadEnhancementCatalogue(),
      migrate: config.ENHANCEMENT_MIGRATE_ON_START,
      limits: { maxVideoBytes: config.UPLOAD_MAX_VIDEO_BYTES, presignGetSeconds: config.PRESIGN_GET_SECONDS },
    });
    logger.info({ address: enhancement.address }, 'enhancement gRPC server listening');
    return enhancement;
  },
});
