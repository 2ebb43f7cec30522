import { access, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTempDir, withTempDir } from './temp-dir.ts';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('temp dirs', () => {
  it('removes the directory after the work, also when the work fails', async () => {
    let kept = '';
    await expect(
      withTempDir(async (dir) => {
        kept = dir;
        await writeFile(join(dir, 'partial.mp4'), 'x');
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(kept).not.toBe('');
    expect(await exists(kept)).toBe(false);
    expect(await withTempDir(async (dir) => (await exists(dir)) && dir.includes('media-'))).toBe(true);
  });

  it('creates distinct directories and removes them idempotently', async () => {
    const [a, b] = await Promise.all([createTempDir(), createTempDir({ prefix: 'job-' })]);
    expect(a.path).not.toBe(b.path);
    expect(b.path).toMatch(/job-[^/]+$/);
    await a.remove();
    await a.remove();
    await b.remove();
    expect(await exists(a.path)).toBe(false);
  });
});
