import { describe, expect, it } from 'vitest';
import { AppError } from '@platform/errors';
import { MAX_OUTPUT_FPS, planEnhancement, type InputFacts } from './enhancement-plan.ts';
import { loadEnhancementCatalogue, withAvailability } from './ml-model-catalogue.ts';
import { checkSettings, type SettingsInput } from './settings.ts';

const catalogue = loadEnhancementCatalogue();
const UPSCALE_2X = 1;
const UPSCALE_4X = 2;
const RESTORE = 3;
const MCI = 5;
const BLEND = 6;
const RIFE = 9;
const input: InputFacts = { width: 960, height: 540, framerate: 30, nFrames: 300 };
const body = (overrides: Partial<SettingsInput> = {}): SettingsInput => ({
  inputVideoId: 1,
  mlModelIds: [UPSCALE_2X],
  preview: false,
  comparison: false,
  description: '',
  ...overrides,
});
const plan = (overrides: Partial<SettingsInput> = {}, facts: InputFacts = input) =>
  planEnhancement(checkSettings(body(overrides)), catalogue, facts);

function fieldErrors(work: () => unknown): Record<string, string[]> {
  try {
    work();
  } catch (err) {
    if (err instanceof AppError && err.kind === 'validation') return err.fieldErrors ?? {};
    throw err;
  }
  throw new Error('expected a validation error');
}

describe('settings', () => {
  it('applies the defaults of the decisions file', () => {
    expect(checkSettings(body())).toMatchObject({
      grain: 0,
      sharpenStrength: 0,
      stabilizationSmoothing: 0,
      fpsInterpolationFactor: 1,
      playbackSpeed: 1,
      startFrame: 0,
      endFrame: undefined,
    });
  });

  it('refuses every value out of range, all at once', () => {
    const errors = fieldErrors(() =>
      checkSettings(
        body({
          grain: 101,
          sharpen_strength: -1,
          stabilization_smoothing: Number.NaN,
          fps_interpolation_factor: 9,
          playback_speed: 0.2,
          startFrame: -1,
          mlModelIds: [],
        }),
      ),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'fps_interpolation_factor',
      'grain',
      'ml_models',
      'playback_speed',
      'sharpen_strength',
      'stabilization_smoothing',
      'start_frame',
    ]);
    expect(fieldErrors(() => checkSettings(body({ startFrame: 10, endFrame: 10 })))).toEqual({
      end_frame: ['Must be greater than start_frame.'],
    });
    expect(fieldErrors(() => checkSettings(body({ mlModelIds: [1, 1] })))).toEqual({
      ml_models: ['A model may be chosen once.'],
    });
  });
});

