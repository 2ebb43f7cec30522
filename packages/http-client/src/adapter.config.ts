// Settings every HTTP adapter reads from its catalogue entry's `engine_config`. Secrets are never
// in the catalogue: `api_key_env` names the environment variable that holds the key, read when a
// job runs, so a rotated key needs no catalogue change.
import { z } from '@platform/config';
import { AdapterConfigError } from './adapter.error.ts';
import type { CallPolicy } from './http-request.ts';

const MIB = 1024 * 1024;

export const adapterBaseConfig = {
  base_url: z.url({ protocol: /^https?$/ }),
  /** The provider's model id (not our model_name). */
  model: z.string().min(1).max(200),
  api_key_env: z
    .string()
    .regex(/^[A-Z_][A-Z0-9_]*$/, 'must be an environment variable name')
    .optional(),
  timeout_ms: z.number().int().positive().max(600_000).default(60_000),
  retries: z.number().int().min(0).max(10).default(2),
  retry_base_ms: z.number().int().min(0).max(60_000).default(500),
  max_response_bytes: z
    .number()
    .int()
    .positive()
    .max(1024 * MIB)
    .default(64 * MIB),
};

export type AdapterBaseConfig = z.infer<z.ZodObject<typeof adapterBaseConfig>>;

/** Reads environment variables; a parameter so tests and other processes can supply their own. */
export type EnvReader = (name: string) => string | undefined;

export const processEnv: EnvReader = (name) => process.env[name];

/** Parses `engine_config` or throws AdapterConfigError listing every problem. */
export function parseAdapterConfig<T extends z.ZodType>(
  adapter: string,
  schema: T,
  raw: unknown,
): z.infer<T> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new AdapterConfigError(
      `${adapter}: the model's engine_config is invalid (${problems.join('; ')}).`,
    );
  }
  return result.data;
}

export function callPolicy(
  config: Pick<AdapterBaseConfig, 'timeout_ms' | 'retries' | 'retry_base_ms' | 'max_response_bytes'>,
): CallPolicy {
  return {
    timeoutMs: config.timeout_ms,
    retries: config.retries,
    retryBaseMs: config.retry_base_ms,
    maxResponseBytes: config.max_response_bytes,
  };
}

/** The key in the variable `api_key_env` names; a missing variable is a config error. */
export function apiKeyFromEnv(adapter: string, variable: string, env: EnvReader): string {
  const key = env(variable);
  if (!key) {
    throw new AdapterConfigError(`${adapter}: the API key variable ${variable} is not set on the worker.`);
  }
  return key;
}

/** `Authorization` header when the entry names a key variable; a missing variable is a config error. */
export function authHeaders(
  adapter: string,
  config: Pick<AdapterBaseConfig, 'api_key_env'>,
  env: EnvReader,
  scheme = 'Bearer',
): Record<string, string> {
  if (!config.api_key_env) return {};
  return { Authorization: `${scheme} ${apiKeyFromEnv(adapter, config.api_key_env, env)}` };
}

/** `base_url` joined with a path, keeping any path prefix the base carries (`https://h/api` + `/v1/x`). */
export function endpoint(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
