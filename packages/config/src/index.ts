// Validated environment configuration. Each service declares the variables it uses with zod and
// gets a typed object, or fails at start-up with every problem listed at once.
import { z } from 'zod';

export { z };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig<Shape extends z.ZodRawShape>(
  shape: Shape,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<z.ZodObject<Shape>> {
  const result = z.object(shape).safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

/** Defaults match the machines' local services, so tests and `npm start` agree. */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
export const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');

/** Variables every process reads. */
export const commonEnv = {
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
};

export const databaseEnv = {
  DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE_URL),
};

export const natsEnv = {
  NATS_URL: z.string().min(1).default(DEFAULT_NATS_URL),
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
};
