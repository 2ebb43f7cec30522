// The client lets servers send FLOW_CONTROL_WINDOW_BYTES of answers before it reads them, on the
// connection and on each call (Node's default is 64 KiB per connection): read from what a raw
// HTTP/2 server is told by our client.
import { once } from 'node:events';
import { createServer, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { loadSync } from '@grpc/proto-loader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_CONTROL_WINDOW_BYTES, createClient } from './index.ts';

const definition = loadSync(fileURLToPath(new URL('./testdata/echo.proto', import.meta.url)), {
  keepCase: true,
  defaults: true,
})['testing.v1.EchoService'];

describe('the client’s flow-control window', () => {
  const server = createServer();
  const sessions: ServerHttp2Session[] = [];
  server.on('session', (session) => sessions.push(session));
  // Answers every call with an empty message and status OK, as a gRPC server would.
  server.on('stream', (stream) => {
    stream.respond({ ':status': 200, 'content-type': 'application/grpc' }, { waitForTrailers: true });
    stream.on('wantTrailers', () => stream.sendTrailers({ 'grpc-status': '0' }));
    stream.end(Buffer.from([0, 0, 0, 0, 0]));
  });
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
  });
  afterAll(() => {
    for (const session of sessions) session.destroy();
    server.close();
  });

  it('is FLOW_CONTROL_WINDOW_BYTES for the connection and for each call', async () => {
    const client = createClient(
      'testing.v1.EchoService',
      definition as never,
      `127.0.0.1:${(server.address() as AddressInfo).port}`,
    ) as unknown as {
      Echo(request: unknown): Promise<unknown>;
      close(): void;
    };
    try {
      await client.Echo({ text: 'hi' });
      const session = sessions[0]!;
      expect(FLOW_CONTROL_WINDOW_BYTES).toBeGreaterThan(65_535);
      // Each call's window: the client's SETTINGS.
      expect(session.remoteSettings.initialWindowSize).toBe(FLOW_CONTROL_WINDOW_BYTES);
      // The connection's: the client's WINDOW_UPDATE after the SETTINGS (less what the answer used).
      expect(session.state.remoteWindowSize).toBeGreaterThan(FLOW_CONTROL_WINDOW_BYTES - 1024);
    } finally {
      client.close();
    }
  });
});
