// Webhooks process entry. Telemetry starts before anything else is imported so gRPC, the bus and
// the database are traced from the first call.
import { startTelemetry } from '@platform/telemetry';

const telemetry = await startTelemetry('webhooks');

const { runService } = await import('@platform/runtime');
const { webhookAllowsHttp } = await import('@platform/config');
const { loadWebhooksConfig } = await import('./config.ts');
const { startWebhooks } = await import('./app.ts');

await runService({
  service: 'webhooks',
  telemetry,
  shutdownTimeoutMs: 15_000,
  loadConfig: loadWebhooksConfig,
  async start(config, logger) {
    const webhooks = await startWebhooks({
      databaseUrl: config.DATABASE_URL,
      poolMax: config.DATABASE_POOL_MAX,
      natsUrl: config.NATS_URL,
      busPrefix: config.BUS_PREFIX,
      grpcAddress: `${config.WEBHOOKS_GRPC_HOST}:${config.WEBHOOKS_GRPC_PORT}`,
      grpcMaxInFlight: config.GRPC_MAX_IN_FLIGHT,
      logger,
      migrate: config.WEBHOOKS_MIGRATE_ON_START,
      delivery: {
        timeoutMs: config.WEBHOOK_TIMEOUT_MS,
        retryDelaysMs: config.WEBHOOK_RETRY_DELAYS_MS,
        allowHttp: webhookAllowsHttp(config),
        allowCidrs: config.WEBHOOK_ALLOW_CIDRS,
        leaseMs: config.WEBHOOK_LEASE_MS,
        pollMs: config.WEBHOOK_POLL_MS,
      },
    });
    logger.info(
      { address: webhooks.address, bus_prefix: config.BUS_PREFIX },
      'webhooks gRPC server listening',
    );
    return webhooks;
  },
});
