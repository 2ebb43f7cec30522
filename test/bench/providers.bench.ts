// Provider jobs benchmark (issue 28): what the media worker itself costs per hosted-provider job,
// beyond the provider's work and the transfer. A local fal queue answers at once (the request is
// COMPLETED at the first status poll) with a small result file, so what remains is ours: the
// durable request record, submit, poll, result, the fetch through the safe fetcher, the probe and
// the store. Measured per job as the worker's own span of it: its `processing` event to its
// `completed` event, both timed on arrival in this process (one hop each, which cancels).
// The reference in the same run is the floor of any provider job: the same four HTTP exchanges
// with the same fake (submit, status, result, file) made with bare fetch, and the file written
// to the same S3, with none of our code; for a video also the media tools' own work run bare
// (ffprobe, the first and the last frame), which every image-to-video result needs.
// Then 100 jobs at once on one worker running 32 jobs in parallel, against a fal model with
// `max_concurrency` 4: the fake counts the requests in flight (submitted, result not yet read),
// which must never exceed 4.
//   BENCH_JOBS (default 100) jobs per kind, one at a time, after 10 warm-up jobs.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  startProviderServer,
  type ProviderServer,
} from '../../packages/http-client/src/testing/provider.server.ts';
import { FAL_I2V_APP, FAL_T2I_APP, playFal } from '../../services/media-worker/src/testing/fal.provider.ts';
import { testStill } from '../../services/media-worker/src/testing/images.ts';
import {
  jobPayload,
  keys,
  ACCOUNT_ID,
  openWorkerFixture,
  type WorkerFixture,
} from '../../services/media-worker/src/testing/worker.fixture.ts';

const run = promisify(execFile);
const JOBS = Number(process.env.BENCH_JOBS ?? 100);
const WARMUP = 10;
const TARGET_OWN_P50_MS = 50;
const BURST = 100;
const MAX_CONCURRENCY = 4;

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
const row = (name: string, values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `| ${name} | ${[50, 95, 99].map((p) => percentile(sorted, p).toFixed(1)).join(' | ')} |`;
};

/** Arrival times of each job's status events in this process. */
function watchEvents(fixture: WorkerFixture): { arrived(jobId: string, status: string): Promise<number> } {
  const waiting = new Map<string, (at: number) => void>();
  const seen = new Map<string, number>();
  fixture.bus.nc.subscribe(fixture.names.events.all, {
    callback: (_error, msg) => {
      const at = performance.now();
      const { job_id: jobId, status } = msg.json<{ job_id: string; status: string }>();
      const key = `${jobId}:${status}`;
      seen.set(key, at);
      waiting.get(key)?.(at);
    },
  });
  return {
    arrived: (jobId, status) => {
      const key = `${jobId}:${status}`;
      const at = seen.get(key);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve) => waiting.set(key, resolve));
    },
  };
}

/**
 * What any image-to-video result needs from the media tools, run bare: one ffprobe, the first
 * frame and the last frame (every frame decoded, as the worker does to find the true last one).
 */
async function plainMediaWork(file: Buffer): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-floor-'));
  try {
    const path = join(dir, 'video.mp4');
    await writeFile(path, file);
    await run('ffprobe', [
      '-v',
      'error',
      '-count_frames',
      '-show_streams',
      '-show_format',
      '-of',
      'json',
      path,
    ]);
    await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      path,
      '-frames:v',
      '1',
      join(dir, 'first.jpg'),
    ]);
    await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      path,
      '-update',
      '1',
      join(dir, 'last.jpg'),
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The floor: the same exchanges with bare fetch, and the file written to the same S3. */
async function floorJob(
  fal: ProviderServer,
  fixture: WorkerFixture,
  app: string,
  body: unknown,
  index: number,
): Promise<number> {
  const started = performance.now();
  const headers = { Authorization: 'Key bench', 'Content-Type': 'application/json' };
  const submitted = (await (
    await fetch(`${fal.url}/${app}`, { method: 'POST', headers, body: JSON.stringify(body) })
  ).json()) as { status_url: string; response_url: string };
  await (await fetch(submitted.status_url, { headers })).json();
  const result = (await (await fetch(submitted.response_url, { headers })).json()) as {
    video?: { url: string };
    images?: Array<{ url: string }>;
  };
  const fileUrl = result.video?.url ?? result.images?.[0]?.url ?? '';
  const file = Buffer.from(await (await fetch(fileUrl)).arrayBuffer());
  if (result.video) await plainMediaWork(file);
  await fixture.storage.put(`${keys.prefix(ACCOUNT_ID, 'studio', 'jobs', `floor-${index}`)}out`, file, {
    contentType: 'application/octet-stream',
  });
  return performance.now() - started;
}

