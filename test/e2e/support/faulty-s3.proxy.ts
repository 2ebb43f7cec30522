// A pass-through HTTP proxy in front of the test S3 server that answers chosen requests with
// `503 Service Unavailable` (what S3 and MinIO send when they shed load), so a worker meets a real,
// retryable storage failure on exactly the objects a test picks. Everything else is forwarded
// byte for byte, Host header included, so SigV4 signatures stay valid. `cutOff()` makes the
// whole endpoint unreachable (every open connection reset, every new one closed at once) until
// `restore()`, as a network partition or a storage outage looks to its clients.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FaultyS3Proxy {
  endpoint: string;
  /** Requests answered 503, as `METHOD /path`. */
  readonly refused: readonly string[];
  /** Requests whose path contains this text are refused from now on. */
  failPathsContaining(text: string): void;
  /** Connections made and dropped since cutOff(). */
  readonly dropped: number;
  cutOff(): void;
  restore(): void;
  close(): Promise<void>;
}

const UNAVAILABLE = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>ServiceUnavailable</Code><Message>Please reduce your request rate.</Message></Error>`;

export async function startFaultyS3Proxy(target: string): Promise<FaultyS3Proxy> {
  const upstream = new URL(target);
  const failing: string[] = [];
  const refused: string[] = [];

  const server: Server = createServer((incoming: IncomingMessage, outgoing) => {
    const path = incoming.url ?? '/';
    if (failing.some((text) => decodeURIComponent(path).includes(text))) {
      refused.push(`${incoming.method} ${path}`);
      incoming.resume();
      outgoing.writeHead(503, { 'Content-Type': 'application/xml', 'Retry-After': '1' });
      outgoing.end(incoming.method === 'HEAD' ? undefined : UNAVAILABLE);
      return;
    }
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(forwarded);
  });
  const sockets = new Set<Socket>();
  let cut = false;
  let dropped = 0;
  server.on('connection', (socket: Socket) => {
    if (cut) {
      dropped += 1;
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refused,
    get dropped() {
      return dropped;
    },
    cutOff() {
      cut = true;
      dropped = 0;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    failPathsContaining(text) {
      failing.push(text);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
