// Studio process entry. Telemetry starts before anything else is imported so gRPC, the database
// and the bus are traced from the first call.
import { startTelemetry } from '@platform/telemetry';

const telemetry = await startTelemetry('studio');

const { runService } = await import('@platform/runtime');
const { jobOwnerProcessOptionsFromConfig, jobOwnerSettingsFromConfig } =
  await import('@platform/job-lifecycle');
const { loadCatalogue } = await import('@platform/catalogue');
const { loadStudioConfig } = await import('./config.ts');
const { startStudio } = await import('./app.ts');

await runService({
  service: 'studio',
  telemetry,
  shutdownTimeoutMs: 20_000,
  loadConfig: loadStudioConfig,
  async start(config, logger) {
    const studio = await startStudio({
      ...jobOwnerProcessOptionsFromConfig(config, logger),
      grpcAddress: `${config.STUDIO_GRPC_HOST}:${config.STUDIO_GRPC_PORT}`,
      realEstateAddress: config.REAL_ESTATE_GRPC_ADDR,
      catalogue: loadCatalogue(config.MODEL_CATALOGUE_PATH),
      migrate: config.STUDIO_MIGRATE_ON_START,
      jobs: { ...jobOwnerSettingsFromConfig(config), imageToTextModel: config.STUDIO_I2T_MODEL },
      limits: {
        maxImageBytes: config.UPLOAD_MAX_IMAGE_BYTES,
        maxVideoBytes: config.UPLOAD_MAX_VIDEO_BYTES,
        maxImagePixels: config.MAX_IMAGE_PIXELS,
        presignGetSeconds: config.PRESIGN_GET_SECONDS,
        presignPutSeconds: config.PRESIGN_PUT_SECONDS,
      },
    });
    logger.info({ address: studio.address, bus_prefix: config.BUS_PREFIX }, 'studio gRPC server listening');
    return studio;
  },
});
