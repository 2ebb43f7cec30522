// One file over 300 lines: one suite sharing one worker, local providers and storage.
// Hosted-provider jobs through a real worker (JetStream, S3, ffmpeg) against a local fal queue and
// a local Replicate: results stored like built-in ones, a refusal reported as the job's failure, a
// cancel that reaches the provider, and the point of the durable provider-request record: a worker
// stopped, or SIGKILLed, between the provider's answer to the submit and the result leaves a job
// that is submitted once and completes once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import { makeVideo } from '@platform/testkit/media';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MediaWorker } from '../app.ts';
import { JetStreamProviderRequestStore } from '../jobs/provider-request.store.ts';
import { FAL_I2V_APP, FAL_T2I_APP, playFal, type FalScript } from '../testing/fal.provider.ts';
import { playReplicate, type ReplicateScript } from '../testing/replicate.provider.ts';
import { testStill } from '../testing/images.ts';
import {
  eventFor,
  jobPayload,
  openWorkerFixture,
  workerProcessEnv,
  type WorkerFixture,
} from '../testing/worker.fixture.ts';

const KEY = 'fal-worker-key-9';
const ACK_WAIT_MS = 3_000;
const SLOW = 120_000;
let fixture: WorkerFixture;
let server: ProviderServer;
let stillKey: string;
let clip: Buffer;
let dir: string;
const running: MediaWorker[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  fixture = await openWorkerFixture();
  server = await startProviderServer();
  stillKey = await fixture.uploadInput(await testStill(320, 180, 'jpeg'), 'image/jpeg');
  dir = await mkdtemp(join(tmpdir(), 'fal-worker-test-'));
  clip = await makeVideo(320, 180, 1, 24);
});
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(running.splice(0).map((worker) => worker.stop({ graceMs: 0 })));
});
afterAll(async () => {
  await server?.close();
  await fixture?.close();
  await rm(dir, { recursive: true, force: true });
});

async function startWorker(): Promise<MediaWorker> {
  const worker = await fixture.startWorker({
    ackWaitMs: ACK_WAIT_MS,
    env: (name) => (name === 'FAL_KEY' || name === 'REPLICATE_API_TOKEN' ? KEY : undefined),
  });
  running.push(worker);
  return worker;
}

const falJob = (app = FAL_I2V_APP) => ({ base_url: server.url, app, poll_interval_ms: 20, retry_base_ms: 1 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

const completions = async (jobId: string) =>
  (await fixture.storedEvents()).filter(eventFor(jobId, 'completed'));

describe('fal-queue jobs through the worker', () => {
  it(
    'completes an image-to-video job and stores the video like a built-in result',
    { timeout: SLOW },
    async () => {
      const fake = playFal(server, { file: clip });
      await startWorker();
      const job = jobPayload('image_to_video', {
        image_key: stillKey,
        engine: 'fal-queue',
        model_name: 'kling_i2v',
        engine_config: falJob(),
      });
      await fixture.publishJob('image_to_video', job);
      const done = await fixture.waitForEvent(eventFor(job.job_id, 'completed'));
      expect(done.event.outputs).toMatchObject({ video: { width: 320, height: 180 } });
      expect(fake.submits()).toHaveLength(1);
      // The request is on record in JetStream under the job's id.
      const store = new JetStreamProviderRequestStore({
        js: fixture.bus.js,
        jsm: fixture.bus.jsm,
        prefix: fixture.prefix,
      });
      expect(await store.slot(job.job_id).read()).toMatchObject({
        state: 'submitted',
        engine: 'fal-queue',
        request: { request_id: 'req-1' },
      });
    },
  );

  it('completes a text-to-image job', { timeout: SLOW }, async () => {
    playFal(server, { file: await testStill(64, 64, 'png') });
    await startWorker();
    const job = jobPayload('text_to_image', {
      engine: 'fal-queue',
      model_name: 'flux_t2i',
      num_images: 2,
      engine_config: falJob(FAL_T2I_APP),
    });
    await fixture.publishJob('text_to_image', job);
    const done = await fixture.waitForEvent(eventFor(job.job_id, 'completed'));
    expect((done.event.outputs as { images: unknown[] }).images).toHaveLength(2);
  });

  it('fails the job with a readable message when fal refuses the input', { timeout: SLOW }, async () => {
    const fake = playFal(server, { file: clip, refuse: true });
    await startWorker();
    const job = jobPayload('image_to_video', {
      image_key: stillKey,
      engine: 'fal-queue',
      engine_config: falJob(),
    });
    await fixture.publishJob('image_to_video', job);
    const failed = await fixture.waitForEvent(eventFor(job.job_id, 'failed'));
    expect(failed.event.error_message).toBe(
      'fal-queue: submit: the provider answered 422: body.image_url: Unsupported image dimensions',
    );
    expect(fake.submits()).toHaveLength(1);
  });

  it('cancels the request at fal when the owner cancels the job', { timeout: SLOW }, async () => {
    const fake = playFal(server, { file: clip, pendingPolls: Infinity });
    await startWorker();
    const job = jobPayload('image_to_video', {
      image_key: stillKey,
      engine: 'fal-queue',
      engine_config: falJob(),
    });
    await fixture.publishJob('image_to_video', job);
    await until(() => fake.polls().length > 0, 30_000, 'fal polled');
    await fixture.cancel(job.job_id);
    await until(() => fake.cancels().length > 0, 30_000, 'fal cancel');
    expect(fake.cancels()[0]?.path).toBe('/fal-ai/kling-video/requests/req-1/cancel');
    expect(fixture.events.filter(eventFor(job.job_id, 'completed'))).toEqual([]);
  });
});

describe('one submit per job across workers', () => {
  it(
    'a worker stopped between submit and result: the next one resumes the same request',
    { timeout: SLOW },
    async () => {
      const script: FalScript = { file: clip, pendingPolls: Infinity };
      const fake = playFal(server, script);
      const first = await startWorker();
      const job = jobPayload('image_to_video', {
        image_key: stillKey,
        engine: 'fal-queue',
        engine_config: falJob(),
      });
      await fixture.publishJob('image_to_video', job);
      await until(() => fake.polls().length > 0, 30_000, 'fal polled');
      await first.stop({ graceMs: 0 });
      running.splice(running.indexOf(first), 1);

      script.pendingPolls = 0;
      await startWorker();
      await fixture.waitForEvent(eventFor(job.job_id, 'completed'), 60_000);
      expect(fake.submits()).toHaveLength(1);
      expect(fake.cancels()).toHaveLength(0);
      expect(await completions(job.job_id)).toHaveLength(1);
    },
  );

  it(
    'a worker SIGKILLed between submit and result: the job is redelivered, resumed and completes once',
    { timeout: SLOW },
    async () => {
      const script: FalScript = { file: clip, pendingPolls: Infinity };
      const fake = playFal(server, script);
      const child = spawn(
        process.execPath,
        [fileURLToPath(new URL('../testing/crash-worker.ts', import.meta.url))],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
          env: {
            ...process.env,
            ...workerProcessEnv(fixture),
            WORKER_ACK_WAIT_MS: String(ACK_WAIT_MS),
            WORKER_TEMP_DIR: fixture.tempRoot,
            CRASH_AFTER: 'never',
            FAL_KEY: KEY,
          },
        },
      );
      children.push(child);
      await new Promise<void>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
        child.once('exit', (code, signal) =>
          reject(new Error(`worker process exited early (${code ?? signal})`)),
        );
      });
      const job = jobPayload('image_to_video', {
        image_key: stillKey,
        engine: 'fal-queue',
        engine_config: falJob(),
      });
      await fixture.publishJob('image_to_video', job);
      await until(() => fake.polls().length > 0, 30_000, 'fal polled by the worker process');
      child.kill('SIGKILL');
      await new Promise((resolve) =>
        child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
      );

      script.pendingPolls = 0;
      await startWorker();
      await fixture.waitForEvent(eventFor(job.job_id, 'completed'), 60_000);
      expect(fake.submits()).toHaveLength(1);
      expect(server.requests.filter((r) => r.path.startsWith('/files/'))).toHaveLength(1);
      expect(await completions(job.job_id)).toHaveLength(1);
    },
  );
});

