// One file over 300 lines on purpose: its cases share one worker and its recoveries, started once for the file.
// Cancels, deadlines, shutdowns and crashes on real JetStream and ffmpeg: a running render stops
// within 2 s, a cancelled job publishes nothing, and a worker that dies mid-job (even right after
// publishing its result) leaves exactly one stored result once another worker redoes the job.
// A render that must be stopped mid-way runs endlessly (testing/held-engines.ts): it is still
// running when the cancel, the deadline, the shutdown or the kill comes, whatever the machine's speed.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { durableName } from './consumers/job.consumers.ts';
import { testStill } from './testing/images.ts';
import { processesMatching } from './testing/processes.ts';
import { endlessRenderRunner } from './testing/held-engines.ts';
import {
  eventFor,
  jobPayload,
  openWorkerFixture,
  workerProcessEnv,
  type WorkerFixture,
} from './testing/worker.fixture.ts';
import type { MediaWorker } from './app.ts';
import type { KindEngines } from './jobs/job-engine.ts';

let fixture: WorkerFixture;
let stillKey: string;
const ACK_WAIT_MS = 3_000;
const SLOW = 240_000;
const children: ChildProcess[] = [];
const running: MediaWorker[] = [];

beforeAll(async () => {
  fixture = await openWorkerFixture();
  stillKey = await fixture.uploadInput(await testStill(1280, 720, 'jpeg'), 'image/jpeg');
});
afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) process.kill(-(child.pid ?? 0), 'SIGKILL');
  await Promise.all(running.splice(0).map((worker) => worker.stop({ graceMs: 0 })));
});
afterAll(async () => {
  await fixture?.close();
});

/** A worker; with `endless`, its camera moves render until something stops them. */
async function startWorker(renders: 'finite' | 'endless' = 'finite'): Promise<MediaWorker> {
  const ffmpeg = renders === 'endless' ? endlessRenderRunner() : undefined;
  const worker = await fixture.startWorker({ ackWaitMs: ACK_WAIT_MS, ffmpeg });
  running.push(worker);
  return worker;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(
  condition: () => Promise<boolean> | boolean,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/**
 * True once a reader of the cancellations stream has been handed all of it: with one worker
 * running, that is its reader (those of workers stopped earlier linger a while but receive nothing).
 */
async function cancellationsDelivered(): Promise<boolean> {
  const stream = fixture.names.cancellations.stream;
  const { state } = await fixture.bus.jsm.streams.info(stream);
  const readers = await fixture.bus.jsm.consumers.list(stream).next();
  return readers.some((reader) => reader.delivered.stream_seq >= state.last_seq);
}

/** True once the job stream holds no message and the kind's consumer has nothing unacknowledged. */
async function jobsSettled(kind = 'image_to_video'): Promise<boolean> {
  const stream = await fixture.bus.jsm.streams.info(fixture.names.jobs.stream);
  const consumer = await fixture.bus.jsm.consumers.info(fixture.names.jobs.stream, `media-worker-${kind}`);
  return stream.state.messages === 0 && consumer.num_ack_pending === 0;
}

const ffmpegRunning = async () => (await processesMatching(fixture.tempRoot)).length > 0;
const tempDirsLeft = async () =>
  (await readdir(fixture.tempRoot)).filter((name) => name.startsWith('media-job-'));

async function storedResults(jobId: string) {
  return (await fixture.storedEvents()).filter(eventFor(jobId));
}

/** A worker process (see testing/crash-worker.ts), in its own process group so ffmpeg dies with it. */
async function spawnWorkerProcess(
  crashAfter: 'completed' | 'never',
  renders: 'finite' | 'endless' = 'finite',
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./testing/crash-worker.ts', import.meta.url))],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        ...workerProcessEnv(fixture),
        WORKER_ACK_WAIT_MS: String(ACK_WAIT_MS),
        WORKER_TEMP_DIR: fixture.tempRoot,
        CRASH_AFTER: crashAfter,
        WORKER_RENDERS: renders,
      },
    },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`worker process exited early (${code ?? signal})`)),
    );
  });
  return child;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.signalCode)
    : new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));

