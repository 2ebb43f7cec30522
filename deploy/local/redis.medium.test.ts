import { rm } from 'node:fs/promises';
import { readdir } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@platform/testkit';
import { redisAnswers, startRedis } from './redis.ts';
import { memorySink, tempDir } from './test-support.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('startRedis', () => {
  it('starts on its port without persistence, and stops', async () => {
    const dataDir = await tempDir('stack-redis-');
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const redis = await startRedis({ dataDir, port, sink: memorySink().sink });
    cleanups.push(() => redis.stop());
    expect(redis.url).toBe(`redis://127.0.0.1:${port}`);
    expect(await redisAnswers(port)).toBe(true);
    await redis.stop();
    expect(redis.process.running).toBe(false);
    expect(await redisAnswers(port)).toBe(false);
    // Nothing was written to keep: no dump.rdb, no appendonly folder.
    expect(await readdir(dataDir)).toEqual([]);
    await expect(
      startRedis({
        dataDir,
        port: await freePort(),
        sink: memorySink().sink,
        binary: '/nonexistent/redis-server',
        readyTimeoutMs: 2_000,
      }),
    ).rejects.toThrow();
  });
});
