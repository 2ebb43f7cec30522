// Helpers for the media benchmarks: CPU pinning, steal time, process-tree memory, a photo-like
// still. Linux only (/proc, taskset), like the machines the numbers are reported from.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inputArgs, probeImage, type FfmpegRunner } from '../../packages/media/src/index.ts';
import { renderT2i } from '../../services/media-worker/src/engines/index.ts';
import { machineTicks } from './processes.ts';

const run = promisify(execFile);

/**
 * Pins this process and every thread it has (children inherit it) to one core. Returns a function
 * that restores the previous mask, or null when taskset is unavailable.
 */
export async function pinToCore(core: number): Promise<(() => Promise<void>) | null> {
  try {
    const { stdout } = await run('taskset', ['-p', String(process.pid)]);
    const mask = /:\s*([0-9a-f]+)\s*$/i.exec(stdout.trim())?.[1];
    if (!mask) return null;
    await run('taskset', ['-a', '-p', '-c', String(core), String(process.pid)]);
    return async () => {
      await run('taskset', ['-a', '-p', mask, String(process.pid)]);
    };
  } catch {
    return null;
  }
}

interface CpuTicks {
  total: number;
  steal: number;
}

async function cpuTicks(): Promise<CpuTicks> {
  const values = await machineTicks();
  return { total: values.reduce((a, b) => a + b, 0), steal: values[7] ?? 0 };
}

/** Share of CPU time the hypervisor took away while `work` ran (0..1). */
export async function withStealMeter<T>(work: () => Promise<T>): Promise<{ value: T; steal: number }> {
  const before = await cpuTicks();
  const value = await work();
  const after = await cpuTicks();
  const total = after.total - before.total;
  return { value, steal: total > 0 ? (after.steal - before.steal) / total : 0 };
}

let ticksPerSecond = 0;

/**
 * CPU seconds used so far by this process (all threads) and by its children that have exited
 * (ffmpeg runs), from /proc/self/stat.
 */
export async function cpuSeconds(): Promise<{ self: number; children: number }> {
  if (ticksPerSecond === 0) ticksPerSecond = Number((await run('getconf', ['CLK_TCK'])).stdout.trim()) || 100;
  const stat = await readFile('/proc/self/stat', 'utf8');
  // Fields after the command name: state(3) ... utime(14) stime(15) cutime(16) cstime(17).
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  const at = (field: number) => fields[field - 3] ?? 0;
  return { self: (at(14) + at(15)) / ticksPerSecond, children: (at(16) + at(17)) / ticksPerSecond };
}

/** A /proc file's text, or '' once the process has gone. */
function procText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function rssKiB(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(procText(`/proc/${pid}/status`))?.[1] ?? 0);
}

/**
 * The process's descendants, from each one's main-thread `children` file: node spawns from its
 * main thread and ffmpeg spawns nothing. Read synchronously, a sample costs a few syscalls per
 * process; the asynchronous reads of every thread's file it replaced cost 0.1-0.2 CPU-s a second
 * (more with more ffmpeg threads alive), which the media benchmarks counted as the render's.
 */
function descendants(root: number): number[] {
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift() as number;
    for (const pid of procText(`/proc/${parent}/task/${parent}/children`)
      .split(' ')
      .filter(Boolean)
      .map(Number)) {
      found.push(pid);
      queue.push(pid);
    }
  }
  return found;
}

export interface TreeRssPeak {
  /** MiB, peak of (the process + all its descendants) sampled together. */
  total: number;
  self: number;
  children: number;
  samples: number;
}

/** Samples the RSS of a process (this one by default) and its descendants (ffmpeg) until stopped. */
export function sampleTreeRss(intervalMs = 50, root = process.pid): { stop(): Promise<TreeRssPeak> } {
  const peak: TreeRssPeak = { total: 0, self: 0, children: 0, samples: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const self = rssKiB(root);
      let children = 0;
      for (const pid of descendants(root)) children += rssKiB(pid);
      peak.total = Math.max(peak.total, (self + children) / 1024);
      peak.self = Math.max(peak.self, self / 1024);
      peak.children = Math.max(peak.children, children / 1024);
      peak.samples += 1;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return peak;
    },
  };
}

export async function selfRssMiB(): Promise<number> {
  return rssKiB(process.pid) / 1024;
}

/**
 * A photo-sized JPEG (3000x2000) with film grain: the reference renderer's scene, upscaled, with
 * noise so the encoder sees texture like in a real photo.
 */
export async function photoLikeStill(
  runner: FfmpegRunner,
  dir: string,
): Promise<{ path: string; width: number; height: number }> {
  const { images } = await renderT2i(
    {
      prompt: 'a sunny valley with green hills, blue sky and a red farmhouse',
      modelName: 'zephyr_t2i',
      modelConfig: { width: 2048, height: 1368 },
      numImages: 1,
    },
    { tmpDir: dir },
  );
  const source = images[0];
  if (!source) throw new Error('no still rendered');
  const path = join(dir, 'photo.jpg');
  await runner.ffmpeg([
    ...inputArgs(source.path),
    '-vf',
    'scale=3000:2000:flags=lanczos,noise=alls=14:allf=t',
    '-q:v',
    '3',
    '-frames:v',
    '1',
    path,
  ]);
  const facts = await probeImage(path);
  return { path, width: facts.width, height: facts.height };
}
