// The enhancement models are data (config/enhancement-models.json, or ENHANCEMENT_MODELS_PATH):
// which models exist, what each does to a video (its role and engine settings), what it weighs
// in the price and how fast it runs. A bad file stops the service at start-up with every problem
// listed, instead of failing one job later.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Credits, CreditsFormatError, HOSTED_ADAPTER_BASE_URLS } from '@platform/catalogue';
import { z } from '@platform/config';

export const DEFAULT_ENHANCEMENT_MODELS_PATH = fileURLToPath(
  new URL('../../../../config/enhancement-models.json', import.meta.url),
);

/** Where a model sits in the filter chain; a job takes at most one model of each role. */
export const MODEL_ROLES = ['restore', 'upscale', 'interpolate', 'hosted'] as const;
export type ModelRole = (typeof MODEL_ROLES)[number];

export interface MlModelEntry {
  id: number;
  name: string;
  role: ModelRole;
  /** `builtin:enhance` (ffmpeg filters in the media worker) or an HTTP adapter's name. */
  engine: string;
  config: Readonly<Record<string, unknown>>;
  /** Multiplier of the per-second price; exact to hundredths (`weightHundredths`). */
  costWeight: number;
  weightHundredths: bigint;
  upscaleFactor: number;
  fpsBoostFactor: number;
  /** Higher runs earlier in the chain. */
  priority: number;
  /** Largest output the model makes: pixels along the longer side. */
  maxResolution: number;
  /** Output frames a second one worker makes at 1080p (the ETA's basis). */
  throughputFps: number;
  enabled: boolean;
  description: string;
  /** Why this deployment cannot run the model (RIFE's binary missing, say); null when it can. */
  unavailable: string | null;
}

export interface EnhancementCatalogue {
  /** Price of one second of processed input at weight 1 and up to 1080p output. */
  pricePerSecond: Credits;
  /** Extra weight a setting adds (two vidstab passes; the before/after clips). */
  surcharges: { stabilization: bigint; comparison: bigint };
  models: readonly MlModelEntry[];
  /**
   * The interpolators a job asking for `fps_interpolation_factor` > 1 without one gets, in order
   * of preference: the first enabled, available one that makes the output's size and frame count
   * (chosen by measurement: docs/benchmarks.md, "Frame interpolation").
   */
  fpsBoostDefault: readonly number[];
}

export class EnhancementCatalogueError extends Error {
  override name = 'EnhancementCatalogueError';
}

const hundredths = z
  .number()
  .min(0)
  .max(1000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, {
    message: 'at most two decimals',
  });

const builtinConfig = z.looseObject({
  algorithm: z.enum(['lanczos', 'bicubic', 'spline']).optional(),
  denoise: z.enum(['hqdn3d', 'nlmeans']).optional(),
  detail: z.enum(['cas', 'unsharp']).optional(),
  mode: z.enum(['mci', 'blend', 'rife']).optional(),
  /** Output frames one job may make (RIFE writes every frame to disk twice). */
  max_frames: z.number().int().positive().optional(),
});

const httpConfig = z.looseObject({
  base_url: z.url({ protocol: /^https?$/ }),
  api_key_env: z
    .string()
    .regex(/^[A-Z_][A-Z0-9_]*$/, 'must be an environment variable name')
    .optional(),
});

const entrySchema = z
  .strictObject({
    id: z.number().int().positive(),
    name: z.string().min(1).max(100),
    role: z.enum(MODEL_ROLES),
    engine: z.string().regex(/^(?:builtin:)?[a-z][a-z0-9-]*$/, 'must be "builtin:<name>" or an adapter name'),
    config: z.record(z.string(), z.unknown()).default({}),
    cost_weight: hundredths,
    upscale_factor: z.union([z.literal(1), z.literal(2), z.literal(4)]),
    fps_boost_factor: z.number().int().min(1).max(8),
    priority: z.number().int().min(0).max(1000),
    max_resolution: z.number().int().min(16).max(7680),
    throughput_fps: z.number().positive().max(10_000),
    enabled: z.boolean(),
    description: z.string().max(500).default(''),
  })
  .superRefine((entry, ctx) => {
    // Hosted engines of one provider default base_url to its API (as the model catalogue's do).
    const hostedDefault = HOSTED_ADAPTER_BASE_URLS[entry.engine];
    const config = entry.engine.startsWith('builtin:')
      ? builtinConfig.safeParse(entry.config)
      : httpConfig.safeParse(hostedDefault ? { base_url: hostedDefault, ...entry.config } : entry.config);
    for (const issue of config.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: ['config', ...issue.path.map(String)], message: issue.message });
    }
    if (entry.engine === 'builtin:enhance') {
      const needs: Record<ModelRole, string | undefined> = {
        upscale: 'algorithm',
        restore: 'denoise',
        interpolate: 'mode',
        hosted: undefined,
      };
      const key = needs[entry.role];
      if (key === undefined)
        ctx.addIssue({ code: 'custom', path: ['role'], message: 'builtin:enhance has no hosted role' });
      else if (entry.config[key] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['config', key],
          message: `a ${entry.role} model needs config.${key}`,
        });
    }
    if (entry.role === 'upscale' && entry.upscale_factor === 1)
      ctx.addIssue({ code: 'custom', path: ['upscale_factor'], message: 'an upscaler must scale' });
    if (entry.role === 'interpolate' && entry.fps_boost_factor === 1)
      ctx.addIssue({
        code: 'custom',
        path: ['fps_boost_factor'],
        message: 'an interpolator must add frames',
      });
  });