async function sequential(
  fixture: WorkerFixture,
  fal: ProviderServer,
  events: ReturnType<typeof watchEvents>,
  kind: 'text_to_image' | 'image_to_video',
  fields: Record<string, unknown>,
  floorBody: unknown,
  app: string,
) {
  const own: number[] = [];
  const floor: number[] = [];
  for (let index = 0; index < WARMUP + JOBS; index += 1) {
    const job = jobPayload(kind, fields);
    await fixture.publishJob(kind, job);
    const processing = await events.arrived(job.job_id, 'processing');
    const completed = await events.arrived(job.job_id, 'completed');
    const bare = await floorJob(fal, fixture, app, floorBody, index);
    if (index >= WARMUP) {
      own.push(completed - processing);
      floor.push(bare);
    }
  }
  return { own, floor };
}

export async function benchProviders(): Promise<string> {
  const fixture = await openWorkerFixture();
  const fal = await startProviderServer();
  const dir = await mkdtemp(join(tmpdir(), 'bench-providers-'));
  try {
    const clipPath = join(dir, 'clip.mp4');
    await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=640x360:rate=24:duration=2',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      clipPath,
    ]);
    const clip = await readFile(clipPath);
    const image = await testStill(512, 512, 'png');
    const stillKey = await fixture.uploadInput(await testStill(640, 360, 'jpeg'), 'image/jpeg');
    const events = watchEvents(fixture);
    const env = (name: string) => (name === 'FAL_KEY' ? 'bench-key' : undefined);
    const config = (app: string, extra: Record<string, unknown> = {}) => ({
      base_url: fal.url,
      app,
      poll_interval_ms: 10,
      ...extra,
    });

    // One job at a time: the worker's own cost per job.
    const worker = await fixture.startWorker({ env, concurrency: 1 });
    playFal(fal, { file: image, pendingPolls: 0 });
    const t2i = await sequential(
      fixture,
      fal,
      events,
      'text_to_image',
      { engine: 'fal-queue', num_images: 1, model_config: {}, engine_config: config(FAL_T2I_APP) },
      { prompt: 'bench', num_images: 1 },
      FAL_T2I_APP,
    );
    playFal(fal, { file: clip, pendingPolls: 0 });
    const i2v = await sequential(
      fixture,
      fal,
      events,
      'image_to_video',
      { engine: 'fal-queue', image_key: stillKey, engine_config: config(FAL_I2V_APP) },
      { prompt: 'bench', image_url: 'data:,' },
      FAL_I2V_APP,
    );
    await worker.stop({ graceMs: 0 });

    // 100 at once on one worker that runs 32 jobs in parallel: fal sees at most max_concurrency.
    fal.requests.length = 0;
    playFal(fal, { file: image, pendingPolls: 3 });
    const burstWorker = await fixture.startWorker({ env, concurrency: { text_to_image: 32 } });
    const started = performance.now();
    const jobs = Array.from({ length: BURST }, () =>
      jobPayload('text_to_image', {
        engine: 'fal-queue',
        num_images: 1,
        model_config: {},
        engine_config: config(FAL_T2I_APP, { max_concurrency: MAX_CONCURRENCY }),
      }),
    );
    await Promise.all(jobs.map((job) => fixture.publishJob('text_to_image', job)));
    await Promise.all(jobs.map((job) => events.arrived(job.job_id, 'completed')));
    const burstS = (performance.now() - started) / 1000;
    await burstWorker.stop({ graceMs: 0 });
    let inFlight = 0;
    let peak = 0;
    for (const request of fal.requests) {
      const path = request.path.split('?')[0] ?? '';
      if (request.method === 'POST') peak = Math.max(peak, (inFlight += 1));
      else if (request.method === 'GET' && /\/requests\/[^/]+$/.test(path)) inFlight -= 1;
    }

    const median = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      );
    const verdict = (name: string, own: number[], floor: number[]) => {
      const extra = median(own) - median(floor);
      return `- ${name}: worker p50 ${median(own).toFixed(1)} ms, floor p50 ${median(floor).toFixed(1)} ms: our own cost ${extra.toFixed(1)} ms (target < ${TARGET_OWN_P50_MS}): ${extra < TARGET_OWN_P50_MS ? 'met' : 'NOT met'}`;
    };
    return [
      `Host: ${availableParallelism()} cores, load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}; ${JOBS} jobs per kind, one at a time, after ${WARMUP} warm-up jobs.`,
      '',
      '| ms per job | p50 | p95 | p99 |',
      '| --- | --- | --- | --- |',
      row('text to image (512x512 PNG): worker, processing -> completed', t2i.own),
      row('text to image: floor (bare fetch x4 + S3 put)', t2i.floor),
      row('image to video (2 s 640x360 MP4): worker', i2v.own),
      row('image to video: floor (bare fetch x4 + ffprobe + 2 frames + S3 put)', i2v.floor),
      '',
      verdict('text to image', t2i.own, t2i.floor),
      verdict('image to video', i2v.own, i2v.floor),
      `- ${BURST} jobs at once, worker concurrency 32, max_concurrency ${MAX_CONCURRENCY}: all completed in ${burstS.toFixed(1)} s; requests in flight at fal at most ${peak}: ${peak <= MAX_CONCURRENCY ? 'honoured' : 'NOT honoured'}`,
    ].join('\n');
  } finally {
    await fal.close();
    await fixture.close();
    await rm(dir, { recursive: true, force: true });
  }
}
