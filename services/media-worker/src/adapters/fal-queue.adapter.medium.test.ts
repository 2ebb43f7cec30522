// One file over 300 lines: one suite sharing one local fal queue and storage.
// The fal-queue engines against a local fal queue (testing/fal.provider.ts) that answers fal's
// documented shapes; results are real files (an ffmpeg MP4, a PNG) probed like any engine output.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegRunnerFromEnv } from '@platform/media';
import { AdapterError, HttpClient } from '@platform/http-client';
import { startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import { makeVideo } from '@platform/testkit/media';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JobStopped } from '../jobs/job.abort.ts';
import type { ImageToVideoRequest, JobEngineContext, TextToImageRequest } from '../jobs/job-engine.ts';
import { MemoryProviderRequestStore } from '../jobs/provider-request.store.ts';
import { FAL_I2V_APP, FAL_T2I_APP, playFal, type FalScript } from '../testing/fal.provider.ts';
import { testStill } from '../testing/images.ts';
import {
  createFalImageToVideoEngine,
  createFalTextToImageEngine,
  falRequestUrls,
} from './fal-queue.adapter.ts';

const KEY = 'fal-key-secret-1';
let server: ProviderServer;
let dir: string;
let still: string;
let clip: Buffer;
let png: Buffer;
const waits: number[] = [];
const http = new HttpClient({ sleep: async (ms) => void waits.push(ms), random: () => 1 });
const env = (name: string) => (name === 'FAL_KEY' ? KEY : undefined);
const i2v = createFalImageToVideoEngine({ runner: ffmpegRunnerFromEnv(), http, env });
const t2i = createFalTextToImageEngine({ http, env });

beforeAll(async () => {
  server = await startProviderServer();
  dir = await mkdtemp(join(tmpdir(), 'fal-queue-test-'));
  still = join(dir, 'still.jpg');
  await writeFile(still, await testStill(320, 180, 'jpeg'));
  png = await testStill(64, 64, 'png');
  clip = await makeVideo(320, 180, 1, 24);
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  server.requests.length = 0;
  waits.length = 0;
});

const video: ImageToVideoRequest = {
  modelName: 'kling_i2v',
  imagePath: '',
  prompt: 'slow push in',
  movement: 'dolly_in',
  resolution: '480p',
  durationS: 5,
  modelConfig: {},
};

const image: TextToImageRequest = {
  modelName: 'flux_t2i',
  prompt: 'a red boat',
  negativePrompt: 'fog',
  numImages: 2,
  modelConfig: { width: 512, height: 384 },
};

interface TestJob {
  context: JobEngineContext;
  store: MemoryProviderRequestStore;
  heartbeats(): number;
}

async function job(
  config: Record<string, unknown> = {},
  options: { signal?: AbortSignal; store?: MemoryProviderRequestStore; jobId?: string } = {},
): Promise<TestJob> {
  const store = options.store ?? new MemoryProviderRequestStore();
  const jobId = options.jobId ?? 'job-1';
  let heartbeats = 0;
  const context: JobEngineContext = {
    jobId,
    signal: options.signal ?? new AbortController().signal,
    tmpDir: await mkdtemp(join(dir, 'job-')),
    heartbeat: () => void (heartbeats += 1),
    engineConfig: {
      base_url: server.url,
      app: FAL_I2V_APP,
      poll_interval_ms: 10,
      retry_base_ms: 1,
      input: { duration: '5' },
      ...config,
    },
    providerRequest: store.slot(jobId),
  };
  return { context, store, heartbeats: () => heartbeats };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Error,
  );

/** Aborts `controller` with `reason` once the fal request has been polled. */
function abortWhenPolled(controller: AbortController, reason: Error): void {
  const check = () =>
    server.requests.some((r) => r.path.endsWith('/status')) ? controller.abort(reason) : setTimeout(check, 5);
  check();
}

