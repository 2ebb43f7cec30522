// The job settings of the decisions file, their ranges and defaults, and the field errors a bad
// value earns. Both the estimate and job creation read settings through `checkSettings`.
import { characterCount, validationError, type FieldErrors } from '@platform/errors';

export const SETTING_LIMITS = {
  grain: { min: 0, max: 100, default: 0 },
  sharpen_strength: { min: 0, max: 100, default: 0 },
  stabilization_smoothing: { min: 0, max: 100, default: 0 },
  fps_interpolation_factor: { min: 1, max: 8, default: 1 },
  playback_speed: { min: 0.25, max: 4, default: 1 },
} as const;

export type NumericSetting = keyof typeof SETTING_LIMITS;

export const MAX_DESCRIPTION = 10_000;
export const MAX_MODELS_PER_JOB = 4;

/** What a caller sends; undefined means "not sent" (the default applies). */
export interface SettingsInput {
  inputVideoId: number;
  mlModelIds: readonly number[];
  grain?: number;
  sharpen_strength?: number;
  stabilization_smoothing?: number;
  fps_interpolation_factor?: number;
  playback_speed?: number;
  startFrame?: number;
  endFrame?: number;
  preview: boolean;
  comparison: boolean;
  description: string;
}

export interface Settings {
  inputVideoId: number;
  mlModelIds: number[];
  grain: number;
  sharpenStrength: number;
  stabilizationSmoothing: number;
  fpsInterpolationFactor: number;
  playbackSpeed: number;
  startFrame: number;
  /** Exclusive; undefined means "to the last frame" (known once the input video is read). */
  endFrame: number | undefined;
  preview: boolean;
  comparison: boolean;
  description: string;
}

/** Collects field errors and throws them together, as the public 400 shows them. */
export class SettingErrors {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw validationError('Invalid input.', this.errors);
  }
}

function numeric(errors: SettingErrors, field: NumericSetting, value: number | undefined): number {
  const limits = SETTING_LIMITS[field];
  if (value === undefined) return limits.default;
  if (!Number.isFinite(value)) {
    errors.add(field, 'A valid number is required.');
  } else if (value < limits.min || value > limits.max) {
    errors.add(field, `Ensure this value is between ${limits.min} and ${limits.max}.`);
  }
  return value;
}

/** Range checks that need no stored record; throws a validation error listing every problem. */
export function checkSettings(input: SettingsInput): Settings {
  const errors = new SettingErrors();
  if (!Number.isSafeInteger(input.inputVideoId) || input.inputVideoId <= 0)
    errors.add('input_video', 'A valid integer is required.');
  if (input.mlModelIds.length === 0) errors.add('ml_models', 'Choose at least one model.');
  if (input.mlModelIds.length > MAX_MODELS_PER_JOB)
    errors.add('ml_models', `Choose at most ${MAX_MODELS_PER_JOB} models.`);
  if (new Set(input.mlModelIds).size !== input.mlModelIds.length)
    errors.add('ml_models', 'A model may be chosen once.');
  const settings: Settings = {
    inputVideoId: input.inputVideoId,
    mlModelIds: [...input.mlModelIds],
    grain: numeric(errors, 'grain', input.grain),
    sharpenStrength: numeric(errors, 'sharpen_strength', input.sharpen_strength),
    stabilizationSmoothing: numeric(errors, 'stabilization_smoothing', input.stabilization_smoothing),
    fpsInterpolationFactor: numeric(errors, 'fps_interpolation_factor', input.fps_interpolation_factor),
    playbackSpeed: numeric(errors, 'playback_speed', input.playback_speed),
    startFrame: input.startFrame ?? 0,
    endFrame: input.endFrame,
    preview: input.preview,
    comparison: input.comparison,
    description: input.description,
  };
  if (!Number.isSafeInteger(settings.startFrame) || settings.startFrame < 0)
    errors.add('start_frame', 'Ensure this value is greater than or equal to 0.');
  if (input.endFrame !== undefined) {
    if (!Number.isSafeInteger(input.endFrame) || input.endFrame < 1)
      errors.add('end_frame', 'Ensure this value is greater than or equal to 1.');
    else if (input.endFrame <= settings.startFrame)
      errors.add('end_frame', 'Must be greater than start_frame.');
  }
  if (input.description.includes('\u0000')) errors.add('description', 'Null characters are not allowed.');
  if (characterCount(input.description) > MAX_DESCRIPTION)
    errors.add('description', `Ensure this field has no more than ${MAX_DESCRIPTION} characters.`);
  errors.throwIfAny();
  return settings;
}
