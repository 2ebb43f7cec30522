// The model catalogue is data, not code: which `model_name` values exist, what kind of job each
// serves, which engine runs it and what it costs. Operators change prices or plug in an HTTP
// adapter by editing the JSON file (or pointing MODEL_CATALOGUE_PATH at another one); a bad file
// stops the process at start-up with every problem listed, instead of failing one job later.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { Credits, CreditsFormatError } from './credits.ts';

export const MODEL_KINDS = ['t2i', 'i2t', 'i2v', 't2v', 'i2i', 't2a', 't2t', 'render'] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];

export const PRICE_UNITS = ['image', 'second', 'job'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/**
 * The built-in engines this catalogue knows about, with the one kind each can serve. Other
 * `builtin:` names are allowed (the media worker refuses to start when it lacks an engine), so a
 * new built-in engine needs no change here.
 */
export const BUILTIN_ENGINE_KINDS: Readonly<Record<string, ModelKind>> = {
  'builtin:camera-move': 'i2v',
  'builtin:t2i-render': 't2i',
  'builtin:image-describe': 'i2t',
  'builtin:tts': 't2a',
  'builtin:listing-render': 'render',
};

/** What a model of each kind may be priced by: what its jobs count, or the whole job. */
const UNITS_OF_KIND: Readonly<Record<ModelKind, readonly PriceUnit[]>> = {
  t2i: ['image', 'job'],
  i2i: ['image', 'job'],
  i2v: ['second', 'job'],
  t2v: ['second', 'job'],
  t2a: ['second', 'job'],
  render: ['second', 'job'],
  i2t: ['job'],
  t2t: ['job'],
};

export const DEFAULT_CATALOGUE_PATH = fileURLToPath(
  new URL('../../../config/model-catalogue.json', import.meta.url),
);

export interface ModelEntry {
  name: string;
  kind: ModelKind;
  /** `builtin:<engine>` or the name of an HTTP adapter such as `openai-images`. */
  engine: string;
  /** Engine settings; for HTTP adapters at least `base_url` (secrets are named by env var only). */
  config: Readonly<Record<string, unknown>>;
  /** Price of one unit. */
  price: Credits;
  unit: PriceUnit;
  enabled: boolean;
  description?: string;
  /** Models of the same kind that take a job when this one's provider fails (see `routeOf`). */
  fallback?: readonly string[];
}

/** What a job message carries about the engine that runs it and the ones that stand in. */
export interface ModelRoute {
  engine: string;
  engine_config: Record<string, unknown>;
  fallbacks: { model_name: string; engine: string; engine_config: Record<string, unknown> }[];
}

export class CatalogueError extends Error {
  override name = 'CatalogueError';
}

/** Asked for a price of a model that is not in the catalogue, or is switched off. */
export class UnknownModelError extends Error {
  override name = 'UnknownModelError';
  readonly modelName: string;
  readonly reason: 'unknown' | 'disabled';
  constructor(modelName: string, reason: 'unknown' | 'disabled') {
    super(reason === 'unknown' ? `Unknown model "${modelName}".` : `Model "${modelName}" is not available.`);
    this.modelName = modelName;
    this.reason = reason;
  }
}

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

/** Adapters of one provider, whose `base_url` defaults to that provider's API when left out. */
export const HOSTED_ADAPTER_BASE_URLS: Readonly<Record<string, string>> = {
  'fal-queue': 'https://queue.fal.run',
  replicate: 'https://api.replicate.com/v1',
  'elevenlabs-tts': 'https://api.elevenlabs.io',
  'topaz-video': 'https://api.topazlabs.com',
};

// Secrets never live in the catalogue: an adapter names the environment variable holding its key.
const httpAdapterConfig = z.looseObject({
  base_url: z.url({ protocol: /^https?$/ }),
  api_key_env: z
    .string()
    .regex(/^[A-Z_][A-Z0-9_]*$/, 'must be an environment variable name')
    .optional(),
  timeout_ms: z.number().int().positive().max(600_000).optional(),
});

const entrySchema = z
  .strictObject({
    name: z
      .string()
      .max(100)
      .regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, 'must be lowercase words joined by "_"'),
    kind: z.enum(MODEL_KINDS),
    engine: z.string().regex(/^(?:builtin:)?[a-z][a-z0-9-]*$/, 'must be "builtin:<name>" or an adapter name'),
    config: z.record(z.string(), z.unknown()).default({}),
    price,
    unit: z.enum(PRICE_UNITS),
    enabled: z.boolean(),
    description: z.string().max(500).optional(),
    fallback: z.array(z.string()).max(4).optional(),
  })
  .superRefine((entry, ctx) => {
    if (!entry.name.endsWith(`_${entry.kind}`)) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: `must end with "_${entry.kind}" (its kind)` });
    }
    if (!UNITS_OF_KIND[entry.kind].includes(entry.unit)) {
      ctx.addIssue({
        code: 'custom',
        path: ['unit'],
        message: `a ${entry.kind} model is priced per ${UNITS_OF_KIND[entry.kind].join(' or per ')}`,
      });
    }
    const builtinKind = BUILTIN_ENGINE_KINDS[entry.engine];
    if (builtinKind && builtinKind !== entry.kind) {
      ctx.addIssue({
        code: 'custom',
        path: ['engine'],
        message: `${entry.engine} serves ${builtinKind} models only`,
      });
    }
    if (!entry.engine.startsWith('builtin:')) {
      const hostedDefault = HOSTED_ADAPTER_BASE_URLS[entry.engine];
      const config = httpAdapterConfig.safeParse(
        hostedDefault ? { base_url: hostedDefault, ...entry.config } : entry.config,
      );
      for (const issue of config.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: ['config', ...issue.path.map(String)], message: issue.message });
      }
    }
  });