describe('cancel', () => {
  it(
    'stops a running camera move within 2 s, acks it and publishes no result',
    { timeout: SLOW },
    async () => {
      await startWorker('endless');
      const job = jobPayload('image_to_video', {
        image_key: stillKey,
        resolution: '1080p',
        duration_s: 10,
        camera_movement: 'dolly_in',
      });
      await fixture.publishJob('image_to_video', job);
      await fixture.waitForEvent(eventFor(job.job_id, 'processing'));
      await until(ffmpegRunning, 60_000, 'ffmpeg rendering');

      const cancelledAt = performance.now();
      await fixture.cancel(job.job_id);
      await until(async () => (await jobsSettled()) && !(await ffmpegRunning()), 5_000, 'job stopped');
      const stopMs = performance.now() - cancelledAt;
      console.info(
        `cancel: render stopped and job acked ${Math.round(stopMs)} ms after the cancellation was written`,
      );
      expect(stopMs).toBeLessThan(2_000);

      // A result is stored before its job is acked: the acked job's stored events are final.
      expect((await storedResults(job.job_id)).map((seen) => seen.event.status)).toEqual(['processing']);
      expect(await tempDirsLeft()).toEqual([]);
    },
  );

  it(
    'removes what a job stored when a cancel catches it halfway through its upload',
    { timeout: SLOW },
    async () => {
      // An engine that finishes its images although the job was cancelled meanwhile (as a provider
      // answer arriving late would): the worker uploads them, then sees the cancel.
      const job = jobPayload('text_to_image', { num_images: 2 });
      const png = await testStill(256, 256, 'png');
      const engine: KindEngines['text_to_image'] = {
        id: job.engine,
        checkConfig: () => undefined,
        async run(_request, context) {
          await fixture.cancel(context.jobId);
          await until(() => context.signal.aborted, 5_000, 'the cancel reached the job');
          const images = [];
          for (const index of [1, 2]) {
            const path = join(context.tmpDir, `out-${index}.png`);
            await writeFile(path, png);
            images.push({ path, width: 256, height: 256, format: 'png', file_size: png.length });
          }
          return { images };
        },
      };
      const worker = await fixture.startWorker({
        ackWaitMs: ACK_WAIT_MS,
        engines: {
          text_to_image: [engine],
          image_to_text: [],
          image_to_video: [],
          voiceover: [],
          render: [],
          enhancement: [],
        },
      });
      running.push(worker);
      await fixture.publishJob('text_to_image', job);
      await until(() => jobsSettled('text_to_image'), 30_000, 'job settled');
      expect(fixture.events.filter(eventFor(job.job_id)).map((seen) => seen.event.status)).toEqual([
        'processing',
      ]);
      for (const key of [`${job.output_prefix}image-1.png`, `${job.output_prefix}image-2.png`]) {
        expect(await fixture.storage.stat(key)).toBeNull();
      }
    },
  );

  it('skips a job cancelled while it was still queued', { timeout: SLOW }, async () => {
    await startWorker();
    const job = jobPayload('image_to_text', { image_key: stillKey });
    await fixture.cancel(job.job_id);
    await until(cancellationsDelivered, 30_000, 'the running worker read the cancellation');
    await fixture.publishJob('image_to_text', job);
    const next = jobPayload('image_to_text', { image_key: stillKey });
    await fixture.publishJob('image_to_text', next);
    await fixture.waitForEvent(eventFor(next.job_id, 'completed'));
    await until(() => jobsSettled('image_to_text'), 5_000, 'queue drained');
    expect(fixture.events.filter(eventFor(job.job_id))).toEqual([]);
  });

  it(
    'skips a job cancelled before the worker started, as a worker that was down would',
    { timeout: SLOW },
    async () => {
      const job = jobPayload('image_to_text', { image_key: stillKey });
      await fixture.publishJob('image_to_text', job);
      await fixture.cancel(job.job_id);
      await startWorker();
      const next = jobPayload('image_to_text', { image_key: stillKey });
      await fixture.publishJob('image_to_text', next);
      await fixture.waitForEvent(eventFor(next.job_id, 'completed'));
      await until(() => jobsSettled('image_to_text'), 5_000, 'queue drained');
      expect(fixture.events.filter(eventFor(job.job_id))).toEqual([]);
    },
  );
});

describe('deadline', () => {
  it('aborts an engine that runs past deadline_at and reports failed', { timeout: SLOW }, async () => {
    // The render never ends by itself, so only the deadline can stop it. The deadline leaves the
    // idle worker ample time to take the job (it must start before it, or it fails unstarted).
    await startWorker('endless');
    const job = jobPayload('image_to_video', {
      image_key: stillKey,
      resolution: '1080p',
      duration_s: 10,
      deadline_at: new Date(Date.now() + 10_000).toISOString(),
    });
    await fixture.publishJob('image_to_video', job);
    await fixture.waitForEvent(eventFor(job.job_id, 'processing'), 10_000);
    const failed = await fixture.waitForEvent(eventFor(job.job_id, 'failed'), 60_000);
    expect(failed.event.error_message).toBe('The job ran longer than its maximum run time and was stopped.');
    expect(Date.parse(failed.event.at) - Date.parse(job.deadline_at)).toBeLessThan(2_000);
    await until(() => jobsSettled(), 10_000, 'job acked');
    expect(await ffmpegRunning()).toBe(false);
    expect((await storedResults(job.job_id)).map((seen) => seen.event.status)).toEqual([
      'processing',
      'failed',
    ]);

    const late = jobPayload('text_to_image', { deadline_at: new Date(Date.now() - 1_000).toISOString() });
    await fixture.publishJob('text_to_image', late);
    const lateFailure = await fixture.waitForEvent(eventFor(late.job_id, 'failed'));
    expect(lateFailure.event.error_message).toBe(
      'The job reached its maximum run time before it could start.',
    );
    expect(fixture.events.filter(eventFor(late.job_id, 'processing'))).toEqual([]);
  });
});

