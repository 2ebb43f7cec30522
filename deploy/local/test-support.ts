// Helpers shared by this folder's tests.
import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LineSink } from './processes.ts';

/** A temporary folder that an unprivileged user (PostgreSQL's, under root) can pass through. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await chmod(dir, 0o755);
  return dir;
}

/** A sink that keeps lines in memory, per process name. */
export function memorySink(): { sink: LineSink; lines: Array<[string, string]>; of(name: string): string[] } {
  const lines: Array<[string, string]> = [];
  return {
    sink: (name, line) => lines.push([name, line]),
    lines,
    of: (name) => lines.filter(([n]) => n === name).map(([, line]) => line),
  };
}
