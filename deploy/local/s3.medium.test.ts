import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { AccountKeys, createStorage, readAll } from '@platform/storage';
import { TEST_STORAGE_KEY_SECRET, freePort } from '@platform/testkit';
import { startS3, type RunningS3 } from './s3.ts';
import { tempDir } from './test-support.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('startS3', () => {
  it('serves the platform bucket, lets browsers upload (CORS), and keeps objects across restarts', async () => {
    const dataDir = await tempDir('stack-s3-');
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    let s3: RunningS3 | undefined = await startS3({ dataDir, port, bucket: 'media' });
    cleanups.push(() => s3?.stop() ?? Promise.resolve());
    expect(s3.endpoint).toBe(`http://127.0.0.1:${port}`);

    const storage = createStorage(s3);
    const keys = new AccountKeys(TEST_STORAGE_KEY_SECRET);
    await storage.ping();
    await storage.put(keys.key(1, 'hello.txt'), Buffer.from('kept'), { contentType: 'text/plain' });

    const preflight = await fetch(`${s3.endpoint}/media/${keys.key(1, 'upload.png')}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    await preflight.arrayBuffer();
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');

    await s3.stop();
    await expect(fetch(s3.endpoint)).rejects.toThrow();

    s3 = await startS3({ dataDir, port, bucket: 'media' });
    const again = createStorage(s3);
    expect((await readAll(await again.getStream(keys.key(1, 'hello.txt')))).toString()).toBe('kept');
    await s3.stop();
    s3 = undefined;
  });

  it('explains a busy port', async () => {
    const dataDir = await tempDir('stack-s3-busy-');
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const first = await startS3({ dataDir, port: 0, bucket: 'media' });
    cleanups.push(() => first.stop());
    const port = Number(new URL(first.endpoint).port);
    await expect(startS3({ dataDir, port, bucket: 'media' })).rejects.toThrow(
      `port ${port} is already in use`,
    );
  });
});
