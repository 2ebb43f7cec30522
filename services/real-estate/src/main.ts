// Real estate process entry. Telemetry starts before anything else is imported so gRPC and the
// database are traced from the first call.
import { startTelemetry } from '@platform/telemetry';

const telemetry = await startTelemetry('real-estate');

const { runService } = await import('@platform/runtime');
const { jobOwnerProcessOptionsFromConfig } = await import('@platform/job-lifecycle');
const { loadCatalogue } = await import('@platform/catalogue');
const { loadRealEstateConfig } = await import('./config.ts');
const { startRealEstate } = await import('./app.ts');

await runService({
  service: 'real-estate',
  telemetry,
  shutdownTimeoutMs: 20_000,
  loadConfig: loadRealEstateConfig,
  async start(config, logger) {
    const realEstate = await startRealEstate({
      ...jobOwnerProcessOptionsFromConfig(config, logger),
      grpcAddress: `${config.REAL_ESTATE_GRPC_HOST}:${config.REAL_ESTATE_GRPC_PORT}`,
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
    });
    logger.info({ address: realEstate.address }, 'real estate gRPC server listening');
    return realEstate;
  },
});
