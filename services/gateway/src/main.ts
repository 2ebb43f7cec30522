// Gateway process entry. Telemetry starts before anything else is imported, so gRPC and HTTP are
// instrumented from the first request; the app is therefore loaded with dynamic imports.
import { startTelemetry } from '@platform/telemetry';

const telemetry = await startTelemetry('gateway');

const { createServer } = await import('node:http');
const { runService } = await import('@platform/runtime');
const { loadGatewayConfig } = await import('./config.ts');
const { composeGateway } = await import('./compose.ts');
const { answerClientError } = await import('./http/client-error.ts');
const { boundConnections } = await import('./admission/connections.ts');

await runService({
  service: 'gateway',
  telemetry,
  loadConfig: loadGatewayConfig,
  async start(config, logger) {
    const gateway = await composeGateway(config, logger);
    const server = createServer(gateway.callback());
    server.on('clientError', answerClientError);
    boundConnections(server, config.GATEWAY_MAX_CONNECTIONS);
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.requestTimeout = 120_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // Node's default accept queue (511) overflowed under a flood of new connections, and a
      // probe whose SYN was dropped waited a second for its retransmission (docs/decisions.md).
      server.listen({ port: config.GATEWAY_PORT, host: config.GATEWAY_HOST, backlog: 4096 }, () => resolve());
    });
    const address = server.address();
    logger.info(
      {
        port: typeof address === 'object' && address ? address.port : config.GATEWAY_PORT,
        host: config.GATEWAY_HOST,
        shared_rate_limits: Boolean(config.REDIS_URL),
      },
      'gateway listening',
    );
    return {
      async stop() {
        logger.info('draining HTTP connections');
        gateway.drain();
        const force = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
        force.unref();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        clearTimeout(force);
        await gateway.close();
        logger.info('gateway stopped');
      },
    };
  },
});
