// The built-in enhancement engine: ffmpeg filters over a local input video (see enhance.args.ts
// for the runs). Every fact it reports is measured from the written files, and progress moves
// from 0 to 1 across the runs in proportion to the work each does.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { EnhancementJob } from '@platform/jobs';
import {
  MediaError,
  extractFrame,
  probeImage,
  probeVideo,
  type FfmpegRunner,
  type RifeAvailability,
  type VideoFacts,
} from '@platform/media';
import {
  DEFAULT_ENHANCE_ENCODER,
  beforeClipArgs,
  enhanceArgs,
  outputSeconds,
  parseSsimStats,
  qualityArgs,
  rangeSeconds,
  sideBySideArgs,
  vidstabDetectArgs,
  type EncoderOptions,
  type EnhanceSpec,
} from './enhance.args.ts';
import { checkAborted, type EngineContext, type OutputImage } from './engine.types.ts';
import { interpolateWithRife, rifeSeconds } from './enhance.rife.ts';

export interface EnhanceInput {
  inputPath: string;
  spec: EnhanceSpec;
  comparison: boolean;
}

export type LocalVideo = { path: string } & VideoFacts;

export interface EnhanceResult {
  video: LocalVideo;
  thumbnail: OutputImage;
  lastFrame: OutputImage;
  /** SSIM x 100 of the enhanced frames, scaled back to the input's size, against the input over the processed range. */
  qualityScore: number;
  comparison: { before: LocalVideo; sideBySide: LocalVideo } | null;
}

export type EnhanceEngine = (input: EnhanceInput, context: EngineContext) => Promise<EnhanceResult>;

/** Relative cost of each run, in seconds of output-sized video processed (for progress). */
function stageWeights(input: EnhanceInput): {
  detect: number;
  main: number;
  rife: number;
  comparison: number;
} {
  const { spec } = input;
  const outScale = Math.max(0.1, (spec.outWidth * spec.outHeight) / (1920 * 1080));
  const inScale = Math.max(0.1, (spec.input.width * spec.input.height) / (1920 * 1080));
  const interpolation = spec.interpolate?.mode === 'mci' ? 15 : 1;
  // In seconds of 1080p encoding (about a third of real time here) like the others.
  const rife =
    spec.interpolate?.mode === 'rife' ? rifeSeconds(spec.outFrames, spec.outWidth, spec.outHeight) / 3 : 0;
  return {
    detect: spec.stabilizationSmoothing > 0 ? rangeSeconds(spec) * inScale : 0,
    // The main run also scores the quality (at the input's size).
    main: outputSeconds(spec) * outScale * 2 * interpolation + rangeSeconds(spec) * inScale * 0.2,
    rife,
    comparison: input.comparison ? outputSeconds(spec) * outScale * 1.5 : 0,
  };
}

async function still(
  runner: FfmpegRunner,
  video: string,
  position: 'first' | 'last',
  path: string,
  signal?: AbortSignal,
): Promise<OutputImage> {
  await extractFrame(runner, video, position, path, { signal });
  const facts = await probeImage(path);
  return { path, width: facts.width, height: facts.height, format: facts.format, file_size: facts.file_size };
}

/**
 * The main run must produce the frames the plan (made from the measured input) asks for. ffmpeg
 * does not fail on an input that is damaged or changes its picture size mid-stream: it drops the
 * undecodable frames or restarts its filters (and their frame range), and ends "successfully" with
 * a short video. That is a failed job (refunded), not a result. A frame or two of slack (2 % on
 * long runs) allows for rounding at rate and speed changes.
 */
export const shortOfPlannedFrames = (produced: number, planned: number): boolean =>
  produced < planned - Math.max(2, Math.round(planned * 0.02));

export function assertPlannedFrames(produced: number, planned: number): void {
  if (shortOfPlannedFrames(produced, planned)) {
    throw new MediaError(
      'invalid_input',
      `The input video could not be enhanced: only ${produced} of its ${planned} frames could be processed (is the file damaged, or does its picture size change mid-stream?).`,
    );
  }
}

/** Runs ffmpeg passes whose progress adds up, by weight, to one 0..1 that never goes back. */
export class WeightedRuns {
  readonly #runner: FfmpegRunner;
  readonly #signal: AbortSignal | undefined;
  readonly #total: number;
  readonly #onProgress: ((fraction: number) => void) | undefined;
  #done = 0;
  #reported = 0;

  constructor(options: {
    runner: FfmpegRunner;
    signal?: AbortSignal;
    total: number;
    onProgress?: (fraction: number) => void;
    start?: number;
  }) {
    this.#runner = options.runner;
    this.#signal = options.signal;
    this.#total = Math.max(options.total, 1e-9);
    this.#onProgress = options.onProgress;
    this.#done = (options.start ?? 0) * this.#total;
  }

  /** Counts a stage as done: a run's, or one that ran outside `run` and reported through `report`. */
  finish(weight: number): void {
    this.#done += weight;
    this.report(0, 0);
  }

