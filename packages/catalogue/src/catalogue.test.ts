import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogueError, UnknownModelError, loadCatalogue, parseCatalogue } from './catalogue.ts';

const t2i = {
  name: 'zephyr_t2i',
  kind: 't2i',
  engine: 'builtin:t2i-render',
  price: '0.0400',
  unit: 'image',
  enabled: true,
};

function problemsOf(data: unknown): string {
  try {
    parseCatalogue(data);
  } catch (err) {
    expect(err).toBeInstanceOf(CatalogueError);
    return (err as Error).message;
  }
  throw new Error('expected the catalogue to be rejected');
}

describe('the shipped catalogue', () => {
  const catalogue = loadCatalogue();

  it('enables the vendor-neutral names of the spec with their built-in engines', () => {
    const enabled = (kind: 't2i' | 'i2v' | 'i2t') =>
      catalogue
        .list({ kind, enabled: true })
        .map((m) => m.name)
        .sort();
    expect(enabled('t2i')).toEqual(['nebula_nsfw_t2i', 'nebula_t2i', 'refina_t2i', 'zephyr_t2i']);
    expect(enabled('i2v')).toEqual([
      'atlas_ultra_i2v',
      'atlas_ultra_nsfw_i2v',
      'hexal_fast_i2v',
      'hexal_standard_i2v',
      'hexal_standard_nsfw_i2v',
      'hexal_ultra_i2v',
      'hexal_ultra_nsfw_i2v',
      'volta_standard_i2v',
      'volta_ultra_i2v',
    ]);
    expect(enabled('i2t')).toEqual(['lumen_i2t']);
    expect(catalogue.get('zephyr_t2i')?.engine).toBe('builtin:t2i-render');
    expect(catalogue.get('hexal_fast_i2v')?.engine).toBe('builtin:camera-move');
    expect(catalogue.get('lumen_i2t')?.engine).toBe('builtin:image-describe');
  });

  it('prices by unit, exactly', () => {
    expect(catalogue.priceFor('nebula_t2i', 3).format()).toBe('0.1200');
    expect(catalogue.priceFor('volta_ultra_i2v', 10).format()).toBe('0.5000');
    expect(catalogue.priceFor('lumen_i2t', 1).format()).toBe('0.0100');
    expect(catalogue.get('volta_ultra_i2v')?.unit).toBe('second');
  });
});

describe('priceFor', () => {
  const catalogue = parseCatalogue({
    version: 1,
    models: [t2i, { ...t2i, name: 'refina_t2i', enabled: false }],
  });

  it('refuses unknown and disabled models', () => {
    expect(() => catalogue.priceFor('missing_t2i', 1)).toThrow(UnknownModelError);
    const disabled = (() => {
      try {
        catalogue.priceFor('refina_t2i', 1);
      } catch (err) {
        return err as UnknownModelError;
      }
    })();
    expect(disabled?.reason).toBe('disabled');
    expect(catalogue.get('refina_t2i')?.enabled).toBe(false);
  });

  it('refuses unit counts that are not whole and positive', () => {
    for (const units of [0, -1, 1.5, Number.NaN, 0n]) {
      expect(() => catalogue.priceFor('zephyr_t2i', units)).toThrow(RangeError);
    }
  });
});

describe('choiceProblem', () => {
  const catalogue = parseCatalogue({
    version: 1,
    models: [
      t2i,
      { ...t2i, name: 'nebula_t2i' },
      { ...t2i, name: 'refina_t2i', enabled: false },
      { ...t2i, name: 'hexal_fast_i2v', kind: 'i2v', engine: 'builtin:camera-move', unit: 'second' },
    ],
  });

  it('names the enabled models of the kind asked for when the name cannot serve it', () => {
    expect(catalogue.choiceProblem('zephyr_t2i', 't2i')).toBeUndefined();
    const valid = '(zephyr_t2i, nebula_t2i).';
    expect(catalogue.choiceProblem('flux-dev', 't2i')).toBe(`"flux-dev" is not a valid choice ${valid}`);
    // Disabled, or of another kind: the same answer, never the disabled name.
    expect(catalogue.choiceProblem('refina_t2i', 't2i')).toBe(`"refina_t2i" is not a valid choice ${valid}`);
    expect(catalogue.choiceProblem('hexal_fast_i2v', 't2i')).toBe(
      `"hexal_fast_i2v" is not a valid choice ${valid}`,
    );
    expect(catalogue.choiceProblem('zephyr_t2i', 'i2v')).toBe(
      '"zephyr_t2i" is not a valid choice (hexal_fast_i2v).',
    );
  });
});

