// What the runner reads from its environment. Anything already configured (DATABASE_URL,
// NATS_URL, S3_ENDPOINT) is used as is; only the missing pieces are started locally.
import { resolve } from 'node:path';
import { loadConfig, optionalPort, port, z } from '@platform/config';
import type { RestartPolicy } from './restart-policy.ts';

const shape = {
  DATABASE_URL: z.string().url().optional(),
  NATS_URL: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z.string().min(3).default('media'),
  GATEWAY_PORT: port(8080),
  /** The gateways' probe ports (/livez and /healthz only): this one, the next, ... */
  GATEWAY_PROBE_PORT: port(8090),
  STACK_DATA_DIR: z.string().min(1).optional(),
  LOCAL_PG_PORT: port(15432),
  LOCAL_PG_DATABASE: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .default('platform'),
  LOCAL_PG_OS_USER: z.string().default('postgres'),
  LOCAL_NATS_PORT: port(14222),
  LOCAL_S3_PORT: port(19000),
  STACK_READY_TIMEOUT_S: z.coerce.number().int().positive().default(120),
  /** Starts Debian's Prometheus over the services' /metrics, with the chart's rules. */
  STACK_PROMETHEUS: z.enum(['0', '1', 'true', 'false', '']).default('0'),
  STACK_PROMETHEUS_PORT: port(9090),
  /** Processes of every service (gateways on GATEWAY_PORT, the next port, ...): README.md. */
  STACK_REPLICAS: z.coerce.number().int().min(1).max(4).default(1),
  /** The gateways' shared limits; with several gateways and none set, the runner starts redis-server. */
  REDIS_URL: z.string().url().optional(),
  LOCAL_REDIS_PORT: port(16379),
  /** The worker's health port (its METRICS_PORT) when it runs alone; the benchmarks take a free one. */
  STACK_WORKER_HEALTH_PORT: optionalPort,
};

export interface StackSettings {
  root: string;
  dataDir: string;
  databaseUrl?: string;
  natsUrl?: string;
  s3?: { endpoint: string; region: string; accessKey: string; secretKey: string };
  bucket: string;
  region: string;
  gatewayPort: number;
  /** The first gateway's probe port (GATEWAY_PROBE_PORT); none when unset (tests). */
  gatewayProbePort?: number;
  pg: { port: number; database: string; osUser: string };
  natsPort: number;
  s3Port: number;
  readyTimeoutMs: number;
  /** Prometheus over the stack (STACK_PROMETHEUS=1); the e2e test sets short intervals. */
  prometheus?: { port: number; scrapeInterval?: string; evaluationInterval?: string };
  /** Processes of every service (STACK_REPLICAS, default 1). */
  replicas?: number;
  redisUrl?: string;
  /** redis-server's port when the runner starts one (several gateways, no REDIS_URL). */
  redisPort?: number;
  /** STACK_WORKER_HEALTH_PORT: the health port of a worker that always listens on one (else its own). */
  workerHealthPort?: number;
  /** How crashed services are restarted (default DEFAULT_RESTART_POLICY). */
  restart?: Partial<RestartPolicy>;
}

export function loadSettings(root: string, env: NodeJS.ProcessEnv = process.env): StackSettings {
  const config = loadConfig(shape, env);
  if (config.S3_ENDPOINT && (!config.S3_ACCESS_KEY || !config.S3_SECRET_KEY)) {
    throw new Error('S3_ENDPOINT is set, so S3_ACCESS_KEY and S3_SECRET_KEY must be set too.');
  }
  return {
    root,
    dataDir: resolve(root, config.STACK_DATA_DIR ?? '.data'),
    databaseUrl: config.DATABASE_URL,
    natsUrl: config.NATS_URL,
    s3: config.S3_ENDPOINT
      ? {
          endpoint: config.S3_ENDPOINT,
          region: config.S3_REGION,
          accessKey: config.S3_ACCESS_KEY ?? '',
          secretKey: config.S3_SECRET_KEY ?? '',
        }
      : undefined,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    gatewayPort: config.GATEWAY_PORT,
    gatewayProbePort: config.GATEWAY_PROBE_PORT,
    pg: { port: config.LOCAL_PG_PORT, database: config.LOCAL_PG_DATABASE, osUser: config.LOCAL_PG_OS_USER },
    natsPort: config.LOCAL_NATS_PORT,
    s3Port: config.LOCAL_S3_PORT,
    readyTimeoutMs: config.STACK_READY_TIMEOUT_S * 1000,
    prometheus: ['1', 'true'].includes(config.STACK_PROMETHEUS)
      ? { port: config.STACK_PROMETHEUS_PORT }
      : undefined,
    replicas: config.STACK_REPLICAS,
    redisUrl: config.REDIS_URL,
    redisPort: config.LOCAL_REDIS_PORT,
    workerHealthPort: config.STACK_WORKER_HEALTH_PORT,
  };
}
