// The metrics port of a service without an HTTP server of its own: `GET /metrics` answers the
// Prometheus scrape, anything else 404. Started by runService when METRICS_PORT is set, so every
// service (and those added later) is scrapeable without code of its own.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScrapeHandler {
  handle(request: IncomingMessage, response: ServerResponse): void;
}

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(options: {
  port: number;
  host?: string;
  metrics: ScrapeHandler;
}): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/metrics' && (request.method === 'GET' || request.method === 'HEAD'))
      return options.metrics.handle(request, response);
    response
      .writeHead(404, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ error: 'not found' }));
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
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
