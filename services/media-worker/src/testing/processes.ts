// Finds running processes by their command line (Linux /proc), so tests can see whether an
// ffmpeg child is still alive after a cancel, without relying on tools being installed.
import { readdir, readFile } from 'node:fs/promises';

/** Pids whose command line contains `text`. */
export async function processesMatching(text: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.replaceAll('\0', ' ').includes(text)) pids.push(Number(entry));
  }
  return pids;
}
