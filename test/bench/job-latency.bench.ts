// Job latency benchmark: how long a text-to-image job takes from the client's create request to
// the start of its work, with billing, studio, the gateway (over HTTP) and one media worker
// running in this process on a fresh database, bus namespace and s3rver bucket. Jobs go one at a
// time into an idle worker (each is finished before the next is created), so the figures are
// pipeline latency, not queueing: gateway -> studio -> billing hold -> commit -> outbox relay ->
// JetStream -> worker pull -> handler.
//
// Clocks: the create start and the worker's handler start are both read from this process's
// `performance.now()`; studio's moment is Postgres `now()` of the transaction that applied the
// `processing` event, compared on the same host's wall clock.
import { availableParallelism, loadavg } from 'node:os';
import type { BusPublisher } from '../../packages/bus/src/index.ts';
import { createLogger } from '../../packages/logging/src/index.ts';
import { startMediaWorker, type MediaWorker } from '../../services/media-worker/src/index.ts';
import {
  api,
  startStudioStack,
  waitFor,
  type StudioStack,
} from '../../services/studio/src/testing/e2e.stack.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const TARGET_P50_MS = 10;
const TARGET_P99_MS = 50;

interface Sample {
  /** Create request start -> 201 received. */
  response: number;
  /** Create request start -> the worker's handler publishes `processing` (job work begins). */
  handler: number;
  /** Create request start -> studio applied `processing` (the API shows it from then on). */
  studio: number;
  /** Create request start -> the job's `started_at` (the worker's timestamp, ms resolution). */
  startedAt: number;
  /** The job's `created_at` (studio accepted it, before the billing hold) -> `started_at`. */
  accepted: number;
}

/** Notes the moment each job's handler announces `processing`, and when it has published a result. */
class HandlerClock {
  readonly #started = new Map<string, number>();
  readonly #finished = new Map<string, () => void>();
  readonly #done = new Set<string>();

