// The probe port's own thread (probe-thread.ts): /livez and /healthz on a listening socket and an
// event loop of their own, so a probe is answered in this thread's time whatever the main loop is
// doing. /healthz answers the readiness the main thread last published; /livez answers from the
// main loop's heartbeat. Both answer 503 once the heartbeat is older than `stallMs`: a main loop
// that stopped turning can serve nothing. Anything else is a 404 in the error shape.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { laneOf } from './admission.ts';
import { writeErrorAnswer } from './error-answer.ts';
import type { ProbeThreadData, ProbeThreadMessage, Readiness } from './probe-thread.ts';

const { host, port, backlog, stallMs, heartbeat } = workerData as ProbeThreadData;
const beat = new BigInt64Array(heartbeat);
const STARTING: Readiness = { status: 503, body: { status: 'starting' } };
const STALLED: Readiness = { status: 503, body: { status: 'stalled' } };
const ALIVE: Readiness = { status: 200, body: { status: 'ok' } };
let readiness = STARTING;

const stalled = () => Date.now() - Number(Atomics.load(beat, 0)) > stallMs;

const server = createServer((req, res) => {
  if (laneOf(req.method, req.url, undefined) !== 'health') {
    writeErrorAnswer(res, 404, 'Not found: this port answers /livez and /healthz only.');
    return;
  }
  const path = (req.url ?? '/').split('?')[0]!.replace(/\/$/, '');
  const answer = stalled() ? STALLED : path === '/livez' ? ALIVE : readiness;
  const body = JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
});

parentPort!.on('message', (message: ProbeThreadMessage) => {
  if (message.kind === 'readiness') readiness = message.readiness;
  else if (message.kind === 'stop') {
    server.closeAllConnections();
    server.close(() => parentPort!.postMessage({ kind: 'stopped' }));
  }
});
server.once('error', (err) => parentPort!.postMessage({ kind: 'failed', message: err.message }));
server.listen({ host, port, backlog }, () =>
  parentPort!.postMessage({ kind: 'listening', port: (server.address() as AddressInfo).port }),
);
