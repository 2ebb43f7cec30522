// The quote: exact credits from integers only, and a time estimate from the models' throughput.
// cost = price_per_second x processed input seconds x size tier x (sum of weights + surcharges),
// rounded up to the next ten-thousandth. The size tier counts 1080p-sized outputs (a 4K output
// is tier 4), so bigger outputs cost what they take.
import { Credits } from '@platform/catalogue';
import type { EnhancementPlan } from './enhancement-plan.ts';
import type { EnhancementCatalogue } from './ml-model-catalogue.ts';
import type { Settings } from './settings.ts';

const FULL_HD_PIXELS = 1920 * 1080;
/** Measured here (docs/benchmarks.md, ENVIRONMENT-NOTES): x264 superfast at 1080p, vidstab's two passes, SSIM. */
const ENCODE_FPS = 80;
const VIDSTAB_DETECT_FPS = 42;
const VIDSTAB_TRANSFORM_FPS = 60;
const SSIM_FPS = 60;
/**
 * Start-up, download, probe, stills and upload of a small job: 2 s measured on the e2e jobs on an
 * otherwise idle 2-core machine (a 2 s 320x180 clip upscaled 2x with comparison took 2.3 s); on a
 * loaded machine the deployment's own throughput calibrates every estimate (`EtaCalibration`,
 * docs/decisions.md, "How eta_s is estimated").
 */
const OVERHEAD_S = 2;
/**
 * Work a frame scales with its pixels down to a 320x180-sized frame (3 % of 1080p): RIFE's new
 * frames at 320x192 took 0.1 s against 0.5 s at 854x480.
 */
const MIN_SCALE = 0.03;

export const sizeTier = (width: number, height: number): bigint => {
  const pixels = BigInt(width) * BigInt(height);
  const tier = (pixels + BigInt(FULL_HD_PIXELS) - 1n) / BigInt(FULL_HD_PIXELS);
  return tier < 1n ? 1n : tier;
};

/** The weight of a job in hundredths: its models plus the settings that add passes. */
export function jobWeightHundredths(
  plan: EnhancementPlan,
  settings: Settings,
  catalogue: EnhancementCatalogue,
): bigint {
  let weight = plan.models.reduce((sum, model) => sum + model.weightHundredths, 0n);
  if (settings.stabilizationSmoothing > 0) weight += catalogue.surcharges.stabilization;
  if (settings.comparison) weight += catalogue.surcharges.comparison;
  return weight;
}

/** Frame rates are priced in thousandths of a frame a second (29.97 is 29970). */
export const fpsMillis = (fps: number): bigint => BigInt(Math.max(1, Math.round(fps * 1000)));

export function quoteCost(
  plan: EnhancementPlan,
  settings: Settings,
  catalogue: EnhancementCatalogue,
): Credits {
  const numerator =
    catalogue.pricePerSecond.units *
    BigInt(plan.rangeFrames) *
    sizeTier(plan.outWidth, plan.outHeight) *
    jobWeightHundredths(plan, settings, catalogue) *
    1000n;
  const denominator = fpsMillis(plan.inputFps) * 100n;
  return Credits.fromUnits((numerator + denominator - 1n) / denominator);
}

/** Seconds a worker needs, to the nearest second; at least 1. */
export function estimateSeconds(
  plan: EnhancementPlan,
  settings: Settings,
  input: { width: number; height: number },
): number {
  const inScale = (input.width * input.height) / FULL_HD_PIXELS;
  const outScale = (plan.outWidth * plan.outHeight) / FULL_HD_PIXELS;
  let seconds = OVERHEAD_S;
  for (const model of plan.models) {
    const frames = model.role === 'interpolate' ? plan.outFrames : plan.rangeFrames;
    seconds += (frames * Math.max(outScale, MIN_SCALE)) / model.throughputFps;
  }
  seconds += (plan.outFrames * Math.max(outScale, MIN_SCALE)) / ENCODE_FPS;
  if (settings.stabilizationSmoothing > 0) {
    seconds +=
      plan.rangeFrames * Math.max(inScale, MIN_SCALE) * (1 / VIDSTAB_DETECT_FPS + 1 / VIDSTAB_TRANSFORM_FPS);
  }
  seconds += (plan.rangeFrames * Math.max(inScale, MIN_SCALE)) / SSIM_FPS;
  if (settings.comparison) seconds += (2 * plan.rangeFrames * Math.max(outScale, MIN_SCALE)) / ENCODE_FPS;
  return Math.max(1, Math.round(seconds));
}
