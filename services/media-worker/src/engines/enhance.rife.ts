// The enhancement engine's main run with RIFE frame interpolation (interpolation mode `rife`):
// the enhanced frames as PNG files, rife-ncnn-vulkan making the output's frames from them, and
// their encode (enhance.args.ts: enhanceFramesArgs, encodeFramesArgs). The rest of the job (the
// detection pass, stills, score, comparison) is the engine's, as for the other modes.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MediaError, interpolateFrames, type FfmpegRunner, type RifeAvailability } from '@platform/media';
import {
  encodeFramesArgs,
  enhanceFramesArgs,
  outputSeconds,
  rangeSeconds,
  type EncoderOptions,
} from './enhance.args.ts';
import type { EnhanceInput, WeightedRuns } from './enhance.engine.ts';

/**
 * RIFE on the CPU: output frames a second at 1280x720 and 4x on one of these 2-core machines (1.75
 * at 2x, where half the frames are copies; docs/benchmarks.md, "Frame interpolation"). Progress
 * weighs its run by it, and its time limit allows three times as long, plus a minute.
 */
export const RIFE_CPU_FPS_720P = 1.2;

/** Seconds RIFE should take for `frames` output frames at this size, on the CPU. */
export const rifeSeconds = (frames: number, width: number, height: number): number =>
  (frames * Math.max(0.1, (width * height) / (1280 * 720))) / RIFE_CPU_FPS_720P;

/**
 * The main run with RIFE: the enhanced frames as PNG files, RIFE's frames from them, and their
 * encode with grain and the audio. Each set of frames is removed as soon as it has been read, so
 * the job's disk holds at most the two sets (the creation's frame budget bounds them).
 */
export async function interpolateWithRife(
  deps: { runner: FfmpegRunner; rife: RifeAvailability; encoder: EncoderOptions },
  input: EnhanceInput,
  paths: { transformsPath: string | null; statsPath: string; videoPath: string; tmpDir: string },
  runs: WeightedRuns,
  weights: { main: number; rife: number },
  signal: AbortSignal | undefined,
): Promise<void> {
  const { spec } = input;
  if (!deps.rife.available)
    throw new MediaError(
      'unavailable',
      `RIFE interpolation is unavailable on this worker: ${deps.rife.reason}.`,
    );
  const enhancedDir = join(paths.tmpDir, 'frames-enhanced');
  const interpolatedDir = join(paths.tmpDir, 'frames-interpolated');
  await mkdir(enhancedDir);
  await mkdir(interpolatedDir);
  await runs.run(
    enhanceFramesArgs(input.inputPath, spec, enhancedDir, {
      transformsPath: paths.transformsPath,
      statsPath: paths.statsPath,
    }),
    weights.main / 2,
    rangeSeconds(spec),
  );
  await interpolateFrames(deps.runner, deps.rife.tool, {
    inDir: enhancedDir,
    outDir: interpolatedDir,
    frames: spec.outFrames,
    signal,
    timeoutMs: Math.round((60 + 3 * rifeSeconds(spec.outFrames, spec.outWidth, spec.outHeight)) * 1000),
    onProgress: (fraction) => runs.report(weights.rife, fraction),
  });
  runs.finish(weights.rife);
  await rm(enhancedDir, { recursive: true, force: true });
  await runs.run(
    encodeFramesArgs(interpolatedDir, input.inputPath, spec, paths.videoPath, deps.encoder),
    weights.main / 2,
    outputSeconds(spec),
  );
  await rm(interpolatedDir, { recursive: true, force: true });
}
