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
import type { Server } from 'node:http';

export const IDLE_SWEEP_EVERY_MS = 1000;

export function boundConnections(
  server: Server,
  maxConnections: number,
  now: () => number = () => performance.now(),
): void {
  server.maxConnections = maxConnections;
  let lastSweep = Number.NEGATIVE_INFINITY;
  server.on('drop', () => {
    const at = now();
    if (at - lastSweep < IDLE_SWEEP_EVERY_MS) return;
    lastSweep = at;
    server.closeIdleConnections();
  });
}
