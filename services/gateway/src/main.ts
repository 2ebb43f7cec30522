// Gateway process entry. Telemetry starts before anything else is imported, so gRPC and HTTP are
// instrumented from the first request; the app is therefore loaded with dynamic imports.
import { startTelemetry } from '@platform/telemetry';

const telemetry = startTelemetry('gateway');

const { createServer } = await import('node:http');
const { createLogger } = await import('@platform/logging');
const { createHealthChecker } = await import('@platform/grpc');
const { loadGatewayConfig } = await import('./config.ts');
const { createGateway } = await import('./app.ts');
const { BILLING_SERVICE, createBillingClient } = await import('./clients/billing.client.ts');
const { MemoryRateLimitStore } = await import('./rate-limit/memory.store.ts');
const { RedisRateLimitStore } = await import('./rate-limit/redis.store.ts');
const { FallbackRateLimitStore } = await import('./rate-limit/fallback.store.ts');

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);

const rateLimitStore = config.REDIS_URL
  ? new FallbackRateLimitStore(new RedisRateLimitStore(config.REDIS_URL), new MemoryRateLimitStore(), logger)
  : new MemoryRateLimitStore();

const gateway = createGateway({
  config,
  logger,
  billing: createBillingClient(config.BILLING_GRPC_ADDR, { deadlineMs: config.GRPC_DEADLINE_MS }),
  rateLimitStore,
  backends: [{ name: 'billing', service: BILLING_SERVICE, checker: createHealthChecker(config.BILLING_GRPC_ADDR) }],
});

const server = createServer(gateway.callback());
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.requestTimeout = 120_000;

await new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(config.GATEWAY_PORT, config.GATEWAY_HOST, () => resolve());
});
const address = server.address();
logger.info(
  { port: typeof address === 'object' && address ? address.port : config.GATEWAY_PORT, host: config.GATEWAY_HOST, shared_rate_limits: Boolean(config.REDIS_URL) },
  'gateway listening',
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: draining HTTP connections');
  gateway.drain();
  const force = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
  force.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  clearTimeout(force);
  await gateway.close();
  await telemetry.shutdown();
  logger.info('gateway stopped');
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    shutdown(signal).then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