const fileSchema = z
  .strictObject({ version: z.literal(1), models: z.array(entrySchema).min(1) })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.models.forEach((model, index) => {
      if (seen.has(model.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['models', index, 'name'],
          message: `duplicate model "${model.name}"`,
        });
      }
      seen.add(model.name);
    });
    const byName = new Map(file.models.map((model) => [model.name, model]));
    file.models.forEach((model, index) => {
      (model.fallback ?? []).forEach((name, at) => {
        const other = byName.get(name);
        const path = ['models', index, 'fallback', at];
        if (!other) ctx.addIssue({ code: 'custom', path, message: `unknown model "${name}"` });
        else if (name === model.name)
          ctx.addIssue({ code: 'custom', path, message: 'a model cannot fall back to itself' });
        else if (other.kind !== model.kind)
          ctx.addIssue({
            code: 'custom',
            path,
            message: `"${name}" serves ${other.kind}, not ${model.kind}`,
          });
      });
    });
  });

export class Catalogue {
  private readonly entries: ReadonlyMap<string, ModelEntry>;

  constructor(entries: readonly ModelEntry[]) {
    this.entries = new Map(entries.map((entry) => [entry.name, Object.freeze({ ...entry })]));
  }

  /** The entry, enabled or not; undefined when the name is not in the catalogue. */
  get(modelName: string): ModelEntry | undefined {
    return this.entries.get(modelName);
  }

  list(filter: { kind?: ModelKind; enabled?: boolean } = {}): ModelEntry[] {
    return [...this.entries.values()].filter(
      (entry) =>
        (filter.kind === undefined || entry.kind === filter.kind) &&
        (filter.enabled === undefined || entry.enabled === filter.enabled),
    );
  }

  /**
   * Why `modelName` cannot serve a job of `kind`, naming the names that can (a client that sent
   * an unknown one learns the valid ones from the error); undefined when it can.
   */
  choiceProblem(modelName: string, kind: ModelKind): string | undefined {
    const entry = this.entries.get(modelName);
    if (entry && entry.enabled && entry.kind === kind) return undefined;
    const names = this.list({ kind, enabled: true }).map((other) => other.name);
    return `"${modelName}" is not a valid choice (${names.join(', ')}).`;
  }

  /**
   * The engine of a model and, in order, its enabled fallbacks' engines, as a job message carries
   * them. A fallback's own fallbacks are not followed: a job tries each listed model once.
   */
  routeOf(entry: ModelEntry): ModelRoute {
    const fallbacks = (entry.fallback ?? [])
      .map((name) => this.entries.get(name))
      .filter((other): other is ModelEntry => other !== undefined && other.enabled)
      .map((other) => ({ model_name: other.name, engine: other.engine, engine_config: { ...other.config } }));
    return { engine: entry.engine, engine_config: { ...entry.config }, fallbacks };
  }

  /**
   * Price of a job of an enabled model. `units` is what the job's kind counts (images for text to
   * image, seconds for video and speech, 1 otherwise); a model priced per `job` costs its price
   * whatever the count (a hosted model that makes one fixed clip, for example).
   */
  priceFor(modelName: string, units: number | bigint): Credits {
    const entry = this.entries.get(modelName);
    if (!entry) throw new UnknownModelError(modelName, 'unknown');
    if (!entry.enabled) throw new UnknownModelError(modelName, 'disabled');
    const count = typeof units === 'bigint' ? units : Number.isSafeInteger(units) ? BigInt(units) : -1n;
    if (count < 1n) throw new RangeError('units must be a whole number of at least 1.');
    return entry.unit === 'job' ? entry.price : entry.price.mul(count);
  }
}

/** Validates already-parsed JSON; `source` names it in the error message. */
export function parseCatalogue(data: unknown, source = 'model catalogue'): Catalogue {
  const result = fileSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new CatalogueError(`Invalid ${source}:\n  ${problems.join('\n  ')}`);
  }
  return new Catalogue(result.data.models);
}

/** Reads the catalogue from `path`, else MODEL_CATALOGUE_PATH, else config/model-catalogue.json. */
export function loadCatalogue(
  path: string = process.env.MODEL_CATALOGUE_PATH || DEFAULT_CATALOGUE_PATH,
): Catalogue {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new CatalogueError(
      `Cannot read the model catalogue ${path}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new CatalogueError(`The model catalogue ${path} is not valid JSON: ${(err as Error).message}`);
  }
  return parseCatalogue(data, `model catalogue ${path}`);
}
