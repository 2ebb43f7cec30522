// Kubernetes probes on the metrics port: `GET /livez` answers while the process runs (liveness:
// restart only a wedged process), `GET /healthz` answers 200 only while NATS is connected and the
// job consumers are running (readiness), 503 with the failing checks otherwise; its body also
// says which optional engines this worker lacks. `GET /metrics` answers the Prometheus scrape on
// the same port.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ScrapeHandler } from '@platform/runtime';

export type HealthChecks = () => Readonly<Record<string, boolean>>;

export interface HealthServer {
  readonly port: number;
  close(): Promise<void>;
}

export async function startHealthServer(options: {
  port: number;
  host?: string;
  checks: HealthChecks;
  /** More of the worker's state in the /healthz body that does not decide readiness. */
  info?: () => Readonly<Record<string, unknown>>;
  metrics?: ScrapeHandler;
}): Promise<HealthServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply(405, { error: 'method not allowed' });
    if (path === '/livez') return reply(200, { status: 'ok' });
    if (path === '/metrics' && options.metrics) return options.metrics.handle(request, response);
    if (path === '/healthz') {
      const checks = options.checks();
      const healthy = Object.values(checks).every(Boolean);
      return reply(healthy ? 200 : 503, {
        status: healthy ? 'ok' : 'unavailable',
        checks,
        ...options.info?.(),
      });
    }
    return reply(404, { error: 'not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
