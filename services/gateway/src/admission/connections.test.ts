// The connection bound on real HTTP servers: connection N+1 is closed unanswered, and it makes
// the idle keep-alive connections give way, so the next connection (a probe) is answered; one
// bound holds over several servers (the API port's sockets) wherever the connections land.
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundConnections, type ConnectionBound } from './connections.ts';

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  sockets.length = 0;
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers.length = 0;
});

/** A listening server under `bound` that answers 'ok', or holds `/hold` until `release` is called. */
async function listening(bound: ConnectionBound, held: (() => void)[]): Promise<number> {
  const server = createServer((req, res) => {
    if (req.url === '/hold') held.push(() => res.end('held'));
    else res.end('ok');
  });
  servers.push(server);
  bound.add(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A request on a new keep-alive connection: the status line, or 'closed' when the server closed it unanswered. */
function requestOnNewConnection(port: number, path: string): Promise<{ socket: Socket; answer: string }> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('data', (chunk: Buffer) =>
      resolve({ socket, answer: chunk.toString('latin1').split('\r\n')[0]! }),
    );
    socket.once('close', () => resolve({ socket, answer: 'closed' }));
    socket.on('error', () => undefined);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  });
}

describe('connection bound', () => {
  it('closes connection N+1 unanswered, and idle keep-alive connections then give way to a probe', async () => {
    const held: (() => void)[] = [];
    const port = await listening(boundConnections(3), held);

    // Two idle keep-alive connections (answered, left open) and one with a request in flight.
    for (let i = 0; i < 2; i += 1)
      expect((await requestOnNewConnection(port, '/')).answer).toBe('HTTP/1.1 200 OK');
    const busy = requestOnNewConnection(port, '/hold');
    await vi.waitFor(() => expect(held).toHaveLength(1));

    // Connection 4 is over the bound: closed before anything is read.
    expect((await requestOnNewConnection(port, '/livez')).answer).toBe('closed');
    // It swept the two idle connections; the one with a request in flight stays.
    await vi.waitFor(() => expect(sockets.slice(0, 2).every((socket) => socket.closed)).toBe(true));
    expect(sockets[2]!.closed).toBe(false);
    expect((await requestOnNewConnection(port, '/livez')).answer).toBe('HTTP/1.1 200 OK');
    held[0]!();
    expect((await busy).answer).toBe('HTTP/1.1 200 OK');
  });

  it('is one bound over several servers, however unevenly the connections land', async () => {
    const bound = boundConnections(3);
    const held: (() => void)[] = [];
    const [first, second] = [await listening(bound, held), await listening(bound, held)];

    // Three requests in flight, all on the first server: the whole bound.
    const busy = [0, 1, 2].map(() => requestOnNewConnection(first!, '/hold'));
    await vi.waitFor(() => expect(held).toHaveLength(3));
    expect(bound.open).toBe(3);
    // The second server has no connection of its own, and no room either.
    expect((await requestOnNewConnection(second!, '/')).answer).toBe('closed');
    expect((await requestOnNewConnection(first!, '/')).answer).toBe('closed');

    // One answered and closed: its room is free on either server.
    held[0]!();
    expect((await busy[0]!).answer).toBe('HTTP/1.1 200 OK');
    sockets[0]!.destroy();
    await vi.waitFor(() => expect(bound.open).toBe(2));
    expect((await requestOnNewConnection(second!, '/')).answer).toBe('HTTP/1.1 200 OK');
    expect(bound.open).toBe(3);
    expect((await requestOnNewConnection(first!, '/')).answer).toBe('closed');
    for (const release of held.slice(1)) release();
    await Promise.all(busy);
  });
});
