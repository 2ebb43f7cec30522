// The probe port (GATEWAY_PROBE_PORT): /livez and /healthz for the kubelet and the local
// orchestrator, on a socket and a thread of their own (`probeThreadMain` below). On the API port's
// event loop, a flood of 1,000 connections a gateway on 2 busy cores held a probe for 1-5 s (each
// turn of the loop reads every connection's request, and a probe needs two turns), and a kubelet
// whose probes time out takes a loaded gateway out of the Service, or restarts it: a flood became
// an outage. The probe thread answers in its own time:
// - /healthz: the readiness the main thread publishes (`publish`, from the background checks of
//   the backends and the draining state, every `publishMs` and at once on drain);
// - /livez: still the main event loop's own: the main loop stamps a heartbeat every 100 ms, and a
//   heartbeat older than `stallMs` (the loop has not turned for that long) is 503 on both paths.
// Being late by a few turns under a flood is being alive; not turning at all is not.
// The thread runs `probeThreadMain` from its source text and loads nothing but Node's own
// modules: a worker that loads the gateway's TypeScript modules loads the type stripper again
// and cost 33 MiB of RSS, this one costs about 20.
import { Worker } from 'node:worker_threads';
import type { Readiness } from '../routes/health.routes.ts';

export type { Readiness };

export interface ProbeThreadData {
  host: string;
  port: number;
  backlog: number;
  stallMs: number;
  /** One BigInt64: the main loop's last heartbeat (Date.now()). */
  heartbeat: SharedArrayBuffer;
}

export type ProbeThreadMessage = { kind: 'readiness'; readiness: Readiness } | { kind: 'stop' };
type ThreadEvent =
  { kind: 'listening'; port: number } | { kind: 'failed'; message: string } | { kind: 'stopped' };

export interface ProbeThread {
  /** The port it listens on (the one asked for, or the one given for port 0). */
  port: number;
  /** Serves `readiness` on /healthz from now on. */
  publish(readiness: Readiness): void;
  stop(): Promise<void>;
}

export interface ProbeThreadOptions {
  host: string;
  port: number;
  backlog?: number;
  /** A heartbeat older than this is a stalled main loop (503). */
  stallMs: number;
  /** What /healthz answers, asked every `publishMs` on the main loop. */
  readiness: () => Promise<Readiness>;
  publishMs?: number;
  /** How often the main loop stamps its heartbeat (100 ms; tests stop it with a long one). */
  heartbeatMs?: number;
}

export async function startProbeThread(options: ProbeThreadOptions): Promise<ProbeThread> {
  const heartbeat = new SharedArrayBuffer(8);
  const beat = new BigInt64Array(heartbeat);
  const stamp = () => Atomics.store(beat, 0, BigInt(Date.now()));
  stamp();
  const beating = setInterval(stamp, options.heartbeatMs ?? 100);
  beating.unref();
  const data: ProbeThreadData = {
    host: options.host,
    port: options.port,
    backlog: options.backlog ?? 511,
    stallMs: options.stallMs,
    heartbeat,
  };
  const worker = new Worker(`(${probeThreadMain.toString()})()`, { eval: true, workerData: data });
  worker.unref();
  const next = (kind: ThreadEvent['kind'][]) =>
    new Promise<ThreadEvent>((resolve, reject) => {
      const onMessage = (event: ThreadEvent) => {
        if (!kind.includes(event.kind)) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve(event);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  const started = await next(['listening', 'failed']).catch(async (err: unknown) => {
    clearInterval(beating);
    await worker.terminate();
    throw err;
  });
  if (started.kind !== 'listening') {
    clearInterval(beating);
    await worker.terminate();
    throw new Error(
      `probe port ${options.port}: ${started.kind === 'failed' ? started.message : started.kind}`,
    );
  }
  const send = (message: ProbeThreadMessage) => worker.postMessage(message);
  const publish = (readiness: Readiness) => send({ kind: 'readiness', readiness });
  const refresh = () =>
    void options.readiness().then(publish, () => publish({ status: 503, body: { status: 'unavailable' } }));
  refresh();
  const publishing = setInterval(refresh, options.publishMs ?? 250);
  publishing.unref();
  return {
    port: started.port,
    publish,
    async stop() {
      clearInterval(publishing);
      clearInterval(beating);
      const stopped = next(['stopped']);
      send({ kind: 'stop' });
      await stopped;
      await worker.terminate();
    },
  };
}

/**
 * The probe thread: /livez and /healthz on their own socket and event loop; /healthz answers the
 * readiness last published, /livez 200; both 503 (`stalled`) once the main loop's heartbeat is
 * older than `stallMs`; anything else a 404 in the error shape. Self-contained: it runs from its
 * source text, so it may use only Node's modules and what `workerData` brings.
 */
function probeThreadMain(): void {
  const { createServer } = process.getBuiltinModule('node:http');
  const { randomUUID } = process.getBuiltinModule('node:crypto');
  const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
  const { host, port, backlog, stallMs, heartbeat } = workerData as ProbeThreadData;
  const beat = new BigInt64Array(heartbeat);
  let readiness: Readiness = { status: 503, body: { status: 'starting' } };
  const json = (status: number, body: unknown) => ({ status, text: JSON.stringify(body) });
  const server = createServer((req, res) => {
    const target = req.url ?? '/';
    const path = target.split('?')[0]!.replace(/(.)\/$/, '$1');
    const stalled = Date.now() - Number(Atomics.load(beat, 0)) > stallMs;
    const answer =
      path !== '/livez' && path !== '/healthz'
        ? json(404, {
            detail: 'Not found: this port answers /livez and /healthz only.',
            error_id: randomUUID(),
          })
        : stalled
          ? json(503, { status: 'stalled' })
          : path === '/livez'
            ? json(200, { status: 'ok' })
            : json(readiness.status, readiness.body);
    res.writeHead(answer.status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(answer.text),
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : answer.text);
  });
  parentPort!.on('message', (message: ProbeThreadMessage) => {
    if (message.kind === 'readiness') readiness = message.readiness;
    else if (message.kind === 'stop') {
      server.closeAllConnections();
      server.close(() => parentPort!.postMessage({ kind: 'stopped' }));
    }
  });
  server.once('error', (err) => parentPort!.postMessage({ kind: 'failed', message: err.message }));
  server.listen({ host, port, backlog }, () => {
    const address = server.address();
    parentPort!.postMessage({
      kind: 'listening',
      port: typeof address === 'object' && address ? address.port : port,
    });
  });
}
