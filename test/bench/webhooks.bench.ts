// Webhooks benchmark (issue 14): how long after a job completes its `job.completed` webhook
// arrives, and how many deliveries a second the dispatcher sustains. The local stack runs as
// `npm start` runs it (every service its own process, the webhooks service included); a receiver
// in this process verifies every signature. "Completion" is the moment the worker's `completed`
// status event reaches this process (a subscription on the stack's NATS), so both ends of the
// interval are read from this clock; the path measured is: the owner applies the result (job
// update, capture, the job event in its outbox) -> JetStream -> the webhooks consumer (one
// delivery row) -> the dispatcher (sign, POST) -> here.
//
// Beside it, in the same run, the job-latency floor (job-latency-floor.ts: the bare create ->
// `processing` hand-offs without our code), taking turns with the jobs, as a reference for what
// the host charges for a few process hops at the time.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { createTestDatabase } from '@platform/testkit';
import { connectBus } from '../../packages/bus/src/index.ts';
import { verify } from '../../services/webhooks/src/domain/signing.ts';
import { HttpJsonClient } from './http-client.ts';
import { startFloor } from './job-latency-floor.ts';
import { startLocalStack } from './local-stack.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const BLOCK = 10;
/** Endpoints of the throughput phase, each subscribed to every event. */
const FAN_OUT = Number(process.env.BENCH_WEBHOOK_ENDPOINTS ?? 200);
const FAN_OUT_JOBS = 3;
const STATUS_SUBJECT = 'events.studio.job-status';

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

function summary(name: string, values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((total, value) => total + value, 0) / sorted.length;
  return `| ${name} | ${[percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99), sorted.at(-1) ?? 0, mean].map((v) => v.toFixed(1)).join(' | ')} |`;
}