describe('catalogue validation', () => {
  it('accepts an HTTP adapter with its config', () => {
    const catalogue = parseCatalogue({
      version: 1,
      models: [
        {
          name: 'vendor_t2i',
          kind: 't2i',
          engine: 'openai-images',
          config: { base_url: 'https://api.example.com/v1', api_key_env: 'VENDOR_API_KEY', model: 'x-1' },
          price: '0.08',
          unit: 'image',
          enabled: true,
        },
      ],
    });
    expect(catalogue.get('vendor_t2i')?.config).toMatchObject({ model: 'x-1' });
    expect(catalogue.priceFor('vendor_t2i', 2).format()).toBe('0.1600');
  });

  it("lets a hosted provider's adapter leave base_url out (its API is the default), others not", () => {
    const fal = {
      ...t2i,
      name: 'kling_i2v',
      kind: 'i2v',
      engine: 'fal-queue',
      config: { app: 'fal-ai/kling-video/v2.1/standard/image-to-video', api_key_env: 'FAL_KEY' },
      unit: 'job',
    };
    expect(parseCatalogue({ version: 1, models: [fal] }).get('kling_i2v')?.config).toEqual(fal.config);
    expect(
      problemsOf({ version: 1, models: [{ ...fal, config: { ...fal.config, base_url: 'ftp://x' } }] }),
    ).toContain('models.0.config.base_url');
    expect(
      problemsOf({ version: 1, models: [{ ...fal, config: { app: 'a/b', api_key_env: 'fal-key' } }] }),
    ).toContain('environment variable');
    const voice = {
      ...t2i,
      name: 'eleven_voice_t2a',
      kind: 't2a',
      engine: 'elevenlabs-tts',
      config: { model_id: 'eleven_multilingual_v2', voice: 'JBFqnCBsd6RMkjVDRZzb' },
      unit: 'second',
    };
    expect(parseCatalogue({ version: 1, models: [voice] }).get('eleven_voice_t2a')?.config).toEqual(
      voice.config,
    );
  });

  it.each([
    [{ ...t2i, price: '0.00001' }, 'models.0.price: At most 4 decimal places'],
    [{ ...t2i, price: '-1' }, 'models.0.price: Must not be negative'],
    [{ ...t2i, price: 0.04 }, 'models.0.price'],
    [{ ...t2i, kind: 'x2y' }, 'models.0.kind'],
    [{ ...t2i, unit: 'minute' }, 'models.0.unit'],
    [{ ...t2i, name: 'Zephyr T2I' }, 'models.0.name'],
    [{ ...t2i, name: 'zephyr_i2v' }, 'must end with "_t2i"'],
    [{ ...t2i, engine: 'builtin:camera-move' }, 'builtin:camera-move serves i2v models only'],
    [{ ...t2i, engine: 'openai-images' }, 'models.0.config.base_url'],
    [
      { ...t2i, engine: 'openai-images', config: { base_url: 'https://x.example', api_key_env: 'sk-123' } },
      'environment variable',
    ],
    [{ ...t2i, enabled: 'yes' }, 'models.0.enabled'],
    [{ ...t2i, extra: 1 }, 'extra'],
  ])('rejects a bad entry (%#)', (entry, message) => {
    expect(problemsOf({ version: 1, models: [entry] })).toContain(message);
  });

  it('rejects duplicates, a wrong version and an empty list, listing every problem', () => {
    expect(problemsOf({ version: 1, models: [t2i, t2i] })).toContain('duplicate model "zephyr_t2i"');
    const message = problemsOf({ version: 2, models: [] });
    expect(message).toContain('version');
    expect(message).toContain('models');
  });
});

