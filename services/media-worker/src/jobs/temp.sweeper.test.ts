import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAlive, jobDirPrefix, sweepStaleJobDirs } from './temp.sweeper.ts';

let parent: string;
beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'sweeper-test-'));
});
afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('sweepStaleJobDirs', () => {
  it('removes dirs of dead workers and old dirs of this pid, and keeps live ones', async () => {
    const own = jobDirPrefix();
    await mkdir(join(parent, `${own}fresh`));
    await mkdir(join(parent, `${own}previous-life`));
    const longAgo = new Date(Date.now() - 3_600_000 - process.uptime() * 1000);
    await utimes(join(parent, `${own}previous-life`), longAgo, longAgo);
    await mkdir(join(parent, 'media-job-111-a'));
    await mkdir(join(parent, 'media-job-222-b'));
    await mkdir(join(parent, 'unrelated'));

    const removed = await sweepStaleJobDirs(parent, (pid) => pid === 222);
    expect(removed.sort()).toEqual(['media-job-111-a', `${own}previous-life`].sort());
    expect((await readdir(parent)).sort()).toEqual([`${own}fresh`, 'media-job-222-b', 'unrelated'].sort());
  });

  it('tolerates a missing parent and knows this process is alive', async () => {
    await expect(sweepStaleJobDirs(join(parent, 'nope'))).resolves.toEqual([]);
    expect(isAlive(process.pid)).toBe(true);
  });
});