describe('planEnhancement', () => {
  it('doubles the size with the 2x upscaler and keeps the frame rate', () => {
    expect(plan()).toMatchObject({
      outWidth: 1920,
      outHeight: 1080,
      outFps: 30,
      outFrames: 300,
      rangeFrames: 300,
      outDurationS: 10,
    });
  });

  it('refuses an output above a model max_resolution', () => {
    expect(plan({ mlModelIds: [UPSCALE_4X] })).toMatchObject({ outWidth: 3840, outHeight: 2160 });
    expect(
      fieldErrors(() => plan({ mlModelIds: [UPSCALE_4X] }, { ...input, width: 1280, height: 720 }))
        .ml_models?.[0],
    ).toMatch(/5120x2880/);
    expect(
      fieldErrors(() => plan({ mlModelIds: [UPSCALE_2X, MCI] }, { ...input, width: 1280, height: 720 }))
        .ml_models?.[0],
    ).toMatch(/"Motion interpolation" makes at most 1920/);
  });

  it('runs the chain by priority: restore, then upscale, then interpolate', () => {
    expect(plan({ mlModelIds: [BLEND, UPSCALE_2X, RESTORE] }).models.map((model) => model.role)).toEqual([
      'restore',
      'upscale',
      'interpolate',
    ]);
    expect(fieldErrors(() => plan({ mlModelIds: [UPSCALE_2X, UPSCALE_4X] })).ml_models).toContain(
      'Choose at most one upscale model.',
    );
    expect(fieldErrors(() => plan({ mlModelIds: [99] })).ml_models).toEqual([
      'Invalid pk "99" - object does not exist.',
    ]);
    // The hosted adapter ships switched off: choosing it is choosing an unknown model.
    expect(fieldErrors(() => plan({ mlModelIds: [7] })).ml_models).toEqual([
      'Invalid pk "7" - object does not exist.',
    ]);
  });

  it('lets a hosted upscaler (enabled by configuration) run alone, and only upscale', () => {
    const enabled = {
      ...catalogue,
      models: catalogue.models.map((model) =>
        model.role === 'hosted' ? { ...model, enabled: true } : model,
      ),
    };
    const hosted = (overrides: Partial<SettingsInput>) =>
      planEnhancement(checkSettings(body({ mlModelIds: [8], ...overrides })), enabled, input);
    expect(hosted({ startFrame: 30, endFrame: 90 })).toMatchObject({
      outWidth: 1920,
      outHeight: 1080,
      outFps: 30,
      outFrames: 60,
    });
    expect(fieldErrors(() => hosted({ mlModelIds: [8, RESTORE] })).ml_models).toContain(
      'A hosted model runs alone.',
    );
    const refused = fieldErrors(() =>
      hosted({ grain: 10, sharpen_strength: 5, stabilization_smoothing: 20, playback_speed: 2 }),
    );
    expect(Object.keys(refused).sort()).toEqual([
      'grain',
      'playback_speed',
      'sharpen_strength',
      'stabilization_smoothing',
    ]);
    expect(refused.grain).toEqual(['A hosted model only upscales; leave this at its default.']);
  });

  it('interpolates by the factor asked, or the model own factor, capped at 120 fps', () => {
    expect(plan({ mlModelIds: [BLEND] })).toMatchObject({ outFps: 60, outFrames: 600, fpsFactor: 2 });
    expect(plan({ mlModelIds: [BLEND], fps_interpolation_factor: 3 })).toMatchObject({
      outFps: 90,
      outFrames: 900,
    });
    expect(plan({ mlModelIds: [BLEND], fps_interpolation_factor: 8 })).toMatchObject({
      outFps: MAX_OUTPUT_FPS,
      outFrames: 1200,
    });
  });

  it('gives a frame-rate boost without an interpolator the measured default, RIFE, else mci', () => {
    const boosted = plan(
      { fps_interpolation_factor: 2, endFrame: 150 },
      { ...input, width: 640, height: 360 },
    );
    expect(boosted.models.map((model) => model.id)).toEqual([UPSCALE_2X, RIFE]);
    expect(boosted).toMatchObject({ outFps: 60, outFrames: 300 });
    const withoutRife = withAvailability(catalogue, { available: false, reason: 'no binary' });
    expect(
      planEnhancement(checkSettings(body({ fps_interpolation_factor: 2 })), withoutRife, input).models.map(
        (model) => model.id,
      ),
    ).toEqual([UPSCALE_2X, MCI]);
    // Past RIFE's 1280 pixels or its 600 frames, minterpolate (1920 pixels, no frame budget).
    expect(plan({ fps_interpolation_factor: 2 }).models.map((model) => model.id)).toEqual([UPSCALE_2X, MCI]);
    expect(
      plan({ mlModelIds: [RESTORE], fps_interpolation_factor: 4 }).models.map((model) => model.id),
    ).toEqual([RESTORE, MCI]);
    const noDefault = { ...catalogue, fpsBoostDefault: [] };
    expect(
      fieldErrors(() =>
        planEnhancement(checkSettings(body({ fps_interpolation_factor: 2 })), noDefault, input),
      ).fps_interpolation_factor,
    ).toEqual(['Frame-rate interpolation needs an interpolation model in ml_models.']);
  });

  it('refuses RIFE where it cannot run, and a range over its frame budget, on the fields to change', () => {
    const withoutRife = withAvailability(catalogue, {
      available: false,
      reason: 'rife-ncnn-vulkan does not start here',
    });
    expect(
      fieldErrors(() => planEnhancement(checkSettings(body({ mlModelIds: [RIFE] })), withoutRife, input))
        .ml_models,
    ).toEqual([
      '"RIFE interpolation" is unavailable on this deployment: rife-ncnn-vulkan does not start here.',
    ]);
    // 300 frames at 4x make 1200, over the 600 budget; 150 at 4x make exactly 600.
    expect(fieldErrors(() => plan({ mlModelIds: [RIFE], fps_interpolation_factor: 4 })).end_frame).toEqual([
      '"RIFE interpolation" makes at most 600 output frames a job; this range would make 1200 (at 120 fps). Shorten it with start_frame and end_frame, or lower fps_interpolation_factor.',
    ]);
    expect(plan({ mlModelIds: [RIFE], fps_interpolation_factor: 4, endFrame: 150 })).toMatchObject({
      outFrames: 600,
      outFps: 120,
    });
    // 1280 pixels at most: a 2x upscale of 960x540 would be 1920 wide.
    expect(fieldErrors(() => plan({ mlModelIds: [RIFE, UPSCALE_2X], endFrame: 60 })).ml_models).toEqual([
      '"RIFE interpolation" makes at most 1280 pixels on the longer side; this output would be 1920x1080.',
    ]);
  });

  it('trims by frames, speeds up and limits a preview to 5 s of output', () => {
    expect(plan({ startFrame: 30, endFrame: 90 })).toMatchObject({
      startFrame: 30,
      endFrame: 90,
      rangeFrames: 60,
      outFrames: 60,
      outDurationS: 2,
    });
    expect(plan({ playback_speed: 2 })).toMatchObject({ outDurationS: 5, outFrames: 150 });
    expect(plan({ preview: true, startFrame: 10 })).toMatchObject({
      startFrame: 10,
      endFrame: 160,
      outDurationS: 5,
    });
    expect(plan({ preview: true, playback_speed: 0.5 })).toMatchObject({ rangeFrames: 75, outDurationS: 5 });
    expect(fieldErrors(() => plan({ endFrame: 301 })).end_frame).toEqual([
      "Ensure this value is less than or equal to 300 (the video's frame count).",
    ]);
    expect(Object.keys(fieldErrors(() => plan({ startFrame: 300 })))).toEqual(['start_frame']);
  });
});
