// Sharing process entry. Telemetry starts before anything else is imported so gRPC and the
// database are traced from the first call.
import { startTelemetry } from '@platform/telemetry';

const telemetry = await startTelemetry('sharing');

const { runService } = await import('@platform/runtime');
const { loadSharingConfig } = await import('./config.ts');
const { startSharing } = await import('./app.ts');

await runService({
  service: 'sharing',
  telemetry,
  shutdownTimeoutMs: 15_000,
  loadConfig: loadSharingConfig,
  async start(config, logger) {
    const sharing = await startSharing({
      databaseUrl: config.DATABASE_URL,
      poolMax: config.DATABASE_POOL_MAX,
      grpcAddress: `${config.SHARING_GRPC_HOST}:${config.SHARING_GRPC_PORT}`,
      grpcMaxInFlight: config.GRPC_MAX_IN_FLIGHT,
      studioAddress: config.STUDIO_GRPC_ADDR,
      realEstateAddress: config.REAL_ESTATE_GRPC_ADDR,
      studioDeadlineMs: config.GRPC_DEADLINE_MS,
      billingAddress: config.BILLING_GRPC_ADDR,
      logger,
      migrate: config.SHARING_MIGRATE_ON_START,
    });
    logger.info(
      { address: sharing.address, studio: config.STUDIO_GRPC_ADDR, realEstate: config.REAL_ESTATE_GRPC_ADDR },
      'sharing gRPC server listening',
    );
    return sharing;
  },
});