describe('price units', () => {
  it('prices a per-job model once, whatever the job counts, and refuses a unit its kind does not count', () => {
    const catalogue = parseCatalogue({
      version: 1,
      models: [
        {
          name: 'kling_i2v',
          kind: 'i2v',
          engine: 'fal-queue',
          config: { app: 'a' },
          price: '0.3500',
          unit: 'job',
          enabled: true,
        },
      ],
    });
    expect(catalogue.priceFor('kling_i2v', 10).toString()).toBe('0.3500');
    expect(problemsOf({ version: 1, models: [{ ...t2i, unit: 'second' }] })).toContain(
      'models.0.unit: a t2i model is priced per image or per job',
    );
  });
});

describe('fallbacks', () => {
  const i2v = (name: string, fields: Record<string, unknown> = {}) => ({
    name,
    kind: 'i2v',
    engine: 'fal-queue',
    config: { app: name },
    price: '0.3000',
    unit: 'job',
    enabled: true,
    ...fields,
  });

  it("routes a job to its model's engine and then its enabled fallbacks, in order", () => {
    const catalogue = parseCatalogue({
      version: 1,
      models: [
        i2v('kling_i2v', { fallback: ['off_i2v', 'wan_i2v', 'luma_i2v'] }),
        i2v('off_i2v', { enabled: false }),
        i2v('wan_i2v', {
          engine: 'replicate',
          config: { model: 'wan-video/wan-2.2-i2v-fast' },
          fallback: ['luma_i2v'],
        }),
        i2v('luma_i2v'),
      ],
    });
    expect(catalogue.routeOf(catalogue.get('kling_i2v')!)).toEqual({
      engine: 'fal-queue',
      engine_config: { app: 'kling_i2v' },
      // The disabled one is left out; a fallback's own fallbacks are not followed.
      fallbacks: [
        {
          model_name: 'wan_i2v',
          engine: 'replicate',
          engine_config: { model: 'wan-video/wan-2.2-i2v-fast' },
        },
        { model_name: 'luma_i2v', engine: 'fal-queue', engine_config: { app: 'luma_i2v' } },
      ],
    });
    expect(catalogue.routeOf(catalogue.get('luma_i2v')!).fallbacks).toEqual([]);
  });

  it('refuses a fallback that is unknown, the model itself, or of another kind', () => {
    const problems = problemsOf({
      version: 1,
      models: [i2v('kling_i2v', { fallback: ['ghost_i2v', 'kling_i2v', 'zephyr_t2i'] }), t2i],
    });
    expect(problems).toContain('models.0.fallback.0: unknown model "ghost_i2v"');
    expect(problems).toContain('models.0.fallback.1: a model cannot fall back to itself');
    expect(problems).toContain('models.0.fallback.2: "zephyr_t2i" serves t2i, not i2v');
  });
});

describe('loadCatalogue', () => {
  afterEach(() => vi.unstubAllEnvs());
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));

  it('reads MODEL_CATALOGUE_PATH when no path is given', () => {
    const path = join(dir, 'custom.json');
    writeFileSync(path, JSON.stringify({ version: 1, models: [{ ...t2i, price: '1.5' }] }));
    vi.stubEnv('MODEL_CATALOGUE_PATH', path);
    expect(loadCatalogue().priceFor('zephyr_t2i', 2).format()).toBe('3.0000');
  });

  it('names the file in its errors', () => {
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"version": 1,');
    expect(() => loadCatalogue(broken)).toThrow(/broken\.json is not valid JSON/);
    expect(() => loadCatalogue(join(dir, 'missing.json'))).toThrow(
      /Cannot read the model catalogue .*missing\.json: ENOENT/,
    );
  });
});
