// Test support: serves a gateway over real HTTP on a free loopback port.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Gateway } from '../app.ts';

export interface ServedGateway {
  url: string;
  close(): Promise<void>;
}

export async function serveGateway(gateway: Gateway): Promise<ServedGateway> {
  const server = createServer(gateway.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
    },
  };
}
