// The built-in enhancement engine: ffmpeg filters over a local input video (see enhance.args.ts
// for the runs). Every fact it reports is measured from the written files, and progress moves
// from 0 to 1 across the runs in proportion to the work each does.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MediaError, extractFrame, probeImage, probeVideo, type FfmpegRunner, type VideoFacts } from '@platform/media';
import {
  DEFAULT_ENHANCE_ENCODER,
  beforeClipArgs,
  enhanceArgs,
  outputSeconds,
  parseSsimStats,
  rangeSeconds,
  sideBySideArgs,
  vidstabDetectArgs,
  type EncoderOptions,
  type EnhanceSpec,
} from './enhance.args.ts';
import { checkAborted, type EngineContext, type OutputImage } from './engine.types.ts';

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
function stageWeights(input: EnhanceInput): { detect: number; main: number; comparison: number } {
  const { spec } = input;
  const outScale = Math.max(0.1, (spec.outWidth * spec.outHeight) / (1920 * 1080));
  const inScale = Math.max(0.1, (spec.input.width * spec.input.height) / (1920 * 1080));
  const interpolation = spec.interpolate?.mode === 'mci' ? 15 : 1;
  return {
    detect: spec.stabilizationSmoothing > 0 ? rangeSeconds(spec) * inScale : 0,
    // The main run also scores the quality (at the input's size).
    main: outputSeconds(spec) * outScale * 2 * interpolation + rangeSeconds(spec) * inScale * 0.2,
    comparison: input.comparison ? outputSeconds(spec) * outScale * 1.5 : 0,
  };
}

async function still(runner: FfmpegRunner, video: string, position: 'first' | 'last', path: string, signal?: AbortSignal): Promise<OutputImage> {
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
export function assertPlannedFrames(produced: number, planned: number): void {
  const slack = Math.max(2, Math.round(planned * 0.02));
  if (produced < planned - slack) {
    throw new MediaError(
      'invalid_input',
      `The input video could not be enhanced: only ${produced} of its ${planned} frames could be processed (is the file damaged, or does its picture size change mid-stream?).`,
    );
  }
}

export function createEnhanceEngine(deps: { runner: FfmpegRunner; encoder?: EncoderOptions }): EnhanceEngine {
  const encoder = deps.encoder ?? DEFAULT_ENHANCE_ENCODER;
  return async (input, context) => {
    const { signal, tmpDir } = context;
    const { spec } = input;
    const weights = stageWeights(input);
    const total = weights.detect + weights.main + weights.comparison;
    let done = 0;
    let reported = 0;
    // Progress never goes back, even when a run's own estimate wobbles.
    const report = (stage: number, fraction: number) => {
      const value = Math.min(1, (done + stage * Math.min(1, Math.max(0, fraction))) / total);
      if (value > reported) {
        reported = value;
        context.onProgress?.(value);
      }
    };
    const run = async (args: string[], weight: number, expectedDurationS: number) => {
      checkAborted(signal);
      await deps.runner.ffmpeg(args, { signal, expectedDurationS, onProgress: (progress) => report(weight, progress.fraction ?? 0) });
      done += weight;
      report(0, 0);
    };

    let transformsPath: string | null = null;
    if (spec.stabilizationSmoothing > 0) {
      transformsPath = join(tmpDir, 'transforms.trf');
      await run(vidstabDetectArgs(input.inputPath, spec, transformsPath), weights.detect, rangeSeconds(spec));
    }
    const videoPath = join(tmpDir, 'video.mp4');
    const statsPath = join(tmpDir, 'ssim.log');
    await run(enhanceArgs(input.inputPath, spec, videoPath, { transformsPath, statsPath, encoder }), weights.main, outputSeconds(spec));
    const video: LocalVideo = { path: videoPath, ...(await probeVideo(deps.runner, videoPath, { signal })) };
    assertPlannedFrames(video.num_frames, spec.outFrames);
    const thumbnail = await still(deps.runner, videoPath, 'first', join(tmpDir, 'thumbnail.jpg'), signal);
    const lastFrame = await still(deps.runner, videoPath, 'last', join(tmpDir, 'last-frame.jpg'), signal);

    const qualityScore = parseSsimStats(await readFile(statsPath, 'utf8').catch(() => ''));
    if (qualityScore === null) throw new MediaError('failed', 'The quality measurement compared no frames.');

    let comparison: EnhanceResult['comparison'] = null;
    if (input.comparison) {
      const beforePath = join(tmpDir, 'before.mp4');
      const sidePath = join(tmpDir, 'side-by-side.mp4');
      await run(beforeClipArgs(input.inputPath, spec, beforePath, encoder), weights.comparison / 2, outputSeconds(spec));
      await run(sideBySideArgs(beforePath, videoPath, spec, sidePath, encoder), weights.comparison / 2, outputSeconds(spec));
      comparison = {
        before: { path: beforePath, ...(await probeVideo(deps.runner, beforePath, { signal })) },
        sideBySide: { path: sidePath, ...(await probeVideo(deps.runner, sidePath, { signal })) },
      };
    }
    if ((await stat(videoPath)).size === 0) throw new MediaError('failed', 'The enhancement wrote an empty video.');
    report(0, 0);
    context.onProgress?.(1);
    return { video, thumbnail, lastFrame, qualityScore, comparison };
  };
}
