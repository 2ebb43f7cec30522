// Validated environment configuration. Each service declares the variables it uses with zod and
// gets a typed object, or fails at start-up with every problem listed at once.
import { z } from 'zod';

export { z };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses `env` with `shape`; `crossCheck` then lists what no single variable can say (one setting
 * required because of another). Throws ConfigError listing every problem: when some variables
 * are invalid, the cross-check still runs on the ones that parsed, so an operator sees a missing
 * secret and a malformed port in one go rather than one per restart.
 */
export function loadConfig<Shape extends z.ZodRawShape>(
  shape: Shape,
  env: NodeJS.ProcessEnv = process.env,
  crossCheck?: (config: z.infer<z.ZodObject<Shape>>) => string[],
): z.infer<z.ZodObject<Shape>> {
  const result = z.object(shape).safeParse(env);
  if (result.success) {
    const problems = crossCheck?.(result.data) ?? [];
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    return result.data;
  }
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (crossCheck) problems.push(...crossCheckOfValidVariables(shape, env, crossCheck));
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/** Thrown when a cross-check reads a variable that is already reported as invalid. */
const READS_INVALID_VARIABLE = Symbol('reads an invalid variable');

/**
 * The cross-check's problems among the variables that parsed. A check that reads an invalid
 * variable is left out: the variable's own problem is already listed, and the check would only
 * guess about a value that does not exist.
 */
function crossCheckOfValidVariables<Shape extends z.ZodRawShape>(
  shape: Shape,
  env: NodeJS.ProcessEnv,
  crossCheck: (config: z.infer<z.ZodObject<Shape>>) => string[],
): string[] {
  const parsed: Record<string, unknown> = {};
  const invalid = new Set<string>();
  for (const [name, schema] of Object.entries(shape)) {
    const field = z.safeParse(schema, env[name]);
    if (field.success) parsed[name] = field.data;
    else invalid.add(name);
  }
  const guarded = new Proxy(parsed, {
    get(target, name) {
      if (typeof name === 'string' && invalid.has(name)) throw READS_INVALID_VARIABLE;
      return target[name as string];
    },
  });
  try {
    return crossCheck(guarded as z.infer<z.ZodObject<Shape>>);
  } catch (err) {
    if (err === READS_INVALID_VARIABLE) return [];
    throw err;
  }
}

/** Defaults match the machines' local services, so tests and `npm start` agree. */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
/** A port that is opened only when set (an empty value is unset). */
export const optionalPort = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce.number().int().min(0).max(65535).optional(),
);
export const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
export const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');

/** Variables every process reads. */
export const commonEnv = {
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** Serves the Prometheus scrape `GET /metrics` on this port; none when unset. */
  METRICS_PORT: optionalPort,
};

/**
 * Every gRPC service: handlers in flight (all methods together) beyond which a call is refused at
 * once with UNAVAILABLE and a Retry-After, which the gateway answers as 503 (docs/decisions.md,
 * "Admission control"). Per replica; the health service is not bounded by it.
 */
export const grpcServerEnv = {
  GRPC_MAX_IN_FLIGHT: positiveInt(256),
};

export const databaseEnv = {
  DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE_URL),
  /**
   * Most connections one replica holds open to PostgreSQL. Every replica of every service counts
   * against the server's max_connections (helm/media-platform/README.md, "Database connections"),
   * and more connections than the server has cores to run them only queue inside it. The whole
   * test suite passes with every pool at 2, so no code path waits for a second connection while
   * it holds one (which would deadlock a full pool).
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(5),
};

export const natsEnv = {
  NATS_URL: z.string().min(1).default(DEFAULT_NATS_URL),
  /** Namespace of streams and subjects; empty in production, unique per test file. */
  BUS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/)
    .default(''),
};

/** The job life cycle's settings, read by every service that owns jobs. */
export const jobOwnerEnv = {
  JOB_QUEUE_TTL_SECONDS: positiveInt(86_400),
  JOB_MAX_RUN_SECONDS: positiveInt(3_600),
  JOB_SWEEP_INTERVAL_SECONDS: positiveInt(30),
};

export const s3Env = {
  S3_ENDPOINT: z.string().url().default('http://127.0.0.1:9000'),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY: z.string().default('S3RVER'),
  S3_SECRET_KEY: z.string().default('S3RVER'),
  S3_BUCKET: z.string().default('media'),
};

/** gRPC addresses of the services (host:port). */
export const serviceAddressEnv = {
  BILLING_GRPC_ADDR: z.string().default('127.0.0.1:50051'),
  STUDIO_GRPC_ADDR: z.string().default('127.0.0.1:50052'),
  SHARING_GRPC_ADDR: z.string().default('127.0.0.1:50053'),
  REAL_ESTATE_GRPC_ADDR: z.string().default('127.0.0.1:50054'),
  ENHANCEMENT_GRPC_ADDR: z.string().default('127.0.0.1:50055'),
  WEBHOOKS_GRPC_ADDR: z.string().default('127.0.0.1:50056'),
};

const DEV_ENVIRONMENTS = new Set(['development', 'test']);

