// The probe port (GATEWAY_PROBE_PORT): /livez and /healthz for the kubelet and the local
// orchestrator, on a socket and a thread of their own (probe-thread.worker.ts). On the API port's
// event loop, a flood of 1,000 connections a gateway on 2 busy cores held a probe for 1-5 s (each
// turn of the loop reads every connection's request, and a probe needs two turns), and a kubelet
// whose probes time out takes a loaded gateway out of the Service, or restarts it: a flood became
// an outage. The probe thread answers in its own time:
// - /healthz: the readiness the main thread publishes (`publish`, from the background checks of
//   the backends and the draining state, every `publishMs` and at once on drain);
// - /livez: still the main event loop's own: the main loop stamps a heartbeat every 100 ms, and a
//   heartbeat older than `stallMs` (the loop has not turned for that long) is 503 on both paths.
// Being late by a few turns under a flood is being alive; not turning at all is not.
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
  const worker = new Worker(new URL('./probe-thread.worker.ts', import.meta.url), { workerData: data });
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
