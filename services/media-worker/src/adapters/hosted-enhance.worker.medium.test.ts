// One file over 300 lines: one suite sharing one worker, local providers and storage.
// Hosted upscaling through a real worker (JetStream, S3, ffmpeg) against a local fal queue and a
// local Topaz that really upscale (ffmpeg): a real MP4 in, a real upscaled MP4 out, stored with its
// stills and quality score; the input reaching the provider by fal's storage, a pre-signed URL
// of ours or inline; Topaz's create, accept, part upload and completion; a worker stopped
// mid-request whose successor resumes (one create, one accept); cancel; refusals.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import { makeVideoWithTone } from '@platform/testkit/media';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MediaWorker, MediaWorkerOptions } from '../app.ts';
import { JetStreamProviderRequestStore } from '../jobs/provider-request.store.ts';
import { FAL_UPSCALE_APP, playFal } from '../testing/fal.provider.ts';
import { playTopaz, type TopazScript } from '../testing/topaz.provider.ts';
import { eventFor, jobPayload, openWorkerFixture, type WorkerFixture } from '../testing/worker.fixture.ts';

const KEY = 'hosted-enhance-key-3';
const SLOW = 180_000;
let fixture: WorkerFixture;
let server: ProviderServer;
let dir: string;
let clip: Buffer;
let clipKey: string;
const running: MediaWorker[] = [];

beforeAll(async () => {
  fixture = await openWorkerFixture();
  server = await startProviderServer();
  dir = await mkdtemp(join(tmpdir(), 'hosted-enhance-test-'));
  clip = await makeVideoWithTone(320, 180, 2);
  clipKey = await fixture.uploadInput(clip, 'video/mp4');
}, SLOW);
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((worker) => worker.stop({ graceMs: 0 })));
});
afterAll(async () => {
  await server?.close();
  await fixture?.close();
  await rm(dir, { recursive: true, force: true });
});

