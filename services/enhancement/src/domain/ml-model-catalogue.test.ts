import { describe, expect, it } from 'vitest';
import { enabledModels, loadEnhancementCatalogue, parseEnhancementCatalogue } from './ml-model-catalogue.ts';

const model = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'Upscale 2x',
  role: 'upscale',
  engine: 'builtin:enhance',
  config: { algorithm: 'lanczos' },
  cost_weight: 1,
  upscale_factor: 2,
  fps_boost_factor: 1,
  priority: 20,
  max_resolution: 3840,
  throughput_fps: 45,
  enabled: true,
  ...overrides,
});
const file = (models: unknown[]) => ({
  version: 1,
  price_per_second: '0.0100',
  surcharges: { stabilization: 0.5, comparison: 0.25 },
  models,
});

describe('enhancement model catalogue', () => {
  it('ships the 2x and 4x upscalers, a restorer, both interpolators and the hosted upscalers (fal, Topaz) switched off', () => {
    const catalogue = loadEnhancementCatalogue();
    const roles = catalogue.models.map(
      (entry) =>
        `${entry.role}:${entry.upscaleFactor}x:${String(entry.config.mode ?? entry.config.denoise ?? '')}`,
    );
    expect(roles).toEqual(
      expect.arrayContaining([
        'upscale:2x:',
        'upscale:4x:',
        'restore:1x:hqdn3d',
        'interpolate:1x:mci',
        'interpolate:1x:blend',
        'hosted:2x:',
        'hosted:2x:',
      ]),
    );
    expect(catalogue.models.filter((entry) => entry.role === 'hosted').map((entry) => entry.engine)).toEqual([
      'fal-queue',
      'topaz-video',
    ]);
    expect(catalogue.pricePerSecond.format(4)).toBe('0.0100');
    // The hosted upscalers need their provider's key first: they ship switched off.
    expect(enabledModels(catalogue).some((entry) => entry.role === 'hosted')).toBe(false);
  });

  it('keeps weights exact in hundredths', () => {
    const catalogue = parseEnhancementCatalogue(file([model({ cost_weight: 2.35 })]));
    expect(catalogue.models[0]?.weightHundredths).toBe(235n);
    expect(catalogue.surcharges).toEqual({ stabilization: 50n, comparison: 25n });
  });

  it('lists every problem of a bad file', () => {
    expect(() =>
      parseEnhancementCatalogue(
        file([
          model({ cost_weight: 1.234 }),
          model({ role: 'interpolate', config: {}, fps_boost_factor: 1 }),
          model({ engine: 'hosted-x', config: { base_url: 'ftp://x' } }),
        ]),
      ),
    ).toThrow(/models\.0\.cost_weight: at most two decimals[\s\S]*models\.1\.id: duplicate id 1/);
    expect(() =>
      parseEnhancementCatalogue(file([model({ role: 'interpolate', config: {}, fps_boost_factor: 1 })])),
    ).toThrow(
      /config\.mode: a interpolate model needs config\.mode[\s\S]*fps_boost_factor: an interpolator must add frames/,
    );
    expect(() =>
      parseEnhancementCatalogue(
        file([model({ engine: 'hosted-x', role: 'hosted', config: { base_url: 'ftp://x' } })]),
      ),
    ).toThrow(/config\.base_url/);
    expect(() => parseEnhancementCatalogue({ ...file([model()]), price_per_second: '0.00001' })).toThrow(
      /price_per_second/,
    );
  });
});
