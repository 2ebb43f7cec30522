// A bound on the gateway's open connections. Each idle keep-alive connection holds a socket, its
// buffers and an HTTP parser (about 16-27 KiB of RSS each in a bare Node server, measured with
// 1,000-4,000 of them), and admission control bounds requests, not connections: thousands of
// connections grew the gateway's RSS without bound. Beyond the bound the kernel's accepted socket
// is closed at once (Node's `maxConnections`), before anything is read from it, so a probe on a
// new connection to the API port shares the bound with everyone else (the probe port, where the
// kubelet probes, is a server of its own); to make room, each refused connection
// (at most once a second) closes the connections that are idle between requests, so idle
// keep-alive connections give way to new ones and only connections with a request in flight,
// themselves bounded by the lanes, can keep the gateway full.
//
// One bound serves all the servers of the API port (accept-sockets.ts): the kernel spreads new
// connections over them only about evenly, so a fixed share each could refuse on one socket while
// another had room. Node checks a server's `maxConnections` against that server's own count on
// every accept, so after every open and close each server's limit is set to its own connections
// plus the room left in the whole bound.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export const IDLE_SWEEP_EVERY_MS = 1000;

export interface ConnectionBound {
  /** Puts a server under the bound (before it listens). */
  add(server: Server): void;
  /** Open connections over all the servers. */
  readonly open: number;
}

export function boundConnections(
  maxConnections: number,
  now: () => number = () => performance.now(),
): ConnectionBound {
  /** Each server's open connections. */
  const servers = new Map<Server, number>();
  let open = 0;
  let lastSweep = Number.NEGATIVE_INFINITY;

  const setLimits = () => {
    const room = Math.max(0, maxConnections - open);
    for (const [server, own] of servers) server.maxConnections = own + room;
  };
  const sweep = () => {
    const at = now();
    if (at - lastSweep < IDLE_SWEEP_EVERY_MS) return;
    lastSweep = at;
    for (const server of servers.keys()) server.closeIdleConnections();
  };

  return {
    add(server) {
      servers.set(server, 0);
      setLimits();
      server.on('connection', (socket: Socket) => {
        servers.set(server, (servers.get(server) ?? 0) + 1);
        open += 1;
        setLimits();
        socket.once('close', () => {
          servers.set(server, (servers.get(server) ?? 1) - 1);
          open -= 1;
          setLimits();
        });
      });
      server.on('drop', sweep);
    },
    get open() {
      return open;
    },
  };
}
