// The API port as several listening sockets (SO_REUSEPORT), each with its own http.Server and
// accept queue, among which the kernel spreads new connections. libuv accepts one connection per
// listening socket per turn of the event loop, and a saturated gateway turns only 30-50 times a
// second: with one socket it accepted 30-50 new connections a second under load, and clients
// opening connections then waited seconds in the kernel's queue before the gateway read a byte
// (too late to be refused at once). N sockets accept N per turn. All of them serve the same
// listener on the same event loop: this is not a cluster, only more doors into one process.
import { createServer, type Server } from 'node:http';

export interface PortSockets {
  port: number;
  host: string;
  /** Sockets on the port; 1 is a plain listener (no SO_REUSEPORT, for platforms without it). */
  sockets: number;
  /** The kernel's accept queue of each socket. */
  backlog: number;
}

const listenOne = (server: Server, port: number, host: string, backlog: number, reusePort: boolean) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, backlog, reusePort }, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });

/**
 * Starts `sockets` servers made by `create` on one port. Port 0 is resolved by the first, which
 * the others then join. A failure closes the servers already listening.
 */
export async function listenOnPort(create: () => Server, options: PortSockets): Promise<Server[]> {
  const reusePort = options.sockets > 1;
  const servers: Server[] = [];
  try {
    // SO_REUSEPORT would join another process's reuse-port listener on this port (a second gateway
    // started on it) instead of failing: a plain listen first fails with EADDRINUSE as before.
    if (reusePort && options.port !== 0) {
      const check = createServer();
      await listenOne(check, options.port, options.host, 1, false);
      await new Promise((resolve) => check.close(resolve));
    }
    let port = options.port;
    for (let i = 0; i < options.sockets; i += 1) {
      const server = create();
      servers.push(server);
      port = await listenOne(server, port, options.host, options.backlog, reusePort);
    }
    return servers;
  } catch (err) {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    throw err;
  }
}
