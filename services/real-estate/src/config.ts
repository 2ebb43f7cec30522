// Environment of the real estate process, read once and validated.
import { bool, commonEnv, databaseEnv, loadConfig, natsEnv, nodeEnv, port, s3Env, storageKeyEnv, storageKeyProblems, z } from '@platform/config';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const realEstateEnv = {
  ...commonEnv,
  ...databaseEnv,
  ...natsEnv,
  ...s3Env,
  ...nodeEnv,
  /** Names the account folders in storage: the same value the gateway and the worker have. */
  ...storageKeyEnv,
  /** Endpoint written into pre-signed URLs when clients reach storage by another address. */
  S3_PUBLIC_ENDPOINT: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  REAL_ESTATE_GRPC_HOST: z.string().min(1).default('127.0.0.1'),
  REAL_ESTATE_GRPC_PORT: port(50054),
  /** Off by default: deployments migrate once in a job (migrate.ts) before replicas start. */
  REAL_ESTATE_MIGRATE_ON_START: bool(false),
  MODEL_CATALOGUE_PATH: z.string().min(1).optional(),
  PRESIGN_GET_SECONDS: positiveInt(900),
};

export type RealEstateConfig = z.infer<z.ZodObject<typeof realEstateEnv>>;

export const loadRealEstateConfig = (env: NodeJS.ProcessEnv = process.env): RealEstateConfig =>
  loadConfig(realEstateEnv, env, (config) => storageKeyProblems(config));