describe('replicate jobs through the worker', () => {
  const replicateJob = (model = 'wan-video/wan-2.2-i2v-fast') => ({
    base_url: `${server.url}/v1`,
    model,
    poll_interval_ms: 20,
    retry_base_ms: 1,
    wait_s: 1,
  });

  it(
    'a worker stopped while the prediction runs: the next one resumes it; one create, one completion',
    { timeout: SLOW },
    async () => {
      const script: ReplicateScript = { output: '{file}', file: clip, pendingPolls: Infinity };
      const fake = playReplicate(server, script);
      const first = await startWorker();
      const job = jobPayload('image_to_video', {
        image_key: stillKey,
        engine: 'replicate',
        model_name: 'wan_i2v',
        engine_config: replicateJob(),
      });
      await fixture.publishJob('image_to_video', job);
      await until(() => fake.polls().length > 0, 30_000, 'prediction polled');
      await first.stop({ graceMs: 0 });
      running.splice(running.indexOf(first), 1);

      script.pendingPolls = 0;
      await startWorker();
      const done = await fixture.waitForEvent(eventFor(job.job_id, 'completed'), 60_000);
      expect(done.event.outputs).toMatchObject({ video: { width: 320, height: 180 } });
      expect(fake.creates()).toHaveLength(1);
      expect(fake.creates()[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(await completions(job.job_id)).toHaveLength(1);
    },
  );

  it(
    'a create held longer than the ack deadline (Prefer: wait) is not redelivered meanwhile: one create',
    { timeout: SLOW },
    async () => {
      // The worker heart-beats a running job's message, so the held create is no reason to hand
      // the job to another worker (which would find the `submitting` record and fail the job).
      const fake = playReplicate(server, {
        output: '{file}',
        file: clip,
        finishWhileWaiting: true,
        holdCreateMs: ACK_WAIT_MS + 1_500,
      });
      await startWorker();
      const job = jobPayload('image_to_video', {
        image_key: stillKey,
        engine: 'replicate',
        engine_config: { ...replicateJob(), wait_s: 10 },
      });
      await fixture.publishJob('image_to_video', job);
      await fixture.waitForEvent(eventFor(job.job_id, 'completed'), 60_000);
      expect(fake.creates()).toHaveLength(1);
      expect((await fixture.storedEvents()).filter(eventFor(job.job_id, 'processing'))).toHaveLength(1);
    },
  );

  it('an image-to-text job gets the joined text', { timeout: SLOW }, async () => {
    playReplicate(server, { output: ['A bright ', 'kitchen.'], pendingPolls: 1 });
    await startWorker();
    const job = jobPayload('image_to_text', {
      image_key: stillKey,
      engine: 'replicate',
      model_name: 'llava_i2t',
      engine_config: replicateJob('yorickvp/llava-13b'),
    });
    await fixture.publishJob('image_to_text', job);
    const done = await fixture.waitForEvent(eventFor(job.job_id, 'completed'));
    expect(done.event.outputs).toEqual({ text: 'A bright kitchen.' });
  });
});
