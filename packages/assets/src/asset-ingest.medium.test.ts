// Asset ingest against real object storage, real media files and a real HTTP server: what a
// service gets back, what lands in storage and under which keys, and that a refused file leaves
// no object behind.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegRunner } from '@platform/media';
import { AccountKeys, createStorage, type Storage } from '@platform/storage';
import { TEST_STORAGE_KEY_SECRET, startTestS3, type TestS3 } from '@platform/testkit';
import { createAddressPolicy } from './address-policy.ts';
import { AssetIngest } from './asset-ingest.ts';
import { AssetKeys } from './asset-keys.ts';
import { createMediaInspector } from './media.inspector.ts';
import { createObjectStore } from './object.store.ts';
import { createSafeFetcher } from './safe-fetch.ts';
import { tempScratch } from './scratch-space.ts';

const run = promisify(execFile);
const ACCOUNT = '31';
const accounts = new AccountKeys(TEST_STORAGE_KEY_SECRET);
const keys = new AssetKeys(accounts, 'listing');
let s3: TestS3;
let storage: Storage;
let server: Server;
let base: string;
let dir: string;
let ingest: AssetIngest;
const files: Record<string, Buffer> = {};

async function make(name: string, args: string[]): Promise<Buffer> {
  const path = join(dir, name);
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', ...args, path]);
  return readFile(path);
}

const stagingKey = () => keys.staging(ACCOUNT, crypto.randomUUID());

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ingest-'));
  files.wav = await make('tone.wav', [
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:sample_rate=48000:duration=1.5',
    '-ac',
    '2',
  ]);
  files.clip = await make('clip.mp4', [
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x240:rate=25:duration=2',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=44100:duration=2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
  ]);
  s3 = await startTestS3();
  storage = createStorage({
    endpoint: s3.endpoint,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: s3.region,
    bucket: s3.bucket,
  });
  await storage.ensureBucket();
  server = createServer((req, res) => {
    const body = files[(req.url ?? '/').slice(1)];
    if (!body) return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length })
      .end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.2', done));
  base = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
  ingest = new AssetIngest({
    inspector: createMediaInspector({ runner: new FfmpegRunner(), maxImagePixels: 40_000_000 }),
    objects: createObjectStore({ storage, getExpirySeconds: 60, putExpirySeconds: 60 }),
    keys,
    scratch: tempScratch('ingest-test'),
    fetcher: createSafeFetcher({
      policy: createAddressPolicy(['127.0.0.2/32']),
      timeoutMs: 10_000,
      maxRedirects: 2,
    }),
  });
}, 120_000);

afterAll(async () => {
  await new Promise((done) => server?.close(done));
  await s3?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('asset ingest', () => {
  it('measures an uploaded audio file and stores it under the asset key, leaving the staging object to the caller', async () => {
    const staged = stagingKey();
    await storage.put(staged, files.wav as Buffer, { contentType: 'application/octet-stream' });
    const stored = await ingest.fromStaging(
      { type: 'audio', accountId: ACCOUNT, assetId: 'a-1' },
      staged,
      10_000_000,
    );
    expect(stored).toMatchObject({
      fileKey: keys.assetFile(ACCOUNT, 'audio', 'a-1', 'wav'),
      thumbnailKey: null,
      lastFrameKey: null,
      contentType: 'audio/wav',
      fileSize: files.wav?.length,
      video: null,
      audio: { sampleRate: 48000, channels: 2, codecId: 'pcm_s16le' },
    });
    expect(stored.audio?.durationS).toBeCloseTo(1.5, 1);
    expect(await storage.stat(stored.fileKey)).toMatchObject({
      size: files.wav?.length,
      contentType: 'audio/wav',
    });
    expect(await storage.stat(staged)).not.toBeNull();
  });

  it('fetches a video from a URL and stores it with its stills and its sound track measured', async () => {
    const stored = await ingest.fromUrl(
      { type: 'video', accountId: ACCOUNT, assetId: 'v-1' },
      `${base}/clip`,
      10_000_000,
    );
    expect(stored).toMatchObject({
      contentType: 'video/mp4',
      width: 320,
      height: 240,
      video: { framerate: 25 },
      audio: { sampleRate: 44100 },
    });
    expect(stored.fetched.size).toBe(files.clip?.length);
    for (const key of [stored.fileKey, stored.thumbnailKey, stored.lastFrameKey])
      expect(await storage.stat(key as string)).not.toBeNull();
    await ingest.remove(stored);
    expect(await storage.removePrefix(accounts.prefix(ACCOUNT, 'listing', 'videos'))).toBe(0);
  });

  it('refuses what is not acceptable with a field error and stores nothing', async () => {
    const staged = stagingKey();
    await storage.put(staged, Buffer.from('not a picture at all'), { contentType: 'image/png' });
    await expect(
      ingest.fromStaging({ type: 'image', accountId: ACCOUNT, assetId: 'i-1' }, staged, 1_000_000),
    ).rejects.toMatchObject({ kind: 'validation', fieldErrors: { file: expect.any(Array) } });
    // A video offered as audio, a file over the limit, a missing upload, a URL to a private address.
    const video = stagingKey();
    await storage.put(video, files.clip as Buffer, { contentType: 'video/mp4' });
    await expect(
      ingest.fromStaging({ type: 'audio', accountId: ACCOUNT, assetId: 'a-2' }, video, 10_000_000),
    ).rejects.toMatchObject({ kind: 'validation' });
    await expect(
      ingest.fromStaging({ type: 'video', accountId: ACCOUNT, assetId: 'v-2' }, video, 100),
    ).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { file: [expect.stringMatching(/limit of 100 bytes/)] },
    });
    await expect(
      ingest.fromStaging({ type: 'video', accountId: ACCOUNT, assetId: 'v-3' }, stagingKey(), 100),
    ).rejects.toMatchObject({ kind: 'validation' });
    await expect(
      ingest.fromUrl(
        { type: 'video', accountId: ACCOUNT, assetId: 'v-4' },
        'http://127.0.0.1:1/clip',
        10_000_000,
      ),
    ).rejects.toMatchObject({ kind: 'validation', fieldErrors: { external_url: expect.any(Array) } });
    for (const folder of ['images', 'videos'])
      expect(await storage.removePrefix(accounts.prefix(ACCOUNT, 'listing', folder))).toBe(0);
    expect(await storage.removePrefix(accounts.prefix(ACCOUNT, 'listing', 'audio', 'a-2'))).toBe(0);
  });
});
