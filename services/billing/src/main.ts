// Billing process entry. Telemetry starts before anything else is imported so gRPC and the
// database are traced from the first call.
import { startTelemetry } from '@platform/telemetry';

const telemetry = await startTelemetry('billing');

const { runService } = await import('@platform/runtime');
const { loadCatalogue } = await import('@platform/catalogue');
const { loadBillingConfig } = await import('./config.ts');
const { startBilling } = await import('./app.ts');

await runService({
  service: 'billing',
  telemetry,
  shutdownTimeoutMs: 15_000,
  loadConfig: loadBillingConfig,
  async start(config, logger) {
    const billing = await startBilling({
      databaseUrl: config.DATABASE_URL,
      poolMax: config.DATABASE_POOL_MAX,
      grpcAddress: `${config.BILLING_GRPC_HOST}:${config.BILLING_GRPC_PORT}`,
      grpcMaxInFlight: config.GRPC_MAX_IN_FLIGHT,
      logger,
      catalogue: loadCatalogue(config.MODEL_CATALOGUE_PATH),
      migrate: config.BILLING_MIGRATE_ON_START,
      holds: {
        expiryMs: config.HOLD_EXPIRY_HOURS * 3_600_000,
        sweepIntervalMs: config.HOLD_EXPIRY_SWEEP_SECONDS * 1000,
      },
    });
    logger.info({ address: billing.address }, 'billing gRPC server listening');
    return billing;
  },
});
