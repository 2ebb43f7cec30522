// One file over 300 lines: one suite sharing one running gateway, enhancement service, database and storage.
// The enhancement routes in the real gateway pipeline against the real enhancement service,
// database, object storage and ffmpeg (billing is a stand-in that only authenticates): uploads
// and their refusals, paging, the quote, error shapes.
import { AppError } from '@platform/errors';
import { loadEnhancementCatalogue, withAvailability } from './domain/ml-model-catalogue.ts';
import { startEnhancementFixture, type EnhancementFixture } from './testing/enhancement.fixture.ts';
import { createLogger } from '@platform/logging';
import { createTempDir, ffmpegRunnerFromEnv, type TempDir } from '@platform/media';
import { createStorage, type Storage } from '@platform/storage';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../gateway/src/app.ts';
import type { BillingClient } from '../../gateway/src/clients/billing.client.ts';
import { createEnhancementClient } from '../../gateway/src/clients/enhancement.client.ts';
import { loadGatewayConfig } from '../../gateway/src/config.ts';
import { serveGateway, type ServedGateway } from '../../gateway/src/testing/http-server.ts';
import { enhancementRoutes } from '../../gateway/src/routes/enhancement/index.ts';

const KEYS: Record<string, string> = { 'key-seven': '7', 'key-eight': '8' };
const billing = {
  async AuthenticateApiKey({ api_key }: { api_key: string }) {
    const id = KEYS[api_key];
    if (!id) throw new AppError('unauthenticated', 'Invalid API key.');
    return {
      account: { id, email: `${id}@example.com`, status: 'ACCOUNT_STATUS_ACTIVE', created_at: '' },
      key_prefix: 'k',
    };
  },
  close() {},
} as unknown as BillingClient;

let fixture: EnhancementFixture;
let served: ServedGateway;
let videoId: number;
let dir: TempDir;
/** Every key the gateway wrote to storage (its staging keys). */
const gatewayPuts: string[] = [];
const runner = ffmpegRunnerFromEnv();

beforeAll(async () => {
  // This deployment cannot run RIFE (as when its binary does not start).
  fixture = await startEnhancementFixture({
    catalogue: withAvailability(loadEnhancementCatalogue(), {
      available: false,
      reason: 'rife-ncnn-vulkan does not start here',
    }),
  });
  videoId = (await fixture.addInputVideo('7')).id;
  dir = await createTempDir({ prefix: 'enh-gw-' });
  const client = createEnhancementClient(fixture.handle.address, { deadlineMs: 20_000 });
  const config = loadGatewayConfig({ NODE_ENV: 'test', JWT_SECRET: 's'.repeat(32), LOG_LEVEL: 'silent' });
  const real = createStorage(fixture.s3);
  const storage: Storage = Object.assign(Object.create(real) as Storage, {
    put: (key: string, body: Parameters<Storage['put']>[1], options: Parameters<Storage['put']>[2]) => {
      gatewayPuts.push(key);
      return real.put(key, body, options);
    },
  });
  const uploads = {
    storage,
    keys: fixture.keys,
    maxVideoBytes: 5 * 1024 * 1024,
    bodyLimitBytes: 1024 * 1024,
    mediaDeadlineMs: 120_000,
  };
  const gateway = createGateway({
    config,
    logger: createLogger('gateway-test', 'silent'),
    billing,
    routes: () => enhancementRoutes({ enhancement: client, uploads }),
  });
  served = await serveGateway(gateway);
}, 120_000);

afterAll(async () => {
  await served?.close();
  await fixture?.close();
  await dir?.remove();
});