  report(stage: number, fraction: number): void {
    const value = Math.min(1, (this.#done + stage * Math.min(1, Math.max(0, fraction))) / this.#total);
    if (value > this.#reported) {
      this.#reported = value;
      this.#onProgress?.(value);
    }
  }

  async run(args: string[], weight: number, expectedDurationS: number): Promise<void> {
    checkAborted(this.#signal);
    await this.#runner.ffmpeg(args, {
      signal: this.#signal,
      expectedDurationS,
      onProgress: (progress) => this.report(weight, progress.fraction ?? 0),
    });
    this.finish(weight);
  }
}

/**
 * Everything after the enhanced video exists (made by the main run, or by a hosted enhancer): it is
 * measured and must have the planned frames, its stills are taken, its quality is scored (from the
 * main run's stats, or by a run of its own) and, with comparison, the before and side-by-side
 * clips are made.
 */
export async function finishEnhancement(
  deps: { runner: FfmpegRunner; encoder?: EncoderOptions },
  input: EnhanceInput & { videoPath: string; statsPath: string | null },
  context: {
    signal?: AbortSignal;
    tmpDir: string;
    runs: WeightedRuns;
    weights: { quality: number; comparison: number };
  },
): Promise<EnhanceResult> {
  const { spec, videoPath } = input;
  const { signal, tmpDir, runs, weights } = context;
  const encoder = deps.encoder ?? DEFAULT_ENHANCE_ENCODER;
  if ((await stat(videoPath)).size === 0)
    throw new MediaError('failed', 'The enhancement wrote an empty video.');
  const video: LocalVideo = { path: videoPath, ...(await probeVideo(deps.runner, videoPath, { signal })) };
  assertPlannedFrames(video.num_frames, spec.outFrames);
  const thumbnail = await still(deps.runner, videoPath, 'first', join(tmpDir, 'thumbnail.jpg'), signal);
  const lastFrame = await still(deps.runner, videoPath, 'last', join(tmpDir, 'last-frame.jpg'), signal);

  let statsPath = input.statsPath;
  if (statsPath === null) {
    statsPath = join(tmpDir, 'ssim.log');
    await runs.run(
      qualityArgs(input.inputPath, videoPath, spec, statsPath),
      weights.quality,
      rangeSeconds(spec),
    );
  }
  const qualityScore = parseSsimStats(await readFile(statsPath, 'utf8').catch(() => ''));
  if (qualityScore === null) throw new MediaError('failed', 'The quality measurement compared no frames.');

  let comparison: EnhanceResult['comparison'] = null;
  if (input.comparison) {
    const beforePath = join(tmpDir, 'before.mp4');
    const sidePath = join(tmpDir, 'side-by-side.mp4');
    await runs.run(
      beforeClipArgs(input.inputPath, spec, beforePath, encoder),
      weights.comparison / 2,
      outputSeconds(spec),
    );
    await runs.run(
      sideBySideArgs(beforePath, videoPath, spec, sidePath, encoder),
      weights.comparison / 2,
      outputSeconds(spec),
    );
    comparison = {
      before: { path: beforePath, ...(await probeVideo(deps.runner, beforePath, { signal })) },
      sideBySide: { path: sidePath, ...(await probeVideo(deps.runner, sidePath, { signal })) },
    };
  }
  runs.report(0, 0);
  return { video, thumbnail, lastFrame, qualityScore, comparison };
}

export function createEnhanceEngine(deps: {
  runner: FfmpegRunner;
  encoder?: EncoderOptions;
  /** RIFE on this worker (`checkRife`); without it a `rife` job fails as unavailable. */
  rife?: RifeAvailability;
}): EnhanceEngine {
  const encoder = deps.encoder ?? DEFAULT_ENHANCE_ENCODER;
  const rife = deps.rife ?? { available: false, reason: 'this engine was built without RIFE' };
  return async (input, context) => {
    const { signal, tmpDir } = context;
    const { spec } = input;
    const weights = stageWeights(input);
    const runs = new WeightedRuns({
      runner: deps.runner,
      signal,
      total: weights.detect + weights.main + weights.rife + weights.comparison,
      onProgress: context.onProgress,
    });

    let transformsPath: string | null = null;
    if (spec.stabilizationSmoothing > 0) {
      transformsPath = join(tmpDir, 'transforms.trf');
      await runs.run(
        vidstabDetectArgs(input.inputPath, spec, transformsPath),
        weights.detect,
        rangeSeconds(spec),
      );
    }
    const videoPath = join(tmpDir, 'video.mp4');
    const statsPath = join(tmpDir, 'ssim.log');
    if (spec.interpolate?.mode === 'rife') {
      await interpolateWithRife(
        { runner: deps.runner, rife, encoder },
        input,
        { transformsPath, statsPath, videoPath, tmpDir },
        runs,
        weights,
        signal,
      );
    } else {
      await runs.run(
        enhanceArgs(input.inputPath, spec, videoPath, { transformsPath, statsPath, encoder }),
        weights.main,
        outputSeconds(spec),
      );
    }
    const result = await finishEnhancement(
      { runner: deps.runner, encoder },
      { ...input, videoPath, statsPath },
      { signal, tmpDir, runs, weights: { quality: 0, comparison: weights.comparison } },
    );
    context.onProgress?.(1);
    return result;
  };
}

/** The engine's view of an enhancement job: the resolved plan, nothing decided here. */
export function enhanceSpecOf(job: EnhancementJob): EnhanceSpec {
  return {
    input: {
      width: job.input.width,
      height: job.input.height,
      framerate: job.input.framerate,
      hasAudio: job.input.has_audio,
    },
    startFrame: job.start_frame,
    endFrame: job.end_frame,
    outWidth: job.out_width,
    outHeight: job.out_height,
    outFps: job.out_fps,
    outFrames: job.out_frames,
    upscale: job.upscale,
    restore: job.restore,
    interpolate: job.interpolate,
    grain: job.grain,
    sharpenStrength: job.sharpen_strength,
    stabilizationSmoothing: job.stabilization_smoothing,
    playbackSpeed: job.playback_speed,
  };
}
