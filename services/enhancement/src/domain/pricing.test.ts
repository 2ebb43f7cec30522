import { describe, expect, it } from 'vitest';
import { planEnhancement, type InputFacts } from './enhancement-plan.ts';
import { parseEnhancementCatalogue } from './ml-model-catalogue.ts';
import { estimateSeconds, quoteCost, sizeTier } from './pricing.ts';
import { checkSettings, type SettingsInput } from './settings.ts';

const entry = (id: number, role: string, weight: number, extra: Record<string, unknown>) => ({
  id,
  name: `m${id}`,
  role,
  engine: 'builtin:enhance',
  cost_weight: weight,
  upscale_factor: 1,
  fps_boost_factor: 1,
  priority: 10,
  max_resolution: 3840,
  throughput_fps: 30,
  enabled: true,
  ...extra,
});
const catalogue = parseEnhancementCatalogue({
  version: 1,
  price_per_second: '0.0100',
  surcharges: { stabilization: 0.5, comparison: 0.25 },
  models: [
    entry(1, 'upscale', 1, { config: { algorithm: 'lanczos' }, upscale_factor: 2 }),
    entry(2, 'restore', 1.5, { config: { denoise: 'hqdn3d' } }),
    entry(3, 'interpolate', 0.1, { config: { mode: 'blend' }, fps_boost_factor: 2 }),
  ],
});
const input: InputFacts = { width: 960, height: 540, framerate: 30, nFrames: 300 };
const quote = (overrides: Partial<SettingsInput>, facts = input) => {
  const settings = checkSettings({
    inputVideoId: 1,
    mlModelIds: [1],
    preview: false,
    comparison: false,
    description: '',
    ...overrides,
  });
  const plan = planEnhancement(settings, catalogue, facts);
  return {
    cost: quoteCost(plan, settings, catalogue).format(4),
    eta: estimateSeconds(plan, settings, facts),
  };
};

describe('pricing', () => {
  it('charges price x seconds x size tier x weight, exactly', () => {
    // 10 s at 1080p output, weight 1: 10 x 0.01.
    expect(quote({}).cost).toBe('0.1000');
    // + restore 1.5 + stabilization 0.5 + comparison 0.25 = 3.25.
    expect(quote({ mlModelIds: [1, 2], stabilization_smoothing: 30, comparison: true }).cost).toBe('0.3250');
    // 4K output is four 1080p tiers.
    expect(quote({}, { ...input, width: 1920, height: 1080 }).cost).toBe('0.4000');
    // A trimmed range costs its share; 29.97 fps is priced from thousandths without float error.
    expect(quote({ startFrame: 0, endFrame: 1 }).cost).toBe('0.0004');
    expect(quote({ startFrame: 0, endFrame: 2997 }, { ...input, framerate: 29.97, nFrames: 2997 }).cost).toBe(
      '1.0000',
    );
  });

  it('rounds up to the next ten-thousandth: 0.1 weight over 1 frame', () => {
    expect(
      quote({ mlModelIds: [3], startFrame: 0, endFrame: 1 }, { ...input, width: 100, height: 100 }).cost,
    ).toBe('0.0001');
  });

  it('estimates more time for more work', () => {
    const base = quote({}).eta;
    expect(base).toBeGreaterThan(5);
    expect(quote({ stabilization_smoothing: 50 }).eta).toBeGreaterThan(base);
    expect(quote({ preview: true }).eta).toBeLessThan(base);
  });

  it('counts sizes in 1080p tiers', () => {
    expect(sizeTier(640, 360)).toBe(1n);
    expect(sizeTier(1920, 1080)).toBe(1n);
    expect(sizeTier(1922, 1080)).toBe(2n);
    expect(sizeTier(3840, 2160)).toBe(4n);
  });
});
