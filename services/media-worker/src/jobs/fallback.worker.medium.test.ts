// A model's fallbacks through a real worker: fal down (every call a 503) hands the job to the
// Replicate model listed after it, which serves it once; a refusal of the input by fal fails the
// job without touching the fallback.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MediaWorker } from '../app.ts';
import { JetStreamProviderRequestStore } from './provider-request.store.ts';
import { playFal } from '../testing/fal.provider.ts';
import { testStill } from '../testing/images.ts';
import { playReplicate } from '../testing/replicate.provider.ts';
import { eventFor, jobPayload, openWorkerFixture, type WorkerFixture } from '../testing/worker.fixture.ts';

const run = promisify(execFile);
const SLOW = 120_000;
let fixture: WorkerFixture;
let fal: ProviderServer;
let replicate: ProviderServer;
let stillKey: string;
let clip: Buffer;
let dir: string;
const running: MediaWorker[] = [];

beforeAll(async () => {
  fixture = await openWorkerFixture();
  [fal, replicate] = await Promise.all([startProviderServer(), startProviderServer()]);
  stillKey = await fixture.uploadInput(await testStill(320, 180, 'jpeg'), 'image/jpeg');
  dir = await mkdtemp(join(tmpdir(), 'fallback-test-'));
  const clipPath = join(dir, 'clip.mp4');
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x180:rate=24:duration=1',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    clipPath,
  ]);
  clip = await readFile(clipPath);
});
afterEach(async () => {
  fal.requests.length = 0;
  replicate.requests.length = 0;
  await Promise.all(running.splice(0).map((worker) => worker.stop({ graceMs: 0 })));
});
afterAll(async () => {
  await Promise.all([fal?.close(), replicate?.close()]);
  await fixture?.close();
  await rm(dir, { recursive: true, force: true });
});

async function startWorker(): Promise<void> {
  running.push(
    await fixture.startWorker({
      env: (name) => (name === 'FAL_KEY' || name === 'REPLICATE_API_TOKEN' ? 'key-1' : undefined),
    }),
  );
}

const klingOnFal = () => ({
  base_url: fal.url,
  app: 'fal-ai/kling-video/v2.1/standard/image-to-video',
  poll_interval_ms: 20,
  retry_base_ms: 1,
  retries: 2,
});
const wanOnReplicate = () => ({
  model_name: 'wan_fast_i2v',
  engine: 'replicate',
  engine_config: {
    base_url: `${replicate.url}/v1`,
    model: 'wan-video/wan-2.2-i2v-fast',
    poll_interval_ms: 20,
    retry_base_ms: 1,
    wait_s: 0,
  },
});

describe('fallback models', () => {
  it("runs the job once on the fallback when the model's provider is down", { timeout: SLOW }, async () => {
    const down = playFal(fal, { file: clip, outage: true });
    const standIn = playReplicate(replicate, { output: '{file}', file: clip, pendingPolls: 1 });
    await startWorker();
    const job = jobPayload('image_to_video', {
      image_key: stillKey,
      engine: 'fal-queue',
      model_name: 'kling_i2v',
      engine_config: klingOnFal(),
      fallbacks: [wanOnReplicate()],
    });
    await fixture.publishJob('image_to_video', job);
    const done = await fixture.waitForEvent(eventFor(job.job_id, 'completed'));
    expect(done.event.outputs).toMatchObject({ video: { width: 320, height: 180 } });
    // fal was tried (the first submit and its retries after 503s), then Replicate once.
    expect(down.submits().length).toBeGreaterThanOrEqual(1);
    expect(standIn.creates()).toHaveLength(1);
    // Each model keeps its own provider request: the fallback's is on record beside the job's.
    const store = new JetStreamProviderRequestStore({
      js: fixture.bus.js,
      jsm: fixture.bus.jsm,
      prefix: fixture.prefix,
    });
    expect(await store.slot(`${job.job_id}#wan_fast_i2v`).read()).toMatchObject({
      state: 'submitted',
      engine: 'replicate',
    });
    expect(fixture.events.filter(eventFor(job.job_id, 'completed'))).toHaveLength(1);
  });

  it('does not fall back when the provider refuses the input', { timeout: SLOW }, async () => {
    playFal(fal, { file: clip, refuse: true });
    const standIn = playReplicate(replicate, { output: '{file}', file: clip });
    await startWorker();
    const job = jobPayload('image_to_video', {
      image_key: stillKey,
      engine: 'fal-queue',
      model_name: 'kling_i2v',
      engine_config: klingOnFal(),
      fallbacks: [wanOnReplicate()],
    });
    await fixture.publishJob('image_to_video', job);
    const failed = await fixture.waitForEvent(eventFor(job.job_id, 'failed'));
    expect(failed.event.error_message).toContain('422');
    expect(standIn.creates()).toEqual([]);
  });
});