  wrap(inner: BusPublisher): Pick<BusPublisher, 'publish'> {
    return {
      publish: async (subject, payload, options) => {
        const { job_id: jobId, status } = payload as { job_id: string; status: string };
        if (status === 'processing' && !this.#started.has(jobId)) this.#started.set(jobId, performance.now());
        const ack = await inner.publish(subject, payload, options);
        if (status !== 'processing') {
          this.#done.add(jobId);
          this.#finished.get(jobId)?.();
        }
        return ack;
      },
    };
  }

  startedAt(jobId: string): number {
    const at = this.#started.get(jobId);
    if (at === undefined) throw new Error(`job ${jobId} finished without a processing event`);
    return at;
  }

  finished(jobId: string): Promise<void> {
    if (this.#done.has(jobId)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`job ${jobId} did not finish within 30 s`)), 30_000);
      this.#finished.set(jobId, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

const wallMs = (): number => performance.timeOrigin + performance.now();

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

function summary(name: string, values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((total, value) => total + value, 0) / sorted.length;
  const cells = [
    percentile(sorted, 50),
    percentile(sorted, 95),
    percentile(sorted, 99),
    sorted[sorted.length - 1] ?? 0,
    mean,
  ];
  return `| ${name} | ${cells.map((value) => value.toFixed(1)).join(' | ')} |`;
}

async function studioAppliedAt(stack: StudioStack, jobId: string): Promise<number> {
  const rows = await stack.studio.orm.em
    .fork()
    .execute(
      `select extract(epoch from processed_at) * 1000 as at from studio.processed_messages where consumer = 'studio' and message_id = ?`,
      [`${jobId}:processing`],
    );
  const at = Number((rows[0] as { at?: unknown } | undefined)?.at);
  if (!Number.isFinite(at)) throw new Error(`studio never applied processing for job ${jobId}`);
  return at;
}

async function runOne(
  stack: StudioStack,
  clock: HandlerClock,
  headers: Record<string, string>,
  path: string,
): Promise<Sample> {
  const body = {
    prompt: 'a lighthouse at dawn',
    model_name: 'zephyr_t2i',
    model_config: { width: 256, height: 256 },
  };
  const wallStart = wallMs();
  const start = performance.now();
  const created = await api(stack, { headers }, 'POST', path, body);
  const response = performance.now() - start;
  if (created.status !== 201)
    throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
  const jobId: string = created.body.id;
  await clock.finished(jobId);
  const job = await waitFor(
    async () => (await api(stack, { headers }, 'GET', `${path}${jobId}/`)).body,
    (value) => value.status !== 'processing' && value.status !== 'queued',
    30_000,
    5,
  );
  if (job.status !== 'completed') throw new Error(`job ${jobId} ended ${job.status}: ${job.error_message}`);
  return {
    response,
    handler: clock.startedAt(jobId) - start,
    studio: (await studioAppliedAt(stack, jobId)) - wallStart,
    startedAt: Date.parse(job.started_at) - wallStart,
    accepted: Date.parse(job.started_at) - Date.parse(job.created_at),
  };
}

export async function benchJobLatency(): Promise<string> {
  const stack = await startStudioStack({ worker: false });
  const clock = new HandlerClock();
  let worker: MediaWorker | undefined;
  try {
    worker = await startMediaWorker({
      natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
      busPrefix: stack.busPrefix,
      storage: stack.s3,
      logger: createLogger('bench-worker', 'silent'),
      concurrency: 1,
      publisher: (inner) => clock.wrap(inner),
    });
    // 0.04 credits a job: 25 jobs to a whole credit, plus one spare (whole numbers, no floats).
    const account = await stack.account(String(Math.ceil((JOBS + WARMUP) / 25) + 1));
    const project = await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'Latency' });
    const path = `/api/v2/studio/projects/${project.body.id}/jobs/text-to-image/`;

    for (let i = 0; i < WARMUP; i += 1) await runOne(stack, clock, account.headers, path);
    const load = loadavg()[0] ?? 0;
    const samples: Sample[] = [];
    for (let i = 0; i < JOBS; i += 1) samples.push(await runOne(stack, clock, account.headers, path));
    const loadAfter = loadavg()[0] ?? 0;

    const handler = [...samples.map((sample) => sample.handler)].sort((a, b) => a - b);
    const p50 = percentile(handler, 50);
    const p99 = percentile(handler, 99);
    const verdict = (value: number, target: number) =>
      `${value.toFixed(1)} ms (target <= ${target} ms: ${value <= target ? 'met' : 'NOT met'})`;
    return [
      `Job latency: ${JOBS} text-to-image jobs (256x256, 1 image) after ${WARMUP} warm-up jobs, one at a time, 1 media worker (concurrency 1).`,
      'Billing, studio, gateway (HTTP on loopback) and the worker in one Node process; Postgres and NATS JetStream local; s3rver storage.',
      `Host: ${availableParallelism()} cores, 1-min load average ${load.toFixed(2)} before / ${loadAfter.toFixed(2)} after (shared machine: other test runs may be using it).`,
      '',
      '| from the create request start to ... (ms) | p50 | p95 | p99 | max | mean |',
      '|---|---|---|---|---|---|',
      summary(
        '201 Created received by the client',
        samples.map((sample) => sample.response),
      ),
      summary('worker handler starts (publishes `processing`)', handler),
      summary(
        'studio applies `processing` (Postgres now() of that transaction)',
        samples.map((sample) => sample.studio),
      ),
      summary(
        'job `started_at` (worker timestamp, 1 ms resolution)',
        samples.map((sample) => sample.startedAt),
      ),
      summary(
        '(from job `created_at` in studio, before the billing hold) -> `started_at`',
        samples.map((sample) => sample.accepted),
      ),
      '',
      `create -> processing (worker handler start): p50 ${verdict(p50, TARGET_P50_MS)}, p99 ${verdict(p99, TARGET_P99_MS)}.`,
    ].join('\n');
  } finally {
    await worker?.stop({ graceMs: 1_000 });
    await stack.close();
  }
}
