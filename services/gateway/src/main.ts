// Gateway process entry. Telemetry starts before anything else is imported, so gRPC and HTTP are
// instrumented from the first request; the app is therefore loaded with dynamic imports.
import type { Server } from 'node:http';
import { startTelemetry } from '@platform/telemetry';

const telemetry = await startTelemetry('gateway');

const { createServer } = await import('node:http');
const { runService } = await import('@platform/runtime');
const { loadGatewayConfig } = await import('./config.ts');
const { composeGateway } = await import('./compose.ts');
const { answerClientError } = await import('./http/client-error.ts');
const { boundConnections } = await import('./admission/connections.ts');
const { startProbeThread } = await import('./admission/probe-thread.ts');
const { listenOnPort } = await import('./admission/accept-sockets.ts');

const portOf = (server: Server, fallback: number | undefined) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : fallback;
};

await runService({
  service: 'gateway',
  telemetry,
  loadConfig: loadGatewayConfig,
  async start(config, logger) {
    const gateway = await composeGateway(config, logger);
    const sockets = config.GATEWAY_ACCEPT_SOCKETS;
    // One bound over all the port's sockets (connections.ts).
    const connections = boundConnections(config.GATEWAY_MAX_CONNECTIONS);
    const apiServer = () => {
      const server = createServer(gateway.callback());
      server.on('clientError', answerClientError);
      connections.add(server);
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
      server.requestTimeout = 120_000;
      return server;
    };
    const servers = await listenOnPort(apiServer, {
      port: config.GATEWAY_PORT,
      host: config.GATEWAY_HOST,
      sockets,
      // Node's default accept queue (511) overflowed under a flood of new connections, and a
      // probe whose SYN was dropped waited a second for its retransmission (docs/decisions.md).
      backlog: 4096,
    });
    // The probe port answers on a thread of its own (probe-thread.ts).
    const probes =
      config.GATEWAY_PROBE_PORT === undefined
        ? undefined
        : await startProbeThread({
            port: config.GATEWAY_PROBE_PORT,
            host: config.GATEWAY_HOST,
            stallMs: config.GATEWAY_LIVENESS_STALL_MS,
            readiness: () => gateway.readiness(),
          });
    logger.info(
      {
        port: portOf(servers[0] as Server, config.GATEWAY_PORT),
        accept_sockets: sockets,
        ...(probes ? { probe_port: probes.port } : {}),
        host: config.GATEWAY_HOST,
        shared_rate_limits: Boolean(config.REDIS_URL),
      },
      'gateway listening',
    );
    return {
      async stop() {
        logger.info('draining HTTP connections');
        gateway.drain();
        // The probe thread says so at once, not at its next refresh.
        probes?.publish(await gateway.readiness());
        const force = setTimeout(() => {
          for (const server of servers) server.closeAllConnections();
        }, config.SHUTDOWN_GRACE_MS);
        force.unref();
        await Promise.all(
          servers.map(
            (server) =>
              new Promise<void>((resolve) => {
                server.close(() => resolve());
                server.closeIdleConnections();
              }),
          ),
        );
        clearTimeout(force);
        // Last: /healthz answers 503 on it while the API port drains.
        await probes?.stop();
        await gateway.close();
        logger.info('gateway stopped');
      },
    };
  },
});
