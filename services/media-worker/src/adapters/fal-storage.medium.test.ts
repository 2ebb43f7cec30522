// fal's storage upload against the fal fake: one PUT, or parts and a completion, as fal-js does.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpClient } from '@platform/http-client';
import { startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playFal } from '../testing/fal.provider.ts';
import { multipartUrl, uploadToFalStorage, videoDataUrl, type FalUpload } from './fal-storage.ts';

let server: ProviderServer;
let dir: string;
let file: string;
const bytes = Buffer.from(Array.from({ length: 2_500 }, (_, i) => i % 251));

beforeAll(async () => {
  server = await startProviderServer();
  dir = await mkdtemp(join(tmpdir(), 'fal-storage-test-'));
  file = join(dir, 'clip.mp4');
  await writeFile(file, bytes);
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const upload = (extra: Partial<FalUpload> = {}): FalUpload => ({
  http: new HttpClient(),
  storageUrl: server.url,
  headers: { Authorization: 'Key k-1' },
  policy: { timeoutMs: 5_000, retries: 0, retryBaseMs: 1, maxResponseBytes: 1 << 20 },
  uploadTimeoutMs: 5_000,
  expirySeconds: 3_600,
  signal: new AbortController().signal,
  ...extra,
});

describe('fal storage upload', () => {
  it('builds part and completion URLs as fal-js does', () => {
    expect(multipartUrl('https://v3.fal.media/files/upload/multipart/abc?sig=1', 3)).toBe(
      'https://v3.fal.media/files/upload/multipart/abc/3?sig=1',
    );
    expect(multipartUrl('https://v3.fal.media/files/upload/multipart/abc?sig=1', 'complete')).toBe(
      'https://v3.fal.media/files/upload/multipart/abc/complete?sig=1',
    );
  });

  it('uploads a small file in one PUT and a large one in parts, each giving a file URL that serves the bytes', async () => {
    playFal(server, { dir });
    const single = await uploadToFalStorage(upload(), file);
    expect(Buffer.from(await (await fetch(single)).arrayBuffer()).equals(bytes)).toBe(true);

    server.requests.length = 0;
    const parted = await uploadToFalStorage(
      upload({ multipart: { thresholdBytes: 1_000, partBytes: 1_000 } }),
      file,
    );
    expect(Buffer.from(await (await fetch(parted)).arrayBuffer()).equals(bytes)).toBe(true);
    expect(server.requests.map((r) => `${r.method} ${r.path.replace(/upload-\d+/, 'U')}`)).toEqual([
      'POST /storage/upload/initiate-multipart?storage_type=fal-cdn-v3',
      'PUT /multipart/U/1?sig=1',
      'PUT /multipart/U/2?sig=1',
      'PUT /multipart/U/3?sig=1',
      'POST /multipart/U/complete?sig=1',
      'GET /cdn/U',
    ]);
    expect(server.requests[4]?.body).toEqual({
      parts: [1, 2, 3].map((n) => ({ partNumber: n, etag: `etag-${n}` })),
    });
    expect(server.requests.slice(1, 4).map((r) => r.raw.length)).toEqual([1_000, 1_000, 500]);
    expect(server.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('inlines a video under the cap and refuses one over it', async () => {
    await expect(videoDataUrl(file, 10_000)).resolves.toBe(
      `data:video/mp4;base64,${bytes.toString('base64')}`,
    );
    await expect(videoDataUrl(file, 1_000)).rejects.toThrow(/too large to send inline/);
  });
});
