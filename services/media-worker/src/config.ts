// Environment of the media worker process. Every variable has a default that works on a developer
// machine (STORAGE_KEY_SECRET only there: production must set it); a bad value stops the process
// at start-up with every problem listed.
import {
  commonEnv,
  loadConfig,
  natsEnv,
  nodeEnv,
  port,
  s3Env,
  storageKeyEnv,
  storageKeyProblems,
  z,
} from '@platform/config';

export const workerEnv = {
  ...commonEnv,
  ...natsEnv,
  ...s3Env,
  ...nodeEnv,
  /** A job may touch only its account's folder, named with this secret (the same as studio's). */
  ...storageKeyEnv,
  /** Jobs of each kind running at once in this process. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  WORKER_MAX_DELIVER: z.coerce.number().int().min(1).max(100).default(5),
  WORKER_ACK_WAIT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /** How long SIGTERM lets running jobs finish before aborting them (they are then redelivered). */
  WORKER_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** Serves GET /livez and /healthz. */
  METRICS_PORT: port(9464),
  MODEL_CATALOGUE_PATH: z.string().min(1).optional(),
  /**
   * Storage's address for clients (the owning services' setting). The worker hands providers a
   * pre-signed URL on it only when it is an https address outside loopback and private networks
   * (`providerReachable`): a provider on the internet could fetch nothing else.
   */
  S3_PUBLIC_ENDPOINT: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
};

const PRIVATE_HOST =
  /^(localhost|.*\.local|.*\.internal|.*\.svc(\.cluster\.local)?|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|169\.254\.\d+\.\d+|\[.*\]|[^.]+)$/i;

/** The public storage endpoint when a provider on the internet could fetch from it, else undefined. */
export function providerReachable(endpoint: string | undefined): string | undefined {
  if (!endpoint || !URL.canParse(endpoint)) return undefined;
  const url = new URL(endpoint);
  return url.protocol === 'https:' && !PRIVATE_HOST.test(url.hostname) ? endpoint : undefined;
}

export type WorkerConfig = ReturnType<typeof loadWorkerConfig>;

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(workerEnv, env, storageKeyProblems);
}
