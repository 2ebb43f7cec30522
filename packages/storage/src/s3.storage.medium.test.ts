import { Readable } from 'node:stream';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '@platform/errors';
import { TEST_STORAGE_KEY_SECRET, startTestS3, type TestS3 } from '@platform/testkit';
import { AccountKeys } from './account-keys.ts';
import { createStorage, readAll } from './s3.storage.ts';
import type { Storage } from './storage.ts';

const keys = new AccountKeys(TEST_STORAGE_KEY_SECRET);

let s3: TestS3;
let storage: Storage;

beforeAll(async () => {
  s3 = await startTestS3();
  storage = createStorage(s3);
  await storage.ensureBucket();
});

afterAll(async () => {
  await s3?.stop();
});

const kindOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (err) {
    return err instanceof AppError ? err.kind : `not an AppError: ${String(err)}`;
  }
  return 'resolved';
};

describe('S3 storage', () => {
  it('creates the bucket once and answers pings', async () => {
    await storage.ensureBucket();
    await expect(storage.ping()).resolves.toBeUndefined();
    const missing = createStorage({ ...s3, bucket: `${s3.bucket}-missing` });
    expect(await kindOf(missing.ping())).toBe('unavailable');
    const closed = createStorage({ ...s3, endpoint: 'http://127.0.0.1:9' });
    expect(await kindOf(closed.ping())).toBe('unavailable');
  });

  it('reports a failing or unreachable endpoint as unavailable, in its own words, once', async () => {
    const failing = createServer((request, response) => {
      request.resume();
      response
        .writeHead(500, { 'content-type': 'application/xml' })
        .end('<Error><Code>InternalError</Code></Error>');
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const requests: string[] = [];
    failing.on('request', (request) => requests.push(String(request.method)));
    const warn = vi.spyOn(console, 'warn');
    try {
      const port = (failing.address() as AddressInfo).port;
      for (const endpoint of [`http://127.0.0.1:${port}`, 'http://127.0.0.1:9']) {
        const broken = createStorage({ ...s3, endpoint });
        for (const attempt of [
          () =>
            broken.put(keys.key(1, 'x', 'a.bin'), Buffer.from('a'), {
              contentType: 'application/octet-stream',
            }),
          () => broken.stat(keys.key(1, 'x', 'a.bin')),
          () => broken.getStream(keys.key(1, 'x', 'a.bin')),
        ]) {
          const failure = await attempt().then(
            () => null,
            (err: unknown) => err,
          );
          expect(failure).toBeInstanceOf(AppError);
          expect((failure as AppError).kind).toBe('unavailable');
          expect((failure as AppError).message).toBe('Object storage is unavailable.');
        }
      }
      // One request per call (no hidden retries), and nothing written past our logger.
      expect(requests).toHaveLength(3);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      await new Promise((resolve) => failing.close(resolve));
    }
  });

  it('round-trips a buffer through put, stat and getStream', async () => {
    const key = keys.key(1, 'assets', 'round-trip.png');
    const body = Buffer.from('\x89PNG fake but exact bytes \u00ff', 'latin1');
    const put = await storage.put(key, body, { contentType: 'image/png' });
    expect(put.size).toBe(body.length);

    const info = await storage.stat(key);
    expect(info).toMatchObject({ size: body.length, contentType: 'image/png', etag: put.etag });
    expect((await readAll(await storage.getStream(key))).equals(body)).toBe(true);

    expect(await storage.stat(keys.key(1, 'assets', 'nope.png'))).toBeNull();
    expect(await kindOf(storage.getStream(keys.key(1, 'assets', 'nope.png')))).toBe('not_found');
  });

  it('stores a stream of unknown length and counts its bytes', async () => {
    const key = keys.key(1, 'uploads', 'stream.bin');
    const parts = [Buffer.alloc(70_000, 1), Buffer.alloc(50_000, 2)];
    const put = await storage.put(key, Readable.from(parts), {
      contentType: 'application/octet-stream',
      maxBytes: 200_000,
    });
    expect(put.size).toBe(120_000);
    expect((await storage.stat(key))?.size).toBe(120_000);
    expect((await readAll(await storage.getStream(key))).equals(Buffer.concat(parts))).toBe(true);
  });

  it('streams large bodies in bounded multipart parts', async () => {
    const key = keys.key(1, 'uploads', 'large.bin');
    const chunk = Buffer.alloc(1024 * 1024);
    const chunks = Array.from({ length: 17 }, (_, i) => Buffer.from(chunk.fill(i)));
    const put = await storage.put(key, Readable.from(chunks), {
      contentType: 'video/mp4',
      maxBytes: 64 * 1024 * 1024,
    });
    expect(put.size).toBe(17 * 1024 * 1024);
    const stored = await readAll(await storage.getStream(key));
    expect(stored.equals(Buffer.concat(chunks))).toBe(true);

    const overKey = keys.key(1, 'uploads', 'large-over.bin');
    const over = Readable.from(Array.from({ length: 12 }, () => Buffer.alloc(1024 * 1024)));
    expect(
      await kindOf(storage.put(overKey, over, { contentType: 'video/mp4', maxBytes: 10 * 1024 * 1024 })),
    ).toBe('validation');
    expect(await storage.stat(overKey)).toBeNull();
  });

  it('refuses bodies over maxBytes and stores nothing', async () => {
    const streamKey = keys.key(1, 'uploads', 'too-big-stream.bin');
    const tooBig = Readable.from([Buffer.alloc(60_000), Buffer.alloc(60_000)]);
    expect(
      await kindOf(storage.put(streamKey, tooBig, { contentType: 'video/mp4', maxBytes: 100_000 })),
    ).toBe('validation');
    expect(await storage.stat(streamKey)).toBeNull();

    const bufferKey = keys.key(1, 'uploads', 'too-big-buffer.bin');
    expect(
      await kindOf(storage.put(bufferKey, Buffer.alloc(11), { contentType: 'video/mp4', maxBytes: 10 })),
    ).toBe('validation');
    expect(await storage.stat(bufferKey)).toBeNull();

    expect(await kindOf(storage.put(bufferKey, Buffer.alloc(1), { contentType: 'not a type' }))).toBe(
      'validation',
    );

    const lying = Readable.from([Buffer.alloc(10)]);
    expect(await kindOf(storage.put(streamKey, lying, { contentType: 'video/mp4', size: 11 }))).toBe(
      'validation',
    );
    expect(await storage.stat(streamKey)).toBeNull();
  });

  it('serves the bytes through a pre-signed GET, with an optional download name', async () => {
    const key = keys.key(2, 'renders', 'tour.mp4');
    const body = Buffer.from('pretend this is an mp4');
    await storage.put(key, body, { contentType: 'video/mp4' });

    const response = await fetch(await storage.presignGet(key));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
    expect(response.headers.get('content-type')).toBe('video/mp4');

    const url = new URL(
      await storage.presignGet(key, { downloadName: 'Maison à vendre.mp4', expiresInSeconds: 60 }),
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''Maison%20%C3%A0%20vendre.mp4`,
    );
  });

  it('defaults pre-signed URLs to 15 minutes', async () => {
    const url = new URL(await storage.presignGet(keys.key(2, 'renders', 'tour.mp4')));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
  });

  it('refuses an expired pre-signed GET', async () => {
    const key = keys.key(2, 'renders', 'old.mp4');
    await storage.put(key, Buffer.from('old'), { contentType: 'video/mp4' });
    const anHourAgo = createStorage(s3, { now: () => new Date(Date.now() - 3_600_000) });
    const response = await fetch(await anHourAgo.presignGet(key, { expiresInSeconds: 60 }));
    expect(response.status).toBe(403);
    await response.arrayBuffer();
  });

  it('accepts an upload through a pre-signed PUT with the pinned headers', async () => {
    const key = keys.key(3, 'uploads', 'photo.jpg');
    const body = Buffer.from('jpeg bytes here');
    const signed = await storage.presignPut(key, {
      contentType: 'image/jpeg',
      size: body.length,
      expiresInSeconds: 120,
    });
    expect(signed.headers).toEqual({ 'Content-Type': 'image/jpeg', 'Content-Length': String(body.length) });
    expect(new URL(signed.url).searchParams.get('X-Amz-SignedHeaders')).toBe(
      'content-length;content-type;host',
    );
    expect(signed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 100_000);

    const response = await fetch(signed.url, { method: signed.method, headers: signed.headers, body });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(await storage.stat(key)).toMatchObject({ size: body.length, contentType: 'image/jpeg' });
  });

  it('issues a POST policy that pins size range and content type, and the form upload works', async () => {
    const key = keys.key(3, 'uploads', 'form.png');
    const signed = await storage.presignPost(key, {
      contentType: 'image/png',
      maxBytes: 1024,
      expiresInSeconds: 300,
    });
    const policy = JSON.parse(Buffer.from(signed.fields.policy ?? '', 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 1024]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    expect(policy.conditions).toContainEqual(['eq', '$key', key]);
    expect(new Date(policy.expiration).getTime()).toBe(signed.expiresAt.getTime());

    const form = new FormData();
    for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
    form.append('file', new Blob([Buffer.from('png via form')], { type: 'image/png' }));
    const response = await fetch(signed.url, { method: 'POST', body: form });
    expect(response.status).toBeLessThan(300);
    await response.arrayBuffer();
    expect(await storage.stat(key)).toMatchObject({ size: 12, contentType: 'image/png' });
  });

  it('copies an object server-side with its content type, and reports a missing source', async () => {
    const source = keys.key(7, 'copy', 'source.mp4');
    await storage.put(source, Buffer.from('moving pictures'), { contentType: 'video/mp4' });
    await storage.copy(source, 'shared/0123456789abcdef0123456789abcdef/video.mp4');
    expect(await storage.stat('shared/0123456789abcdef0123456789abcdef/video.mp4')).toMatchObject({
      size: 15,
      contentType: 'video/mp4',
    });
    expect(
      (
        await readAll(await storage.getStream('shared/0123456789abcdef0123456789abcdef/video.mp4'))
      ).toString(),
    ).toBe('moving pictures');
    expect(await kindOf(storage.copy(keys.key(7, 'copy', 'missing.mp4'), 'shared/x/video.mp4'))).toBe(
      'not_found',
    );
  });

  it('removes objects idempotently and by prefix without touching neighbours', async () => {
    const key = keys.key(4, 'tmp', 'a.txt');
    await storage.put(key, Buffer.from('a'), { contentType: 'text/plain' });
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.stat(key)).toBeNull();

    for (const name of ['x.txt', 'y.txt', 'z.txt']) {
      await storage.put(keys.key(4, 'project', name), Buffer.from(name), { contentType: 'text/plain' });
    }
    await storage.put(keys.key(4, 'project', 'nested', 'deep.txt'), Buffer.from('deep'), {
      contentType: 'text/plain',
    });
    const neighbour = keys.key(40, 'project', 'keep.txt');
    await storage.put(neighbour, Buffer.from('keep'), { contentType: 'text/plain' });

    expect(await storage.removePrefix(keys.prefix(4))).toBe(4);
    expect(await storage.stat(keys.key(4, 'project', 'x.txt'))).toBeNull();
    expect(await storage.stat(keys.key(4, 'project', 'nested', 'deep.txt'))).toBeNull();
    expect(await storage.stat(neighbour)).not.toBeNull();
    expect(await storage.removePrefix(keys.prefix(4))).toBe(0);
    expect(await kindOf(storage.removePrefix(keys.prefix(4).slice(0, -1)))).toBe('validation');
  });

  it('validates keys before touching the bucket', async () => {
    expect(
      await kindOf(
        storage.put(`${keys.prefix(1)}../${keys.tag(2)}/x`, Buffer.from('x'), { contentType: 'text/plain' }),
      ),
    ).toBe('validation');
    expect(await kindOf(storage.presignGet(`/${keys.key(1, 'x')}`))).toBe('validation');
    expect(await kindOf(storage.presignGet(keys.key(1, 'x'), { expiresInSeconds: 0 }))).toBe('validation');
  });
});
