// What one hop between two processes costs on this host when the receiver has been idle, as it is
// on every step of a job's way to its worker (job-latency): the round trip of a 200-byte message
// over plain TCP, Node's HTTP/2, grpc-js, and grpc-js against a raw HTTP/2 peer each way (which
// side of grpc-js adds what). The server runs in a child process with the services' V8 flags;
// each call follows 20 ms of idle, the kinds take turns call by call.
import { fork } from 'node:child_process';
import {
  connect as connectHttp2,
  createServer as createHttp2Server,
  type ClientHttp2Session,
} from 'node:http2';
import { connect as connectTcp, createServer as createTcpServer } from 'node:net';
import { freePort } from '@platform/testkit';
import {
  Client,
  Server,
  ServerCredentials,
  credentials,
  type sendUnaryData,
  type ServerUnaryCall,
} from '@grpc/grpc-js';
import { SERVICE_NODE_FLAGS } from '../../deploy/local/services.ts';
import { callUnary, json, jsonMethod } from './json-grpc.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const IDLE_MS = 20;
const PAYLOAD = { text: 'x'.repeat(180) };

const ECHO = jsonMethod('/bench.Echo/Echo');

interface Ports {
  tcp: number;
  http2: number;
  grpc: number;
}

/** A gRPC message frame (uncompressed, 4-byte length) as raw HTTP/2 peers send it. */
function grpcFrame(value: unknown): Buffer {
  const body = json.serialize(value);
  const header = Buffer.alloc(5);
  header.writeUInt32BE(body.length, 1);
  return Buffer.concat([header, body]);
}

/** The child: a TCP echo, a raw HTTP/2 server answering like a gRPC server, and a grpc-js server. */
async function serve(ports: Ports): Promise<void> {
  createTcpServer((socket) => {
    socket.setNoDelay(true);
    socket.on('data', (data) => socket.write(data));
  }).listen(ports.tcp, '127.0.0.1');
  const http2 = createHttp2Server();
  http2.on('stream', (stream) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      stream.respond({ ':status': 200, 'content-type': 'application/grpc' }, { waitForTrailers: true });
      stream.on('wantTrailers', () => stream.sendTrailers({ 'grpc-status': '0' }));
      stream.end(Buffer.concat(chunks));
    });
  });
  http2.listen(ports.http2, '127.0.0.1');
  const grpc = new Server();
  grpc.addService(
    { echo: ECHO },
    {
      echo: (call: ServerUnaryCall<unknown, unknown>, done: sendUnaryData<unknown>) =>
        done(null, call.request),
    },
  );
  await new Promise<void>((resolve, reject) =>
    grpc.bindAsync(`127.0.0.1:${ports.grpc}`, ServerCredentials.createInsecure(), (err) =>
      err ? reject(err) : resolve(),
    ),
  );
}

function rawHttp2Call(session: ClientHttp2Session): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = session.request({
      ':method': 'POST',
      ':path': ECHO.path,
      'content-type': 'application/grpc',
      te: 'trailers',
    });
    stream.on('data', () => undefined);
    stream.on('trailers', (trailers) => {
      if (trailers['grpc-status'] !== '0')
        reject(new Error(`grpc-status ${String(trailers['grpc-status'])}`));
    });
    stream.on('close', () => resolve());
    stream.on('error', reject);
    stream.end(grpcFrame(PAYLOAD));
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
const p90 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)] ?? Number.NaN;

export async function benchHopCost(): Promise<string> {
  const ports: Ports = { tcp: await freePort(), http2: await freePort(), grpc: await freePort() };
  const child = fork(new URL(import.meta.url).pathname, ['serve', JSON.stringify(ports)], {
    execArgv: [...SERVICE_NODE_FLAGS],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`hop-cost server exited with ${code}`)));
    });
    const socket = connectTcp(ports.tcp, '127.0.0.1');
    socket.setNoDelay(true);
    await new Promise((resolve) => socket.once('connect', resolve));
    const http2 = connectHttp2(`http://127.0.0.1:${ports.http2}`);
    const http2ToGrpc = connectHttp2(`http://127.0.0.1:${ports.grpc}`);
    const grpc = new Client(`127.0.0.1:${ports.grpc}`, credentials.createInsecure());
    const grpcToHttp2 = new Client(`127.0.0.1:${ports.http2}`, credentials.createInsecure());
    const kinds: [string, () => Promise<void>][] = [
      [
        'plain TCP',
        () =>
          new Promise<void>((resolve) => {
            socket.once('data', () => resolve());
            socket.write(json.serialize(PAYLOAD));
          }),
      ],
      ["Node's HTTP/2 (raw, gRPC framing)", () => rawHttp2Call(http2)],
      ['grpc-js client -> grpc-js server', () => callUnary(grpc, ECHO, PAYLOAD)],
      ['grpc-js client -> raw HTTP/2 server', () => callUnary(grpcToHttp2, ECHO, PAYLOAD)],
      ['raw HTTP/2 client -> grpc-js server', () => rawHttp2Call(http2ToGrpc)],
    ];
    const times = new Map<string, number[]>(kinds.map(([name]) => [name, []]));
    for (let i = 0; i < 30; i += 1) for (const [, run] of kinds) await run();
    for (let i = 0; i < CALLS; i += 1) {
      for (const [name, run] of kinds) {
        await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
        const start = performance.now();
        await run();
        times.get(name)?.push(performance.now() - start);
      }
    }
    socket.destroy();
    http2.close();
    http2ToGrpc.close();
    grpc.close();
    grpcToHttp2.close();
    return [
      `Round trip of a 200-byte message to a process that idled ${IDLE_MS} ms, ${CALLS} calls of each kind, taking turns.`,
      '',
      '| hop | p50 | p90 |',
      '|---|---|---|',
      ...[...times].map(
        ([name, values]) => `| ${name} | ${median(values).toFixed(2)} ms | ${p90(values).toFixed(2)} ms |`,
      ),
    ].join('\n');
  } finally {
    child.kill();
  }
}

// Run as the server process: only as the main module (imported by the bench runner, the
// arguments are the runner's).
if (import.meta.main && process.argv[2] === 'serve' && process.argv[3]) {
  await serve(JSON.parse(process.argv[3]) as Ports);
  process.send?.('ready');
}
