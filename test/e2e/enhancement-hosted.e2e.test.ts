// Hosted upscalers switched on by configuration, end to end: a catalogue file that enables the
// shipped `topaz-video` and fal (SeedVR) entries (pointed at a local Topaz and a local fal, the
// keys in the worker's environment) lists the models, and a job with each goes through the
// enhancement API, the enhancement service, the media worker and a provider that really upscales
// (ffmpeg), charged once like any job. fal gets the input through its own storage upload.
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTempDir, type TempDir } from '@platform/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideoWithTone } from '@platform/testkit/media';
import { playTopaz, type TopazFake } from '../../services/media-worker/src/testing/topaz.provider.ts';
import {
  FAL_UPSCALE_APP,
  playFal,
  type FalFake,
} from '../../services/media-worker/src/testing/fal.provider.ts';
import { startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import {
  DEFAULT_ENHANCEMENT_MODELS_PATH,
  parseEnhancementCatalogue,
} from '../../services/enhancement/src/domain/ml-model-catalogue.ts';
import { minus, serveEnhancementApi, type EnhancementApi, type Json } from './support/enhancement-api.ts';
import {
  startEnhancementFixture,
  type EnhancementFixture,
} from '../../services/enhancement/src/testing/enhancement.fixture.ts';

const SLOW = 240_000;
const KEY_VARIABLE = 'TOPAZ_API_KEY';
const TOPAZ_MODEL = 8;
const FAL_MODEL = 7;
const falKeyBefore = process.env.FAL_KEY;
let falServer: ProviderServer;
let fal: FalFake;
let provider: ProviderServer;
let fixture: EnhancementFixture;
let http: EnhancementApi;
let dir: TempDir;
let clip: string;
let topaz: TopazFake;
const keyBefore = process.env[KEY_VARIABLE];

beforeAll(async () => {
  provider = await startProviderServer();
  dir = await createTempDir({ prefix: 'enh-hosted-' });
  topaz = playTopaz(provider, { dir: dir.path });
  // What an operator does: a catalogue file with the hosted entry enabled and pointed at the
  // provider, and the key in the worker's environment.
  const shipped = JSON.parse(await readFile(DEFAULT_ENHANCEMENT_MODELS_PATH, 'utf8')) as { models: Json[] };
  falServer = await startProviderServer();
  fal = playFal(falServer, { dir: dir.path });
  for (const model of shipped.models) {
    if (model.engine === 'topaz-video')
      Object.assign(model, {
        enabled: true,
        config: { ...model.config, base_url: provider.url, poll_interval_ms: 50 },
      });
    if (model.id === FAL_MODEL) {
      expect(model.config.app).toBe(FAL_UPSCALE_APP);
      Object.assign(model, {
        enabled: true,
        config: {
          ...model.config,
          base_url: falServer.url,
          storage_url: falServer.url,
          poll_interval_ms: 50,
        },
      });
    }
  }
  process.env[KEY_VARIABLE] = 'hosted-key-1';
  process.env.FAL_KEY = 'fal-hosted-key-2';
  fixture = await startEnhancementFixture({ catalogue: parseEnhancementCatalogue(shipped) });
  http = await serveEnhancementApi(fixture);
  clip = join(dir.path, 'clip.mp4');
  await writeFile(clip, await makeVideoWithTone(320, 180, 2));
}, SLOW);

afterAll(async () => {
  if (keyBefore === undefined) delete process.env[KEY_VARIABLE];
  else process.env[KEY_VARIABLE] = keyBefore;
  if (falKeyBefore === undefined) delete process.env.FAL_KEY;
  else process.env.FAL_KEY = falKeyBefore;
  await falServer?.close();
  await http?.close();
  await fixture?.close();
  await provider?.close();
  await dir?.remove();
});

describe('the hosted enhancer, enabled by configuration', () => {
  it(
    'is listed, runs alone, and upscales a real clip through Topaz, charged once',
    { timeout: SLOW },
    async () => {
      const owner = await http.account('5');
      const models = await http.call(owner, 'GET', '/api/ml-models/');
      const hosted = models.body.results.find((model: Json) => model.name === 'Topaz Proteus 2x');
      expect(hosted).toMatchObject({ id: TOPAZ_MODEL, upscale_factor: 2 });
      const video = await http.upload(owner, clip);
      const together = await http.call(owner, 'POST', '/api/jobs/', {
        input_video: video,
        ml_models: [TOPAZ_MODEL, 1],
      });
      expect(together.status).toBe(400);
      expect(together.body.errors.ml_models).toContain('A hosted model runs alone.');

      await fixture.startWorker();
      const created = await http.call(owner, 'POST', '/api/jobs/', {
        input_video: video,
        ml_models: [TOPAZ_MODEL],
        comparison: true,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const done = await http.waitForJob(
        owner,
        created.body.id,
        (job) => ['completed', 'failed'].includes(job.status),
        SLOW - 30_000,
      );
      expect(done.status, done.error_message).toBe('completed');
      expect(done.output_video).toMatchObject({ width: 640, height: 360, n_frames: 60 });
      expect(done.output_video.quality_score).toBeGreaterThan(50);
      expect(done.output_video.preview_videos.before_video).toMatch(/^http/);
      expect(await http.balance(owner.id)).toBe(minus('5', created.body.cost_usd));

      const [create] = topaz.creates();
      expect(topaz.creates()).toHaveLength(1);
      expect(create?.headers['x-api-key']).toBe('hosted-key-1');
      expect(create?.body).toMatchObject({
        filters: [{ model: 'prob-4' }],
        source: { frameCount: 60, resolution: { width: 320, height: 180 } },
        output: { resolution: { width: 640, height: 360 } },
      });
      expect(topaz.parts()[0]?.raw.equals(await readFile(clip))).toBe(true);
    },
  );

  it(
    "upscales a real clip on fal (SeedVR), the input through fal's storage, charged once",
    { timeout: SLOW },
    async () => {
      const owner = await http.account('5');
      const video = await http.upload(owner, clip);
      await fixture.startWorker();
      const created = await http.call(owner, 'POST', '/api/jobs/', {
        input_video: video,
        ml_models: [FAL_MODEL],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const done = await http.waitForJob(
        owner,
        created.body.id,
        (job) => ['completed', 'failed'].includes(job.status),
        SLOW - 30_000,
      );
      expect(done.status, done.error_message).toBe('completed');
      expect(done.output_video).toMatchObject({ width: 640, height: 360, n_frames: 60 });
      expect(done.output_video.quality_score).toBeGreaterThan(50);
      expect(await http.balance(owner.id)).toBe(minus('5', created.body.cost_usd));
      // One submit naming the uploaded copy; the upload is the clip's own bytes.
      expect(fal.submits()).toHaveLength(1);
      expect(fal.submits()[0]?.headers.authorization).toBe('Key fal-hosted-key-2');
      expect((fal.submits()[0]?.body as { video_url: string }).video_url).toMatch(/^http/);
      expect(fal.uploads().some((upload) => upload.raw.equals(readFileSync(clip)))).toBe(true);
    },
  );
});
