// The connection bound on a real HTTP server: connection N+1 is closed unanswered, and it makes
// the idle keep-alive connections give way, so the next connection (a probe) is answered.
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundConnections } from './connections.ts';

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  sockets.length = 0;
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

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
    let held: (() => void) | undefined;
    server = createServer((req, res) => {
      if (req.url === '/hold') held = () => res.end('held');
      else res.end('ok');
    });
    boundConnections(server, 3);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    // Two idle keep-alive connections (answered, left open) and one with a request in flight.
    for (let i = 0; i < 2; i += 1)
      expect((await requestOnNewConnection(port, '/')).answer).toBe('HTTP/1.1 200 OK');
    const busy = requestOnNewConnection(port, '/hold');
    await vi.waitFor(() => expect(held).toBeDefined());

    // Connection 4 is over the bound: closed before anything is read.
    expect((await requestOnNewConnection(port, '/livez')).answer).toBe('closed');
    // It swept the two idle connections; the one with a request in flight stays.
    await vi.waitFor(() => expect(sockets.slice(0, 2).every((socket) => socket.closed)).toBe(true));
    expect(sockets[2]!.closed).toBe(false);
    expect((await requestOnNewConnection(port, '/livez')).answer).toBe('HTTP/1.1 200 OK');
    held!();
    expect((await busy).answer).toBe('HTTP/1.1 200 OK');
  });
});
