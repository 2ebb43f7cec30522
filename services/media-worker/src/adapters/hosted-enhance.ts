// An enhancement job on a hosted upscaler (fal's video upscalers, Topaz): the provider upscales a
// whole video file; the worker does the rest as it does for its own output. So the provider gets
// the plan's frame range (cut by the worker when it is not the whole input), must deliver the
// planned size and frame count, and the worker then takes the stills, scores the quality (SSIM
// against the input) and makes the comparison clips. Settings an upscaler does not take (grain,
// sharpening, stabilisation, speed, frame rate) fail the job before anything is sent or billed;
// the enhancement service refuses them already when the job is created.
import { join } from 'node:path';
import type { FfmpegRunner } from '@platform/media';
import { AdapterError } from '@platform/http-client';
import {
  WeightedRuns,
  enhanceArgs,
  enhanceSpecOf,
  finishEnhancement,
  shortOfPlannedFrames,
} from '../engines/index.ts';
import type { EnhancementRequest, EnhancementResult, JobEngineContext } from '../jobs/job-engine.ts';
import { fetchVideoFile, type ResultSource, type VideoLimits } from './hosted-result.ts';

/** The share of the job's progress the provider's own work stands for (the rest is ours). */
export const PROVIDER_SHARE = 0.8;

/** What of the plan a hosted upscaler cannot do, or null when it asks only for an upscale. */
export function hostedPlanProblem(job: EnhancementRequest['job']): string | null {
  if (job.grain > 0) return 'grain';
  if (job.sharpen_strength > 0) return 'sharpening';
  if (job.stabilization_smoothing > 0) return 'stabilisation';
  if (job.playback_speed !== 1) return 'a playback speed other than 1';
  if (Math.abs(job.out_fps - job.input.framerate) > 1e-6) return 'a frame-rate change';
  if (job.restore || job.interpolate || job.upscale) return 'a built-in model';
  return null;
}

export function assertHostedPlan(adapter: string, job: EnhancementRequest['job']): void {
  const problem = hostedPlanProblem(job);
  if (problem)
    throw new AdapterError(`${adapter}: a hosted upscaler takes no ${problem}; run the job without it.`, {
      retryable: false,
    });
}

/** The video the provider gets: the input itself, or the plan's frame range cut from it (with its audio). */
export async function providerInputVideo(
  request: EnhancementRequest,
  context: JobEngineContext,
  runner: FfmpegRunner,
): Promise<{ path: string; whole: boolean }> {
  const { job } = request;
  if (job.start_frame === 0 && job.end_frame === job.input.n_frames)
    return { path: request.inputPath, whole: true };
  const spec = enhanceSpecOf(job);
  const frames = job.end_frame - job.start_frame;
  // The built-in run with nothing but the trim: the range at the input's size and rate.
  const rangeOnly = {
    ...spec,
    outWidth: job.input.width,
    outHeight: job.input.height,
    outFps: job.input.framerate,
    outFrames: frames,
  };
  const path = join(context.tmpDir, 'provider-input.mp4');
  await runner.ffmpeg(
    enhanceArgs(request.inputPath, rangeOnly, path, {
      transformsPath: null,
      encoder: { preset: 'veryfast', crf: 16 },
    }),
    {
      signal: context.signal,
      expectedDurationS: frames / job.input.framerate,
    },
  );
  context.heartbeat();
  return { path, whole: false };
}

/** Fetches the provider's video, checks it against the plan, then makes what the built-in engine makes. */
export async function finishHostedEnhancement(
  request: EnhancementRequest,
  result: { source: ResultSource; url: string; limits: VideoLimits },
  context: JobEngineContext,
  runner: FfmpegRunner,
): Promise<EnhancementResult> {
  const { job } = request;
  const adapter = result.source.adapter;
  const videoPath = join(context.tmpDir, 'video.mp4');
  const video = await fetchVideoFile(result.source, result.url, videoPath, runner, result.limits);
  if (video.width !== job.out_width || video.height !== job.out_height) {
    throw new AdapterError(
      `${adapter}: the provider's video is ${video.width}x${video.height}, not the ${job.out_width}x${job.out_height} planned.`,
      { retryable: false },
    );
  }
  if (shortOfPlannedFrames(video.num_frames, job.out_frames)) {
    throw new AdapterError(
      `${adapter}: the provider's video has ${video.num_frames} frames, not the ${job.out_frames} planned.`,
      { retryable: false },
    );
  }
  const runs = new WeightedRuns({
    runner,
    signal: context.signal,
    total: 1,
    start: PROVIDER_SHARE,
    onProgress: (fraction) => context.progress?.(fraction),
  });
  const finished = await finishEnhancement(
    { runner },
    {
      inputPath: request.inputPath,
      spec: enhanceSpecOf(job),
      comparison: job.comparison,
      videoPath,
      statsPath: null,
    },
    {
      signal: context.signal,
      tmpDir: context.tmpDir,
      runs,
      weights: job.comparison ? { quality: 0.05, comparison: 0.15 } : { quality: 0.2, comparison: 0 },
    },
  );
  context.progress?.(1);
  return finished;
}