/** Development machines and tests may run without the shared secrets (a stand-in is used). */
export const nodeEnv = {
  NODE_ENV: z.string().default('production'),
};

export const isDevelopment = (config: { NODE_ENV: string }): boolean => DEV_ENVIRONMENTS.has(config.NODE_ENV);

/** An empty value counts as unset, as a blank line in an env file or a Secret would give. */
export const optionalString = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().min(1).optional(),
);

/** A comma-separated list of CIDRs (empty: none), as the address policies take them. */
export const cidrList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

/**
 * Where job events may be POSTed (webhook endpoints and a job create's `webhook_url`): read by the
 * webhooks service, which delivers, and by every job owner, which checks a create's URL, so the
 * two never disagree on what is accepted.
 */
export const webhookTargetEnv = {
  /** Plain http targets: default on only in development and test (NODE_ENV); refused in production. */
  WEBHOOK_ALLOW_HTTP: optionalString,
  /** CIDRs exempt from the private-address block (never set in production). */
  WEBHOOK_ALLOW_CIDRS: cidrList,
};

/** Whether webhook targets may be plain http: the setting, else on in development and test. */
export const webhookAllowsHttp = (config: { WEBHOOK_ALLOW_HTTP?: string; NODE_ENV: string }): boolean =>
  config.WEBHOOK_ALLOW_HTTP === undefined ? isDevelopment(config) : config.WEBHOOK_ALLOW_HTTP === 'true';

/** Plain http targets are refused outside development and test. */
export const webhookTargetProblems = (config: { WEBHOOK_ALLOW_HTTP?: string; NODE_ENV: string }): string[] =>
  config.WEBHOOK_ALLOW_HTTP === 'true' && !isDevelopment(config)
    ? ['WEBHOOK_ALLOW_HTTP: plain http endpoints are allowed only in development and test']
    : [];

/** Shared secrets (JWT_SECRET, STORAGE_KEY_SECRET) carry at least 256 bits. */
export const MIN_SECRET_BYTES = 32;

/**
 * The published development defaults of every secret (docker compose, the Helm chart's
 * devDefaults, the stand-in used when none is set) start with this, so a deployment that forgot
 * to replace one is refused at start-up instead of running with a secret everybody knows.
 */
export const DEV_SECRET_PREFIX = 'dev-only-';

/**
 * A shared secret: required outside development and test, at least 32 bytes whenever set, and
 * never one of the published development defaults outside development and test.
 */
export function secretProblems(
  config: { NODE_ENV: string },
  name: string,
  value: string | undefined,
): string[] {
  if (value === undefined)
    return isDevelopment(config) ? [] : [`${name}: required outside development and test`];
  if (Buffer.byteLength(value, 'utf8') < MIN_SECRET_BYTES)
    return [`${name}: must be at least ${MIN_SECRET_BYTES} bytes`];
  if (value.startsWith(DEV_SECRET_PREFIX) && !isDevelopment(config)) {
    return [
      `${name}: a published development default ("${DEV_SECRET_PREFIX}...") is refused outside development and test`,
    ];
  }
  return [];
}

/**
 * The secret that names account folders in object storage (`AccountKeys` in @platform/storage).
 * Every process that builds or checks object keys reads it, and all of them need the same value.
 */
export const storageKeyEnv = {
  STORAGE_KEY_SECRET: optionalString,
};

export const storageKeyProblems = (config: { NODE_ENV: string; STORAGE_KEY_SECRET?: string }): string[] =>
  secretProblems(config, 'STORAGE_KEY_SECRET', config.STORAGE_KEY_SECRET);

export {
  MAX_JSON_BYTES,
  MAX_JSON_DEPTH,
  jsonBytesMessage,
  jsonDepthMessage,
  jsonLimitProblem,
  jsonTooDeep,
} from './json-limits.ts';

/**
 * What every job-owning service's process reads (studio, real estate, enhancement) besides its
 * own settings: the server, database, bus and storage, the account folders' secret, billing,
 * the job life cycle's times, how remote files are fetched and which webhook URLs are accepted.
 */
export const jobOwnerServiceEnv = {
  ...commonEnv,
  ...grpcServerEnv,
  ...databaseEnv,
  ...natsEnv,
  ...s3Env,
  ...nodeEnv,
  /** Names the account folders in storage: the same value the gateway and the worker have. */
  ...storageKeyEnv,
  /** Endpoint written into pre-signed URLs when clients reach storage by another address. */
  S3_PUBLIC_ENDPOINT: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  BILLING_GRPC_ADDR: serviceAddressEnv.BILLING_GRPC_ADDR,
  ...jobOwnerEnv,
  FETCH_TIMEOUT_MS: positiveInt(30_000),
  FETCH_MAX_REDIRECTS: z.coerce.number().int().min(0).max(10).default(3),
  /** CIDRs exempt from the private-address block (never set in production). */
  FETCH_ALLOW_CIDRS: cidrList,
  /** Which job create `webhook_url`s are accepted (the webhooks service's rule, same settings). */
  ...webhookTargetEnv,
};