const price = z.string().transform((text, ctx) => {
  try {
    return Credits.parse(text);
  } catch (err) {
    ctx.addIssue({
      code: 'custom',
      message: err instanceof CreditsFormatError ? err.message : 'Invalid price.',
    });
    return z.NEVER;
  }
});

const fileSchema = z
  .strictObject({
    version: z.literal(1),
    price_per_second: price,
    surcharges: z.strictObject({ stabilization: hundredths, comparison: hundredths }),
    models: z.array(entrySchema).min(1),
    fps_boost_default: z.array(z.number().int().positive()).default([]),
  })
  .superRefine((file, ctx) => {
    const ids = new Set<number>();
    file.models.forEach((model, index) => {
      if (ids.has(model.id))
        ctx.addIssue({ code: 'custom', path: ['models', index, 'id'], message: `duplicate id ${model.id}` });
      ids.add(model.id);
    });
    file.fps_boost_default.forEach((id, index) => {
      if (!file.models.some((model) => model.id === id && model.role === 'interpolate'))
        ctx.addIssue({
          code: 'custom',
          path: ['fps_boost_default', index],
          message: `${id} is not an interpolation model of this file`,
        });
    });
  });

const toHundredths = (value: number): bigint => BigInt(Math.round(value * 100));

export function parseEnhancementCatalogue(
  data: unknown,
  source = 'enhancement models',
): EnhancementCatalogue {
  const result = fileSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new EnhancementCatalogueError(`Invalid ${source}:\n  ${problems.join('\n  ')}`);
  }
  const file = result.data;
  return {
    pricePerSecond: file.price_per_second,
    surcharges: {
      stabilization: toHundredths(file.surcharges.stabilization),
      comparison: toHundredths(file.surcharges.comparison),
    },
    models: file.models.map((model) =>
      Object.freeze({
        id: model.id,
        name: model.name,
        role: model.role,
        engine: model.engine,
        config: Object.freeze({ ...model.config }),
        costWeight: model.cost_weight,
        weightHundredths: toHundredths(model.cost_weight),
        upscaleFactor: model.upscale_factor,
        fpsBoostFactor: model.fps_boost_factor,
        priority: model.priority,
        maxResolution: model.max_resolution,
        throughputFps: model.throughput_fps,
        enabled: model.enabled,
        description: model.description,
        unavailable: null,
      }),
    ),
    fpsBoostDefault: file.fps_boost_default,
  };
}

export function loadEnhancementCatalogue(
  path: string = DEFAULT_ENHANCEMENT_MODELS_PATH,
): EnhancementCatalogue {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new EnhancementCatalogueError(
      `Cannot read the enhancement models ${path}: ${(err as Error).message}`,
    );
  }
  return parseEnhancementCatalogue(data, `enhancement models ${path}`);
}

/** The models that need RIFE (interpolation mode `rife`). */
export const needsRife = (model: MlModelEntry): boolean => model.config.mode === 'rife';

/**
 * The catalogue as this deployment can run it: a model whose engine part is missing here stays
 * listed, marked unavailable with the reason, and a job that chooses it is refused.
 */
export function withAvailability(
  catalogue: EnhancementCatalogue,
  rife: { available: true } | { available: false; reason: string },
): EnhancementCatalogue {
  if (rife.available) return catalogue;
  return {
    ...catalogue,
    models: catalogue.models.map((model) =>
      needsRife(model) ? Object.freeze({ ...model, unavailable: rife.reason }) : model,
    ),
  };
}

/** The enabled models, in id order: what callers may choose. */
export const enabledModels = (catalogue: EnhancementCatalogue): MlModelEntry[] =>
  catalogue.models.filter((model) => model.enabled).toSorted((a, b) => a.id - b.id);
