// Per-job temp dirs are removed when a job ends, but a worker that is killed (OOM, SIGKILL) cannot
// do that. Each dir name carries the worker's pid; at start-up a worker removes the dirs of pids
// that no longer run, and dirs with its own pid that predate it (left by an earlier process with
// the same pid, as happens to PID 1 in a restarted container). Dirs of live workers stay, and so
// do those of other worker instances in this same process (tests run several).
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const JOB_DIR_PREFIX = 'media-job-';

export const jobDirPrefix = (pid = process.pid): string => `${JOB_DIR_PREFIX}${pid}-`;

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const processStartMs = (): number => Date.now() - process.uptime() * 1000;

/** Removes stale job dirs under `parent`; returns the names removed. */
export async function sweepStaleJobDirs(
  parent: string = process.env.MEDIA_TMP_DIR || tmpdir(),
  alive: (pid: number) => boolean = isAlive,
): Promise<string[]> {
  const entries = await readdir(parent, { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    const match = entry.isDirectory() ? /^media-job-(\d+)-/.exec(entry.name) : null;
    if (!match) continue;
    const pid = Number(match[1]);
    const path = join(parent, entry.name);
    if (pid === process.pid) {
      const info = await stat(path).catch(() => null);
      if (!info || info.mtimeMs >= processStartMs()) continue;
    } else if (alive(pid)) {
      continue;
    }
    await rm(path, { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}
