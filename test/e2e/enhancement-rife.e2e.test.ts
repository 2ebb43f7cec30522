// RIFE frame interpolation end to end: the model in the catalogue and the estimate, its frame
// budget refused at creation, a real clip doubled to 60 fps by the media worker (progress events,
// charged once, a video a player opens with the frames and sound asked for), and a cancel while
// RIFE runs that stops it and releases the credits.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTempDir, ffmpegRunnerFromEnv, probeMedia, type TempDir } from '@platform/media';
import { makeVideoWithTone } from '@platform/testkit/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startEnhancementFixture,
  type EnhancementFixture,
} from '../../services/enhancement/src/testing/enhancement.fixture.ts';
import { minus, serveEnhancementApi, type EnhancementApi, type Json } from './support/enhancement-api.ts';

const SLOW = 240_000;
const RIFE = 9;
const runner = ffmpegRunnerFromEnv();
let fixture: EnhancementFixture;
let http: EnhancementApi;
let dir: TempDir;
let clip: string;

beforeAll(async () => {
  fixture = await startEnhancementFixture();
  dir = await createTempDir({ prefix: 'enh-rife-' });
  clip = join(dir.path, 'clip.mp4');
  // 2 s at 30 fps (60 frames) of a moving pattern with a tone.
  await writeFile(clip, await makeVideoWithTone(320, 180, 2));
  http = await serveEnhancementApi(fixture);
  await fixture.startWorker();
}, SLOW);

afterAll(async () => {
  await http?.close();
  await fixture?.close();
  await dir?.remove();
});

describe('RIFE interpolation jobs', () => {
  it('lists the model as available, quotes it, and refuses a range over its frame budget', async () => {
    const owner = await http.account('5');
    const models = await http.call(owner, 'GET', '/api/ml-models/?limit=50');
    expect(models.body.results.find((model: Json) => model.id === RIFE)).toMatchObject({
      name: 'RIFE interpolation',
      fps_boost_factor: 2,
      max_resolution: 1280,
      available: true,
      unavailable_reason: null,
    });
    const video = await http.upload(owner, clip);
    const estimate = await http.call(owner, 'POST', '/api/jobs/estimate/', {
      input_video: video,
      ml_models: [RIFE],
    });
    expect(estimate.status).toBe(200);
    // 2 s x 0.0100 x weight 20, at tier 1.
    expect(estimate.body.cost_usd).toBe('0.4000');
    // RIFE: 120 frames at 320x180 (3 % of 1080p) at 0.6 a second there, plus the overhead.
    expect(estimate.body.eta_s).toBeGreaterThanOrEqual(7);
    // x8 of 60 frames is 480 at 120 fps: within 600. A 4x boost of a longer clip is not.
    const long = join(dir.path, 'long.mp4');
    await writeFile(long, await makeVideoWithTone(320, 180, 6));
    const longVideo = await http.upload(owner, long);
    const refused = await http.call(owner, 'POST', '/api/jobs/', {
      input_video: longVideo,
      ml_models: [RIFE],
      fps_interpolation_factor: 4,
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.errors.end_frame[0]).toMatch(/^"RIFE interpolation" makes at most 600 output frames/);
    expect((await http.call(owner, 'GET', '/api/jobs/')).body.count).toBe(0);
    expect(await http.balance(owner.id)).toBe('5.0000');
  });

  it('doubles a clip to 60 fps with progress events, charged its quote once', { timeout: SLOW }, async () => {
    const owner = await http.account('5');
    const video = await http.upload(owner, clip);
    const created = await http.call(owner, 'POST', '/api/jobs/', { input_video: video, ml_models: [RIFE] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const quote = created.body.cost_usd as string;
    const done = await http.waitForJob(
      owner,
      created.body.id,
      (job) => !['queued', 'processing'].includes(job.status),
      SLOW - 20_000,
    );
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'completed', cost_usd: quote, eta_s: 0 });
    expect(done.output_video).toMatchObject({ width: 320, height: 180, n_frames: 120, framerate: 60 });
    expect(await http.balance(owner.id)).toBe(minus('5', quote));
    const path = join(dir.path, `rife-${done.id}.mp4`);
    await writeFile(path, Buffer.from(await (await fetch(done.output_video.file)).arrayBuffer()));
    const facts = await probeMedia(runner, path);
    expect(facts.video).toMatchObject({ num_frames: 120, framerate: 60 });
    expect(facts.audio?.duration_s).toBeCloseTo(2, 1);
    const progress = (await fixture.jobEvents(done.id)).filter((event) => event.type === 'job.progress');
    expect(progress.length).toBeGreaterThan(0);
    for (const event of progress) expect(event.data.job.processing_progress).toBeGreaterThan(0);
  });

  it(
    'cancels a job while RIFE runs: the worker stops and the credits come back',
    { timeout: SLOW },
    async () => {
      const owner = await http.account('5');
      const video = await http.upload(owner, clip);
      // x8: 480 frames, long enough to be caught running.
      const created = await http.call(owner, 'POST', '/api/jobs/', {
        input_video: video,
        ml_models: [RIFE],
        fps_interpolation_factor: 8,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(await http.balance(owner.id)).toBe(minus('5', created.body.cost_usd));
      const running = await http.waitForJob(
        owner,
        created.body.id,
        (job) => job.status !== 'queued' && job.processing_progress >= 10,
        SLOW - 60_000,
      );
      expect(running.status).toBe('processing');
      const cancelled = await http.call(owner, 'POST', `/api/jobs/${created.body.id}/cancel/`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', cost_usd: '0.0000' });
      expect(await http.balance(owner.id)).toBe('5.0000');
      // The worker's RIFE process is gone within a few seconds.
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && (await rifeProcesses()) > 0)
        await new Promise((r) => setTimeout(r, 200));
      expect(await rifeProcesses()).toBe(0);
    },
  );
});

/** rife-ncnn-vulkan processes running on this machine. */
async function rifeProcesses(): Promise<number> {
  let count = 0;
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const name = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
    if (name.startsWith('rife-ncnn')) count += 1;
  }
  return count;
}
