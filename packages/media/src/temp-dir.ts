// A private scratch directory per job, removed afterwards whatever happened, so a failed or
// cancelled render leaves nothing behind on the worker's disk.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TempDir {
  readonly path: string;
  /** Removes the directory and everything in it; safe to call twice. */
  remove(): Promise<void>;
}

export interface TempDirOptions {
  /** Directory to create it in: `MEDIA_TMP_DIR`, else the OS temp dir. */
  parent?: string;
  prefix?: string;
}

export async function createTempDir(options: TempDirOptions = {}): Promise<TempDir> {
  const parent = options.parent ?? (process.env.MEDIA_TMP_DIR || tmpdir());
  const path = await mkdtemp(join(parent, options.prefix ?? 'media-'));
  return { path, remove: () => rm(path, { recursive: true, force: true, maxRetries: 3 }) };
}

/** Runs `work` with a fresh temp dir and removes the dir when `work` settles. */
export async function withTempDir<T>(
  work: (dir: string) => Promise<T>,
  options: TempDirOptions = {},
): Promise<T> {
  const dir = await createTempDir(options);
  try {
    return await work(dir.path);
  } finally {
    await dir.remove();
  }
}