async function startWorker(overrides: Partial<MediaWorkerOptions> = {}): Promise<MediaWorker> {
  const worker = await fixture.startWorker({
    ackWaitMs: 3_000,
    env: (name) => (name === 'FAL_KEY' || name === 'TOPAZ_API_KEY' ? KEY : undefined),
    ...overrides,
  });
  running.push(worker);
  return worker;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

const upscaleJob = (
  engine: string,
  engine_config: Record<string, unknown>,
  fields: Record<string, unknown> = {},
) =>
  jobPayload('enhancement', {
    owner: 'enhancement',
    input_key: clipKey,
    engine,
    model_name: 'Hosted upscaler',
    upscale: null,
    engine_config,
    ...fields,
  });

async function completed(jobId: string) {
  const done = await fixture.waitForEvent(
    (seen) => eventFor(jobId)(seen) && ['completed', 'failed'].includes(seen.event.status),
    SLOW - 20_000,
  );
  expect(done.event.status, done.event.error_message ?? '').toBe('completed');
  return done.event.outputs!;
}

describe('fal-queue upscaling (fal-ai/seedvr/upscale/video) through the worker', () => {
  const falConfig = (extra: Record<string, unknown> = {}) => ({
    base_url: server.url,
    storage_url: server.url,
    app: FAL_UPSCALE_APP,
    input: { upscale_factor: 2 },
    poll_interval_ms: 20,
    retry_base_ms: 1,
    ...extra,
  });

  it(
    'uploads the input to fal storage and stores the upscaled video with its stills and quality score',
    { timeout: SLOW },
    async () => {
      const fake = playFal(server, { dir });
      await startWorker();
      const job = upscaleJob('fal-queue', falConfig(), { comparison: true });
      await fixture.publishJob('enhancement', job);
      const outputs = await completed(job.job_id);
      expect(outputs.video).toMatchObject({
        width: 640,
        height: 360,
        num_frames: 60,
        thumbnail_key: `${job.output_prefix}thumbnail.jpg`,
        last_frame_key: `${job.output_prefix}last-frame.jpg`,
      });
      expect(outputs.enhancement?.quality_score).toBeGreaterThan(50);
      expect(outputs.enhancement?.before).toMatchObject({ width: 640, height: 360 });

      const [initiate, put] = fake.uploads();
      expect(initiate?.path).toBe('/storage/upload/initiate?storage_type=fal-cdn-v3');
      expect(initiate?.headers.authorization).toBe(`Key ${KEY}`);
      expect(JSON.parse(String(initiate?.headers['x-fal-object-lifecycle']))).toEqual({
        expiration_duration_seconds: 86_400,
      });
      expect(put?.headers.authorization).toBeUndefined();
      expect(put?.raw.equals(clip)).toBe(true);
      expect(fake.submits()).toHaveLength(1);
      expect(fake.submits()[0]?.body).toEqual({ upscale_factor: 2, video_url: `${server.url}/cdn/upload-1` });
    },
  );

  it(
    'hands fal a pre-signed URL of our storage when the worker has a public endpoint; a cut range goes by fal storage',
    { timeout: SLOW },
    async () => {
      const fake = playFal(server, { dir });
      await startWorker({ publicStorageEndpoint: fixture.s3.endpoint });
      const whole = upscaleJob('fal-queue', falConfig());
      await fixture.publishJob('enhancement', whole);
      await completed(whole.job_id);
      const videoUrl = String((fake.submits()[0]?.body as { video_url: string }).video_url);
      expect(videoUrl.startsWith(fixture.s3.endpoint)).toBe(true);
      expect(videoUrl).toContain('X-Amz-Signature=');
      expect(fake.uploads()).toHaveLength(0);

      const range = upscaleJob('fal-queue', falConfig(), { start_frame: 15, end_frame: 45, out_frames: 30 });
      await fixture.publishJob('enhancement', range);
      const outputs = await completed(range.job_id);
      expect(outputs.video).toMatchObject({ width: 640, height: 360, num_frames: 30 });
      expect(outputs.enhancement?.quality_score).toBeGreaterThan(50);
      expect(fake.uploads().length).toBeGreaterThan(0);
    },
  );

  it(
    'sends the input inline when the entry asks for data URLs, and refuses one over max_inline_bytes before submitting',
    { timeout: SLOW },
    async () => {
      const fake = playFal(server, { dir });
      await startWorker();
      const inline = upscaleJob('fal-queue', falConfig({ video_input: 'data_url' }));
      await fixture.publishJob('enhancement', inline);
      await completed(inline.job_id);
      expect(String((fake.submits()[0]?.body as { video_url: string }).video_url)).toBe(
        `data:video/mp4;base64,${clip.toString('base64')}`,
      );

      const tooBig = upscaleJob('fal-queue', falConfig({ video_input: 'data_url', max_inline_bytes: 1024 }));
      await fixture.publishJob('enhancement', tooBig);
      const failed = await fixture.waitForEvent(eventFor(tooBig.job_id, 'failed'), SLOW);
      expect(failed.event.error_message).toMatch(
        /^fal-queue: the input video \(.* MiB\) is too large to send inline/,
      );
      expect(fake.submits()).toHaveLength(1);
    },
  );
});

describe('topaz-video through the worker', () => {
  const topazConfig = { filters: [{ model: 'prob-4' }], poll_interval_ms: 20, retry_base_ms: 1 };
  const topazJob = (fields: Record<string, unknown> = {}) =>
    upscaleJob('topaz-video', { ...topazConfig, base_url: server.url }, fields);

  it(
    'creates with the measured source, accepts, uploads the part, completes, and stores the upscaled video (after a 429 and a 503)',
    { timeout: SLOW },
    async () => {
      const fake = playTopaz(server, { dir, throttleFirstCreate: true, faultFirstPoll: true });
      await startWorker();
      const job = topazJob();
      await fixture.publishJob('enhancement', job);
      const outputs = await completed(job.job_id);
      expect(outputs.video).toMatchObject({
        width: 640,
        height: 360,
        num_frames: 60,
        thumbnail_key: `${job.output_prefix}thumbnail.jpg`,
        last_frame_key: `${job.output_prefix}last-frame.jpg`,
      });
      expect(outputs.enhancement?.quality_score).toBeGreaterThan(50);

      expect(fake.creates()).toHaveLength(2); // the first was throttled
      const create = fake.creates()[1]!;
      expect(create.headers['x-api-key']).toBe(KEY);
      expect(create.body).toMatchObject({
        source: {
          container: 'mp4',
          size: clip.length,
          frameCount: 60,
          frameRate: 30,
          resolution: { width: 320, height: 180 },
        },
        filters: [{ model: 'prob-4' }],
        output: {
          resolution: { width: 640, height: 360 },
          frameRate: 30,
          container: 'mp4',
          audioTransfer: 'Copy',
        },
      });
      expect((create.body as { source: { duration: number } }).source.duration).toBeCloseTo(2, 1);
      expect(fake.accepts()).toHaveLength(1);
      expect(fake.parts()).toHaveLength(1);
      expect(fake.parts()[0]?.raw.equals(clip)).toBe(true);
      expect(fake.parts()[0]?.headers['x-api-key']).toBeUndefined();
      expect(fake.completes()[0]?.body).toEqual({ uploadResults: [{ partNum: 1, eTag: 'etag-req-2-1' }] });
    },
  );

  it(
    'a worker stopped while Topaz processes: the next one resumes the request; one create, one accept, one upload',
    { timeout: SLOW },
    async () => {
      const script: TopazScript = { dir, pendingPolls: Infinity };
      const fake = playTopaz(server, script);
      const first = await startWorker();
      const job = topazJob();
      await fixture.publishJob('enhancement', job);
      await until(() => fake.completes().length === 1 && fake.polls().length > 1, 'Topaz processing');
      await first.stop({ graceMs: 0 });
      running.splice(running.indexOf(first), 1);
      const store = new JetStreamProviderRequestStore({
        js: fixture.bus.js,
        jsm: fixture.bus.jsm,
        prefix: fixture.prefix,
      });
      expect(await store.slot(job.job_id).read()).toMatchObject({
        state: 'submitted',
        engine: 'topaz-video',
        request: { requestId: 'req-1', upload: { urls: [`${server.url}/upload/req-1/1`] } },
      });

      script.pendingPolls = 0;
      await startWorker();
      await completed(job.job_id);
      expect([
        fake.creates().length,
        fake.accepts().length,
        fake.parts().length,
        fake.completes().length,
        fake.cancels().length,
      ]).toEqual([1, 1, 1, 1, 0]);
      expect((await fixture.storedEvents()).filter(eventFor(job.job_id, 'completed'))).toHaveLength(1);
    },
  );

  it('cancels the request at Topaz when the owner cancels the job', { timeout: SLOW }, async () => {
    const fake = playTopaz(server, { dir, pendingPolls: Infinity });
    await startWorker();
    const job = topazJob();
    await fixture.publishJob('enhancement', job);
    await until(() => fake.polls().length > 1, 'Topaz polled');
    await fixture.cancel(job.job_id);
    await until(() => fake.cancels().length > 0, 'Topaz cancel');
    expect(fake.cancels()[0]?.path).toBe('/video/req-1');
    expect(fixture.events.filter(eventFor(job.job_id, 'completed'))).toEqual([]);
  });

  it(
    'fails the job with a readable message when Topaz refuses the input or fails the request',
    { timeout: SLOW },
    async () => {
      playTopaz(server, { dir, refuse: 'source.frameCount does not match the duration' });
      await startWorker();
      const refused = topazJob();
      await fixture.publishJob('enhancement', refused);
      const failed = await fixture.waitForEvent(eventFor(refused.job_id, 'failed'), SLOW);
      expect(failed.event.error_message).toBe(
        'topaz-video: create: the provider answered 400: source.frameCount does not match the duration',
      );

      playTopaz(server, { dir, failWith: 'The model could not process this video' });
      const broken = topazJob();
      await fixture.publishJob('enhancement', broken);
      const brokenFailed = await fixture.waitForEvent(eventFor(broken.job_id, 'failed'), SLOW);
      expect(brokenFailed.event.error_message).toBe(
        'topaz-video: the provider failed the request: The model could not process this video',
      );
    },
  );

  it(
    'refuses a plan a hosted upscaler cannot make before anything reaches Topaz',
    { timeout: SLOW },
    async () => {
      const fake = playTopaz(server, { dir });
      await startWorker();
      const job = topazJob({ grain: 20 });
      await fixture.publishJob('enhancement', job);
      const failed = await fixture.waitForEvent(eventFor(job.job_id, 'failed'), SLOW);
      expect(failed.event.error_message).toBe(
        'topaz-video: a hosted upscaler takes no grain; run the job without it.',
      );
      expect(fake.creates()).toHaveLength(0);
    },
  );
});