describe('worker failures', () => {
  it(
    'a worker killed right after storing its result: redelivered, one stored result',
    { timeout: SLOW },
    async () => {
      const child = await spawnWorkerProcess('completed');
      const job = jobPayload('image_to_video', { image_key: stillKey });
      const msgId = await fixture.publishJob('image_to_video', job);
      expect(await exited(child)).toBe('SIGKILL');
      expect((await storedResults(job.job_id)).map((seen) => seen.event.status)).toEqual([
        'processing',
        'completed',
      ]);
      // The job was never acked: it is still in the work queue.
      expect((await fixture.bus.jsm.streams.info(fixture.names.jobs.stream)).state.messages).toBe(1);

      await startWorker();
      await until(() => jobsSettled(), 120_000, 'redelivered job acked');
      // The second worker did run the job and publish again (the core subscription saw both) ...
      expect(fixture.events.filter(eventFor(job.job_id, 'completed'))).toHaveLength(2);
      // ... but the stream stored one result under the stable message id.
      const stored = await storedResults(job.job_id);
      expect(stored.map((seen) => [seen.event.status, seen.msgId])).toEqual([
        ['processing', `${msgId}:processing`],
        ['completed', `${msgId}:result`],
      ]);
      const consumer = await fixture.bus.jsm.consumers.info(
        fixture.names.jobs.stream,
        durableName('image_to_video'),
      );
      expect(consumer.delivered.consumer_seq).toBeGreaterThanOrEqual(2); // delivered to both workers
    },
  );

  it(
    'a worker killed mid-render: another worker redoes the job, one completed result',
    { timeout: SLOW },
    async () => {
      const child = await spawnWorkerProcess('never', 'endless');
      const job = jobPayload('image_to_video', { image_key: stillKey, resolution: '720p', duration_s: 6 });
      await fixture.publishJob('image_to_video', job);
      await fixture.waitForEvent(eventFor(job.job_id, 'processing'));
      await until(ffmpegRunning, 60_000, 'ffmpeg rendering');
      process.kill(-(child.pid ?? 0), 'SIGKILL');
      await exited(child);
      const deadWorkerDirs = async () =>
        (await tempDirsLeft()).filter((name) => name.startsWith(`media-job-${child.pid}-`));
      expect(await deadWorkerDirs()).toHaveLength(1); // killed: it could not clean up

      await startWorker();
      expect(await deadWorkerDirs()).toEqual([]); // swept by the next worker at start-up
      await fixture.waitForEvent(eventFor(job.job_id, 'completed'), 120_000);
      await until(() => jobsSettled(), 10_000, 'job acked');
      expect(
        (await storedResults(job.job_id)).filter((seen) => seen.event.status === 'completed'),
      ).toHaveLength(1);
    },
  );

  it(
    'stop() hands a running job back at once and another worker completes it',
    { timeout: SLOW },
    async () => {
      const first = await startWorker('endless');
      const job = jobPayload('image_to_video', { image_key: stillKey, resolution: '720p', duration_s: 6 });
      await fixture.publishJob('image_to_video', job);
      await fixture.waitForEvent(eventFor(job.job_id, 'processing'));
      await until(ffmpegRunning, 60_000, 'ffmpeg rendering');
      const stopping = performance.now();
      await first.stop({ graceMs: 0 });
      expect(performance.now() - stopping).toBeLessThan(2_500);
      expect(await ffmpegRunning()).toBe(false);
      expect(await tempDirsLeft()).toEqual([]);
      expect(fixture.events.filter(eventFor(job.job_id, 'completed'))).toEqual([]);

      await startWorker();
      await fixture.waitForEvent(eventFor(job.job_id, 'completed'), 120_000);
      expect(
        (await storedResults(job.job_id)).filter((seen) => seen.event.status === 'completed'),
      ).toHaveLength(1);
    },
  );
});