describe('fal-queue image to video', () => {
  it('submits with the key, follows IN_QUEUE -> IN_PROGRESS -> COMPLETED, fetches and probes the video', async () => {
    const fake = playFal(server, { file: clip });
    const { context, store, heartbeats } = await job();
    const result = await i2v.run({ ...video, imagePath: still }, context);

    const [submit] = fake.submits();
    expect(submit?.path).toBe(`/${FAL_I2V_APP}`);
    expect(submit?.headers.authorization).toBe(`Key ${KEY}`);
    expect(submit?.body).toEqual({
      duration: '5',
      prompt: 'slow push in',
      image_url: `data:image/jpeg;base64,${(await readFile(still)).toString('base64')}`,
    });
    expect(fake.polls().map((r) => r.path)).toEqual(
      Array(3).fill('/fal-ai/kling-video/requests/req-1/status'),
    );
    expect(heartbeats()).toBeGreaterThanOrEqual(2);
    expect(result.video).toMatchObject({
      codec_id: 'h264',
      width: 320,
      height: 180,
      num_frames: 24,
      file_size: clip.length,
    });
    expect(result.thumbnail).toMatchObject({ format: 'jpeg', width: 320 });
    expect(result.lastFrame).toMatchObject({ format: 'jpeg', width: 320 });
    // The request is on record (what a redelivery would resume).
    expect(store.records.get('job-1')).toMatchObject({
      state: 'submitted',
      engine: 'fal-queue',
      request: { request_id: 'req-1' },
    });
  });

  it('waits out a 429 (Retry-After) on submit and a 503 on a poll, and still submits once', async () => {
    const fake = playFal(server, { file: clip, throttleFirstSubmit: true, faultFirstPoll: true });
    await i2v.run({ ...video, imagePath: still }, (await job()).context);
    expect(fake.submits()).toHaveLength(2); // the throttled one was refused, not taken
    expect(waits[0]).toBe(1_000);
    expect(waits[1]).toBe(1); // backoff after the 503 (jitter pinned to its top)
    expect(server.requests.filter((r) => r.path.startsWith('/files/'))).toHaveLength(1);
  });

  it('fails at once with a readable message when fal refuses the input (422)', async () => {
    const fake = playFal(server, { file: clip, refuse: true });
    const { context, store } = await job();
    const error = await failureOf(i2v.run({ ...video, imagePath: still }, context));
    expect(error).toBeInstanceOf(AdapterError);
    expect(error).toMatchObject({ retryable: false, status: 422 });
    expect(error?.message).toBe(
      'fal-queue: submit: the provider answered 422: body.image_url: Unsupported image dimensions',
    );
    expect(fake.submits()).toHaveLength(1);
    expect(store.records.size).toBe(0); // refused, so nothing to resume
  });

  it('reports a model failure without the key', async () => {
    playFal(server, { file: clip, pendingPolls: 0, failWith: `NSFW content detected (key ${KEY})` });
    const error = await failureOf(i2v.run({ ...video, imagePath: still }, (await job()).context));
    expect(error).toMatchObject({ retryable: false });
    expect(error?.message).toMatch(/^fal-queue: the provider failed the request: NSFW content detected/);
    expect(error?.message).not.toContain(KEY);
  });

  it('cancels the fal request when our job is cancelled, not when the worker shuts down', async () => {
    const fake = playFal(server, { file: clip, pendingPolls: Infinity });
    const cancelled = new AbortController();
    abortWhenPolled(cancelled, new JobStopped('cancelled'));
    await expect(
      i2v.run({ ...video, imagePath: still }, (await job({}, { signal: cancelled.signal })).context),
    ).rejects.toThrow('job cancelled');
    expect(fake.cancels().map((r) => r.path)).toEqual(['/fal-ai/kling-video/requests/req-1/cancel']);
    expect(fake.cancels()[0]?.headers.authorization).toBe(`Key ${KEY}`);

    server.requests.length = 0;
    const shutdown = new AbortController();
    abortWhenPolled(shutdown, new JobStopped('shutdown'));
    await expect(
      i2v.run(
        { ...video, imagePath: still },
        (await job({}, { signal: shutdown.signal, jobId: 'job-2' })).context,
      ),
    ).rejects.toThrow('job shutdown');
    expect(fake.cancels()).toHaveLength(0);
  });

  it('resumes the recorded request on a redelivery instead of submitting again', async () => {
    const fake = playFal(server, { file: clip, pendingPolls: Infinity });
    const store = new MemoryProviderRequestStore();
    const first = new AbortController();
    abortWhenPolled(first, new JobStopped('shutdown'));
    await expect(
      i2v.run({ ...video, imagePath: still }, (await job({}, { store, signal: first.signal })).context),
    ).rejects.toThrow('job shutdown');
    expect(fake.submits()).toHaveLength(1);

    const again = playFal(server, { file: clip, pendingPolls: 1 });
    server.requests.length = 0;
    const result = await i2v.run({ ...video, imagePath: still }, (await job({}, { store })).context);
    expect(again.submits()).toHaveLength(0);
    expect(again.polls()[0]?.path).toBe('/fal-ai/kling-video/requests/req-1/status');
    expect(result.video.num_frames).toBe(24);
  });

  it('does not submit again after a submit whose outcome is unknown', async () => {
    server.handle(() => undefined); // takes the submit, never answers
    const store = new MemoryProviderRequestStore();
    const error = await failureOf(
      i2v.run({ ...video, imagePath: still }, (await job({ timeout_ms: 150 }, { store })).context),
    );
    expect(error).toMatchObject({ retryable: false, outcomeUnknown: true });
    expect(error?.message).toMatch(/whether the provider took the request is unknown/);
    expect(server.requests).toHaveLength(1);

    // A redelivery (or a worker that died during the submit) finds the submit on record: no second one.
    playFal(server, { file: clip });
    server.requests.length = 0;
    const again = await failureOf(
      i2v.run({ ...video, imagePath: still }, (await job({}, { store })).context),
    );
    expect(again?.message).toMatch(/stopped before the provider answered; it is not submitted again/);
    expect(server.requests).toHaveLength(0);
  });

  it("refuses a result file on a host that is not fal's or listed", async () => {
    playFal(server, {
      file: clip,
      pendingPolls: 0,
      fileUrl: 'http://169.254.169.254/latest/meta-data/video.mp4',
    });
    const error = await failureOf(i2v.run({ ...video, imagePath: still }, (await job()).context));
    expect(error?.message).toMatch(/points to a host that is not allowed/);
  });

  it('refuses a result that is not a video, one over the size cap, and one too long', async () => {
    playFal(server, { file: Buffer.from('<html>nope</html>'), pendingPolls: 0 });
    expect(
      (await failureOf(i2v.run({ ...video, imagePath: still }, (await job()).context)))?.message,
    ).toMatch(/not a playable video/);
    playFal(server, { file: clip, pendingPolls: 0 });
    expect(
      (
        await failureOf(
          i2v.run({ ...video, imagePath: still }, (await job({ max_video_bytes: 1_000 })).context),
        )
      )?.message,
    ).toMatch(/larger than/);
    playFal(server, { file: clip, pendingPolls: 0 });
    expect(
      (
        await failureOf(
          i2v.run({ ...video, imagePath: still }, (await job({ max_video_duration_s: 0.5 })).context),
        )
      )?.message,
    ).toMatch(/lasts 1.0 s, outside 0 to 0.5 s/);
  });

  it('keeps the key out of a provider error that echoes it', async () => {
    server.handle((_req, res) => {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ detail: `Invalid key: Key ${KEY}` }));
    });
    const error = await failureOf(i2v.run({ ...video, imagePath: still }, (await job()).context));
    expect(error?.message).toMatch(/fal-queue: submit: the provider answered 401/);
    expect(error?.message).not.toContain(KEY);
  });

  it('needs the key variable on the worker', async () => {
    const keyless = createFalImageToVideoEngine({
      runner: ffmpegRunnerFromEnv(),
      http,
      env: () => undefined,
    });
    expect(
      (await failureOf(keyless.run({ ...video, imagePath: still }, (await job()).context)))?.message,
    ).toMatch(/FAL_KEY is not set/);
  });
});

