import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnPort } from './accept-sockets.ts';

const open: Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const answering = (name: string) => () =>
  createServer((_req, res) => res.writeHead(200, { Connection: 'close' }).end(name));

describe('the API port as several listening sockets', () => {
  it('puts every socket on one port (port 0 resolved by the first) and serves through all of them', async () => {
    let made = 0;
    const servers = await listenOnPort(() => answering(`socket ${(made += 1)}`)(), {
      port: 0,
      host: '127.0.0.1',
      sockets: 4,
      backlog: 64,
    });
    open.push(...servers);
    const ports = new Set(servers.map((server) => (server.address() as AddressInfo).port));
    expect(servers).toHaveLength(4);
    expect(ports.size).toBe(1);
    const [port] = [...ports];
    // The kernel spreads new connections over the sockets: 200 connections reach more than one.
    const answeredBy = new Set<string>();
    for (let i = 0; i < 200; i += 1)
      answeredBy.add(await (await fetch(`http://127.0.0.1:${port}/`, { keepalive: false })).text());
    expect(answeredBy.size).toBeGreaterThan(1);
  });

  it('fails as a plain listener would when another process holds the port, and leaves nothing open', async () => {
    const holder = answering('holder')();
    open.push(holder);
    await new Promise<void>((resolve) =>
      holder.listen({ port: 0, host: '127.0.0.1', reusePort: true }, resolve),
    );
    const port = (holder.address() as AddressInfo).port;
    const made: Server[] = [];
    await expect(
      listenOnPort(
        () => {
          const server = answering('late')();
          made.push(server);
          return server;
        },
        { port, host: '127.0.0.1', sockets: 4, backlog: 64 },
      ),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(made.filter((server) => server.listening)).toEqual([]);
  });
});