const as = (key: string) => ({ Authorization: `Token ${key}` });
const estimate = (key: string, body: unknown) =>
  fetch(`${served.url}/api/jobs/estimate/`, {
    method: 'POST',
    headers: { ...as(key), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('enhancement routes', () => {
  it('pages the models with integer ids', async () => {
    const response = await fetch(`${served.url}/api/ml-models/?limit=2&offset=1`, {
      headers: as('key-seven'),
    });
    expect(response.status).toBe(200);
    const page = (await response.json()) as {
      count: number;
      next: string;
      previous: string;
      results: { id: number; name: string }[];
    };
    expect(page.count).toBe(7);
    expect(page.results.map((model) => [model.id, model.name])).toEqual([
      [2, 'Upscale 4x'],
      [3, 'Detail restore'],
    ]);
    expect(page.next).toMatch(/limit=2&offset=3/);
    expect(page.previous).toMatch(/limit=2/);
    expect((await fetch(`${served.url}/api/ml-models/`)).status).toBe(401);
  });

  it('lists a model this deployment cannot run as unavailable, and refuses it', async () => {
    const response = await fetch(`${served.url}/api/ml-models/?limit=50`, { headers: as('key-seven') });
    const page = (await response.json()) as { results: Record<string, unknown>[] };
    expect(page.results.find((model) => model.id === 9)).toMatchObject({
      name: 'RIFE interpolation',
      available: false,
      unavailable_reason: 'rife-ncnn-vulkan does not start here',
    });
    expect(page.results.find((model) => model.id === 5)).toMatchObject({
      available: true,
      unavailable_reason: null,
    });
    const refused = await estimate('key-seven', { input_video: videoId, ml_models: [9] });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: {
        ml_models: [
          '"RIFE interpolation" is unavailable on this deployment: rife-ncnn-vulkan does not start here.',
        ],
      },
    });
    // A frame-rate boost without a model falls back to minterpolate: quoted, not refused.
    const boosted = await estimate('key-seven', {
      input_video: videoId,
      ml_models: [1],
      fps_interpolation_factor: 2,
    });
    expect(boosted.status).toBe(200);
  });

  it('quotes a job in credits with 4 decimals, and form bodies too', async () => {
    const response = await estimate('key-seven', {
      input_video: videoId,
      ml_models: [1],
      sharpen_strength: 50,
      grain: 10,
    });
    expect(response.status).toBe(200);
    const quote = (await response.json()) as { cost_usd: string; eta_s: number };
    expect(quote.cost_usd).toBe('0.1000');
    expect(Number.isInteger(quote.eta_s) && quote.eta_s > 0).toBe(true);
    const form = await fetch(`${served.url}/api/jobs/estimate/`, {
      method: 'POST',
      headers: { ...as('key-seven'), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `input_video=${videoId}&ml_models=1&sharpen_strength=50&preview=true`,
    });
    expect(form.status).toBe(200);
    expect(((await form.json()) as { cost_usd: string }).cost_usd).toBe('0.0500');
  });

  it('answers bad settings with 400 field errors, and another account video with 404', async () => {
    const bad = await estimate('key-seven', {
      input_video: videoId,
      ml_models: [1],
      grain: 101,
      playback_speed: 'fast',
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { detail: string; error_id: string; errors: Record<string, string[]> };
    expect(body.errors).toEqual({ playback_speed: ['A valid number is required.'] });
    const range = (await (
      await estimate('key-seven', { input_video: videoId, ml_models: [1], grain: 101 })
    ).json()) as { errors: Record<string, string[]> };
    expect(range.errors).toEqual({ grain: ['Ensure this value is between 0 and 100.'] });
    const missing = (await (await estimate('key-seven', {})).json()) as { errors: Record<string, string[]> };
    expect(Object.keys(missing.errors).sort()).toEqual(['input_video', 'ml_models']);
    const foreign = await estimate('key-eight', { input_video: videoId, ml_models: [1] });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ detail: 'Not found.' });
  });

  it(
    'uploads a real clip, measures it into the input_video shape, lists, reads and deletes it',
    { timeout: 120_000 },
    async () => {
      const clip = join(dir.path, 'clip.mp4');
      await runner.ffmpeg([
        '-f',
        'lavfi',
        '-protocol_whitelist',
        'file,pipe',
        '-i',
        'testsrc2=size=320x180:rate=25:duration=2',
        '-f',
        'lavfi',
        '-protocol_whitelist',
        'file,pipe',
        '-i',
        'sine=frequency=440:duration=2',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-shortest',
        clip,
      ]);
      const form = new FormData();
      form.append('file', new Blob([await readFile(clip)], { type: 'video/mp4' }), 'holiday.mp4');
      const created = await fetch(`${served.url}/api/videos/`, {
        method: 'POST',
        headers: as('key-eight'),
        body: form,
      });
      expect(created.status).toBe(201);
      const video = (await created.json()) as Record<string, unknown>;
      expect(video).toMatchObject({
        name: 'holiday.mp4',
        width: 320,
        height: 180,
        n_frames: 50,
        framerate: 25,
        owner: '8@example.com',
        codec_id: 'h264',
        bit_depth: 8,
        chroma_subsampling: '4:2:0',
        external_url: null,
      });
      expect(typeof video.id).toBe('number');
      const file = await fetch(video.file as string);
      expect(file.status).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBe(video.size);
      expect((await fetch(video.thumbnail as string)).status).toBe(200);

      const page = (await (
        await fetch(`${served.url}/api/videos/`, { headers: as('key-eight') })
      ).json()) as { count: number; results: { id: number }[] };
      expect(page.results.map((entry) => entry.id)).toEqual([video.id]);
      expect(
        (await fetch(`${served.url}/api/videos/${String(video.id)}/`, { headers: as('key-seven') })).status,
      ).toBe(404);
      expect(
        (await fetch(`${served.url}/api/videos/${String(video.id)}/`, { headers: as('key-eight') })).status,
      ).toBe(200);
      expect(
        (
          await fetch(`${served.url}/api/videos/${String(video.id)}/`, {
            method: 'DELETE',
            headers: as('key-seven'),
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await fetch(`${served.url}/api/videos/${String(video.id)}/`, {
            method: 'DELETE',
            headers: as('key-eight'),
          })
        ).status,
      ).toBe(204);
      expect(
        (await fetch(`${served.url}/api/videos/${String(video.id)}/`, { headers: as('key-eight') })).status,
      ).toBe(404);
      expect((await fetch(video.file as string)).status).toBe(404);
    },
  );

  it(
    "stages an upload in enhancement's own staging folder, which the service takes over and empties",
    { timeout: 120_000 },
    async () => {
      const clip = join(dir.path, 'staged.mp4');
      await runner.ffmpeg([
        '-f',
        'lavfi',
        '-protocol_whitelist',
        'file,pipe',
        '-i',
        'testsrc2=size=160x90:rate=10:duration=1',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        clip,
      ]);
      gatewayPuts.length = 0;
      const form = new FormData();
      form.append('file', new Blob([await readFile(clip)], { type: 'video/mp4' }), 'staged.mp4');
      const created = await fetch(`${served.url}/api/videos/`, {
        method: 'POST',
        headers: as('key-seven'),
        body: form,
      });
      expect(created.status).toBe(201);
      expect(gatewayPuts).toHaveLength(1);
      expect(gatewayPuts[0]?.startsWith(fixture.keys.prefix('7', 'enhancement', 'staging'))).toBe(true);
      // Taken over: the staged object is gone, and nothing was staged in studio's folder.
      expect(await fixture.storage.stat(gatewayPuts[0] as string)).toBeNull();
      expect(await fixture.storage.removePrefix(fixture.keys.prefix('7', 'studio'))).toBe(0);
      await fixture.client.DeleteInputVideo({
        account_id: '7',
        id: ((await created.json()) as { id: number }).id,
      });
    },
  );

  it("refuses a staging key outside enhancement's staging folder, leaving that object alone", async () => {
    const foreign = fixture.keys.key('7', 'studio', 'staging', 'a-studio-upload');
    await fixture.storage.put(foreign, Buffer.from('studio bytes'), { contentType: 'video/mp4' });
    await expect(
      fixture.client.RegisterVideoUpload({
        account_id: '7',
        owner_email: '7@example.com',
        staging_key: foreign,
        name: 'x.mp4',
      }),
    ).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { file: ['No file was uploaded.'] },
    });
    expect(await fixture.storage.stat(foreign)).not.toBeNull();
    await fixture.storage.remove(foreign);
  });

  it(
    'refuses HLS and concat playlists pointing at local files, AVI and non-video with 400, storing nothing',
    { timeout: 120_000 },
    async () => {
      const secret = join(dir.path, 'secret.mp4');
      await writeFile(secret, 'not for you');
      const avi = join(dir.path, 'clip.avi');
      await runner.ffmpeg([
        '-f',
        'lavfi',
        '-protocol_whitelist',
        'file,pipe',
        '-i',
        'testsrc2=size=160x90:rate=10:duration=1',
        '-c:v',
        'mjpeg',
        avi,
      ]);
      const hostile: [string, Buffer][] = [
        [
          'playlist.mp4',
          Buffer.from(`#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nfile://${secret}\n#EXT-X-ENDLIST\n`),
        ],
        ['concat.mp4', Buffer.from(`ffconcat version 1.0\nfile '${secret}'\n`)],
        ['clip.mp4', await readFile(avi)],
        ['notes.mp4', Buffer.from('just some text, not a video at all')],
      ];
      for (const [name, bytes] of hostile) {
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'video/mp4' }), name);
        const response = await fetch(`${served.url}/api/videos/`, {
          method: 'POST',
          headers: as('key-seven'),
          body: form,
        });
        expect(response.status, name).toBe(400);
        const body = (await response.json()) as { errors: Record<string, string[]> };
        expect(Object.keys(body.errors), name).toEqual(['file']);
      }
      const page = (await (
        await fetch(`${served.url}/api/videos/`, { headers: as('key-seven') })
      ).json()) as { results: { name: string }[] };
      expect(page.results.map((entry) => entry.name)).toEqual(['clip.mp4']);
      // Nothing was stored for the account, and every staged upload was removed.
      expect(await fixture.storage.removePrefix(fixture.keys.prefix('7', 'enhancement'))).toBe(0);
      expect(await fixture.storage.removePrefix(fixture.keys.prefix('7', 'studio'))).toBe(0);
    },
  );

  it('refuses an external URL to a private address', async () => {
    const response = await fetch(`${served.url}/api/videos/`, {
      method: 'POST',
      headers: { ...as('key-seven'), 'Content-Type': 'application/json' },
      body: JSON.stringify({ external_url: 'http://127.0.0.1:9/x.mp4' }),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { errors: Record<string, string[]> }).errors)).toEqual([
      'external_url',
    ]);
  });
});