/** First arrival per key, and waiters for keys not seen yet. */
class Arrivals {
  readonly #seen = new Map<string, number>();
  readonly #waiting = new Map<string, (at: number) => void>();
  record(key: string, at: number): void {
    if (this.#seen.has(key)) return;
    this.#seen.set(key, at);
    this.#waiting.get(key)?.(at);
  }
  when(key: string): Promise<number> {
    const seen = this.#seen.get(key);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${key}: not within 60 s`)), 60_000);
      this.#waiting.set(key, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
  }
}

export async function benchWebhooks(): Promise<string> {
  const stack = await startLocalStack({
    RATE_LIMIT_ACCOUNT_PER_SECOND: '1000',
    RATE_LIMIT_ACCOUNT_BURST: '1000',
    RATE_LIMIT_JOB_CREATE_PER_MINUTE: '100000',
    RATE_LIMIT_JOB_CREATE_BURST: '1000',
    // The receiver is this process, on loopback (the stack runs with NODE_ENV=development).
    WEBHOOK_ALLOW_CIDRS: '127.0.0.0/8',
  });
  const floorDatabase = await createTestDatabase('floor');
  const client = new HttpJsonClient(stack.base, { authorization: `Token ${stack.apiKey}` });
  const secrets = new Map<string, string>();
  const webhooks = new Arrivals();
  let received = 0;
  let invalid = 0;
  let lastReceived = 0;
  const receiver = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const at = performance.now();
      const body = Buffer.concat(chunks).toString();
      const endpoint = req.url?.slice(1) ?? '';
      const headers = {
        'webhook-id': String(req.headers['webhook-id']),
        'webhook-timestamp': String(req.headers['webhook-timestamp']),
        'webhook-signature': String(req.headers['webhook-signature']),
      };
      if (!verify(secrets.get(endpoint) ?? '', headers, body, new Date())) invalid += 1;
      const event = JSON.parse(body) as { type: string; data: { job: { id: string } } };
      received += 1;
      lastReceived = at;
      webhooks.record(`${event.data.job.id}:${event.type}`, at);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
  let bus: Awaited<ReturnType<typeof connectBus>> | undefined;
  const register = async (events: string[]) => {
    const tag = `e${secrets.size}`;
    const created = await client.request<{ id: string; secret: string }>(
      'POST',
      '/api/v2/webhooks/',
      JSON.stringify({ url: `${receiverBase}/${tag}`, events }),
    );
    if (created.status !== 201)
      throw new Error(`webhook create answered ${created.status}: ${JSON.stringify(created.body)}`);
    secrets.set(tag, created.body.secret);
  };
  try {
    floor = await startFloor(floorDatabase.url, stack.natsUrl);
    bus = await connectBus({ url: stack.natsUrl, name: 'bench-webhooks' });
    const completions = new Arrivals();
    const subscription = bus.nc.subscribe(STATUS_SUBJECT, {
      callback: (err, msg) => {
        if (err) return;
        const at = performance.now();
        const event = msg.json<{ job_id: string; status: string }>();
        if (event.status === 'completed') completions.record(event.job_id, at);
      },
    });
    await bus.nc.flush();
    await register(['job.completed']);

    const { body: project } = await client.request<{ id: string }>(
      'POST',
      '/api/v2/studio/projects/',
      JSON.stringify({ name: 'Webhooks' }),
    );
    const path = `/api/v2/studio/projects/${project.id}/jobs/text-to-image/`;
    const body = JSON.stringify({
      prompt: 'a lighthouse at dawn',
      model_name: 'zephyr_t2i',
      model_config: { width: 256, height: 256 },
    });
    const runOne = async (): Promise<number> => {
      const created = await client.request<{ id: string }>('POST', path, body);
      if (created.status !== 201) throw new Error(`create answered ${created.status}`);
      const completed = await completions.when(created.body.id);
      const hooked = await webhooks.when(`${created.body.id}:job.completed`);
      return hooked - completed;
    };
    const bare = floor;
    for (let i = 0; i < WARMUP; i += 1) {
      await runOne();
      await bare.runOne();
    }
    const load = loadavg()[0] ?? 0;
    const samples: number[] = [];
    const floorSamples: number[] = [];
    while (samples.length < JOBS) {
      for (let i = 0; i < BLOCK && floorSamples.length < JOBS; i += 1) floorSamples.push(await bare.runOne());
      for (let i = 0; i < BLOCK && samples.length < JOBS; i += 1) samples.push(await runOne());
    }
    subscription.unsubscribe();

    // Throughput: many endpoints, a few jobs, every event to every endpoint.
    for (let i = 0; i < FAN_OUT; i += 1) await register(['*']);
    const before = received;
    const expected = FAN_OUT * FAN_OUT_JOBS * 3;
    const started = performance.now();
    for (let i = 0; i < FAN_OUT_JOBS; i += 1) await client.request('POST', path, body);
    for (let waited = 0; received - before < expected && waited < 300_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const delivered = received - before;
    const seconds = (lastReceived - started) / 1000;
    const loadAfter = loadavg()[0] ?? 0;
    return [
      `Webhooks: ${JOBS} text-to-image jobs one at a time after ${WARMUP} warm-up jobs, one endpoint for job.completed; then ${FAN_OUT} endpoints for every event and ${FAN_OUT_JOBS} jobs.`,
      'The local stack as `npm start` runs it (the webhooks service its own process); the receiver is this process on loopback and verifies every signature.',
      `Host: ${availableParallelism()} cores, 1-min load average ${load.toFixed(2)} before / ${loadAfter.toFixed(2)} after.`,
      '',
      '| (ms) | p50 | p95 | p99 | max | mean |',
      '|---|---|---|---|---|---|',
      summary("the worker's `completed` event received -> the job.completed webhook received", samples),
      summary(
        'reference, same run: the job-latency floor (bare create -> `processing`, no code of ours)',
        floorSamples,
      ),
      '',
      `Throughput: ${delivered} of ${expected} deliveries in ${seconds.toFixed(2)} s from the first create: ${(delivered / seconds).toFixed(0)} deliveries/s (one dispatcher, batches of 50). Signatures failing verification: ${invalid}.`,
    ].join('\n');
  } finally {
    client.close();
    await bus?.close();
    await floor?.stop();
    await stack.stop();
    await floorDatabase.drop();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  }
}