describe('fal-queue text to image', () => {
  it('sends prompt, count, size and negative prompt; stores every image as PNG', async () => {
    const script: FalScript = { file: png, pendingPolls: 1 };
    const fake = playFal(server, script);
    const result = await t2i.run(
      image,
      (await job({ app: FAL_T2I_APP, input: { num_inference_steps: 28 } })).context,
    );
    expect(fake.submits()[0]?.body).toEqual({
      num_inference_steps: 28,
      prompt: 'a red boat',
      num_images: 2,
      image_size: { width: 512, height: 384 },
      negative_prompt: 'fog',
    });
    expect(result.images).toHaveLength(2);
    for (const one of result.images) expect(one).toMatchObject({ format: 'png', width: 64, height: 64 });
  });

  it('refuses an answer with the wrong number of images, or a file that is not an image', async () => {
    playFal(server, { file: png, pendingPolls: 0, images: 1 });
    expect((await failureOf(t2i.run(image, (await job({ app: FAL_T2I_APP })).context)))?.message).toMatch(
      /returned 1 images, expected 2/,
    );
    playFal(server, { file: Buffer.from('not an image'), pendingPolls: 0 });
    expect((await failureOf(t2i.run(image, (await job({ app: FAL_T2I_APP })).context)))?.message).toMatch(
      /unusable image/,
    );
  });
});

describe('fal-queue helpers', () => {
  it("keeps fal's URLs only on the queue's origin, else builds them as the SDK does", () => {
    const config = { base_url: 'https://queue.fal.run', app: FAL_I2V_APP };
    expect(
      falRequestUrls(config, {
        request_id: 'r1',
        status_url: 'https://evil.test/steal',
        response_url: 'https://queue.fal.run/fal-ai/kling-video/requests/r1',
      }),
    ).toEqual({
      request_id: 'r1',
      status_url: 'https://queue.fal.run/fal-ai/kling-video/requests/r1/status',
      response_url: 'https://queue.fal.run/fal-ai/kling-video/requests/r1',
      cancel_url: 'https://queue.fal.run/fal-ai/kling-video/requests/r1/cancel',
    });
  });
});
