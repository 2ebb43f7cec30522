// Turns checked settings, the chosen models and the measured input into what the job will make:
// the model chain, the processed frame range, the output size, frame rate and frame count. The
// estimate prices this plan and the worker receives it, so the quote and the output agree.
import type { EnhancementCatalogue, MlModelEntry, ModelRole } from './ml-model-catalogue.ts';
import { SettingErrors, type Settings } from './settings.ts';

/** Interpolated output never goes above this rate (decisions: "output at most 120 fps"). */
export const MAX_OUTPUT_FPS = 120;
/** A preview shows at most this much output. */
export const PREVIEW_SECONDS = 5;

export interface InputFacts {
  width: number;
  height: number;
  framerate: number;
  nFrames: number;
}

export interface EnhancementPlan {
  /** The chain, in the order it runs (higher priority first). */
  models: MlModelEntry[];
  startFrame: number;
  /** Exclusive. */
  endFrame: number;
  /** Input frames processed. */
  rangeFrames: number;
  upscaleFactor: number;
  outWidth: number;
  outHeight: number;
  inputFps: number;
  /** Frames a second after interpolation (capped at MAX_OUTPUT_FPS). */
  outFps: number;
  fpsFactor: number;
  /** Output frames: the range's duration at the playback speed, at the output rate. */
  outFrames: number;
  outDurationS: number;
}

const even = (value: number): number => Math.max(2, 2 * Math.round(value / 2));

export const DOES_NOT_EXIST = (id: number): string => `Invalid pk "${id}" - object does not exist.`;

/** Throws a validation error (ml_models, fps_interpolation_factor, end_frame, ...) when the job cannot run as asked. */
export function planEnhancement(
  settings: Settings,
  models: EnhancementCatalogue,
  input: InputFacts,
): EnhancementPlan {
  const errors = new SettingErrors();
  const chosen: MlModelEntry[] = [];
  for (const id of settings.mlModelIds) {
    const model = models.models.find((entry) => entry.id === id && entry.enabled);
    if (!model) errors.add('ml_models', DOES_NOT_EXIST(id));
    else if (model.unavailable !== null)
      errors.add('ml_models', `"${model.name}" is unavailable on this deployment: ${model.unavailable}.`);
    else chosen.push(model);
  }
  const byRole = new Map<ModelRole, MlModelEntry>();
  for (const model of chosen) {
    if (byRole.has(model.role)) errors.add('ml_models', `Choose at most one ${model.role} model.`);
    byRole.set(model.role, model);
  }
  if (byRole.has('hosted') && chosen.length > 1) errors.add('ml_models', 'A hosted model runs alone.');
  if (byRole.has('hosted')) {
    // A hosted upscaler takes a video and returns it upscaled: nothing else of the worker's filters.
    const hosted = 'A hosted model only upscales; leave this at its default.';
    if (settings.grain > 0) errors.add('grain', hosted);
    if (settings.sharpenStrength > 0) errors.add('sharpen_strength', hosted);
    if (settings.stabilizationSmoothing > 0) errors.add('stabilization_smoothing', hosted);
    if (settings.playbackSpeed !== 1) errors.add('playback_speed', hosted);
  }

  const endFrame = settings.endFrame ?? input.nFrames;
  if (endFrame > input.nFrames)
    errors.add(
      'end_frame',
      `Ensure this value is less than or equal to ${input.nFrames} (the video's frame count).`,
    );
  if (settings.startFrame >= Math.min(endFrame, input.nFrames))
    errors.add('start_frame', `Must be less than end_frame and the video's ${input.nFrames} frames.`);

  let rangeEnd = endFrame;
  if (settings.preview) {
    // At most PREVIEW_SECONDS of output: at speed s, that is s times as many input seconds.
    const previewInputFrames = Math.max(
      1,
      Math.floor(PREVIEW_SECONDS * settings.playbackSpeed * input.framerate),
    );
    rangeEnd = Math.min(endFrame, settings.startFrame + previewInputFrames);
  }
  const rangeFrames = rangeEnd - settings.startFrame;
  const outDurationS = rangeFrames / input.framerate / settings.playbackSpeed;
  // Output frames at a rate: the range's duration at the playback speed.
  const framesAt = (fps: number): number => Math.max(1, Math.round(outDurationS * fps));
  const upscaleFactor = chosen.reduce((factor, model) => factor * model.upscaleFactor, 1);
  const outWidth = even(input.width * upscaleFactor);
  const outHeight = even(input.height * upscaleFactor);
  const longer = Math.max(outWidth, outHeight);
  if (settings.fpsInterpolationFactor > 1 && !byRole.has('interpolate') && !byRole.has('hosted')) {
    // The measured best interpolator this deployment can run for this output's size and frames
    // (docs/decisions.md, "Frame-rate interpolation"); interpolators do not scale.
    const frames = framesAt(Math.min(MAX_OUTPUT_FPS, input.framerate * settings.fpsInterpolationFactor));
    const fits = (entry: MlModelEntry | undefined): entry is MlModelEntry =>
      entry !== undefined &&
      entry.enabled &&
      entry.unavailable === null &&
      longer <= entry.maxResolution &&
      !(typeof entry.config.max_frames === 'number' && frames > entry.config.max_frames);
    const fallback = models.fpsBoostDefault
      .map((id) => models.models.find((entry) => entry.id === id))
      .find(fits);
    if (fallback) {
      chosen.push(fallback);
      byRole.set('interpolate', fallback);
    }
  }
  const interpolator = byRole.get('interpolate');
  const fpsFactor =
    settings.fpsInterpolationFactor > 1
      ? settings.fpsInterpolationFactor
      : (interpolator?.fpsBoostFactor ?? 1);
  if (fpsFactor > 1 && !interpolator) {
    errors.add(
      'fps_interpolation_factor',
      'Frame-rate interpolation needs an interpolation model in ml_models.',
    );
  }
  for (const model of chosen) {
    if (longer > model.maxResolution) {
      errors.add(
        'ml_models',
        `"${model.name}" makes at most ${model.maxResolution} pixels on the longer side; this output would be ${outWidth}x${outHeight}.`,
      );
    }
  }
  errors.throwIfAny();

  const outFps = Math.min(MAX_OUTPUT_FPS, input.framerate * fpsFactor);
  const outFrames = framesAt(outFps);
  for (const model of chosen) {
    const budget = model.config.max_frames;
    if (typeof budget === 'number' && outFrames > budget) {
      // Said on the range's fields: they are what the caller shortens.
      errors.add(
        'end_frame',
        `"${model.name}" makes at most ${budget} output frames a job; this range would make ${outFrames} (at ${outFps} fps). Shorten it with start_frame and end_frame, or lower fps_interpolation_factor.`,
      );
    }
  }
  errors.throwIfAny();
  return {
    models: chosen.toSorted((a, b) => b.priority - a.priority || a.id - b.id),
    startFrame: settings.startFrame,
    endFrame: rangeEnd,
    rangeFrames,
    upscaleFactor,
    outWidth,
    outHeight,
    inputFps: input.framerate,
    outFps,
    fpsFactor,
    outFrames,
    outDurationS,
  };
}
