// Environment of the billing process.
import { bool, commonEnv, grpcServerEnv, databaseEnv, loadConfig, port, z } from '@platform/config';

export const billingEnv = {
  ...commonEnv,
  ...grpcServerEnv,
  ...databaseEnv,
  BILLING_GRPC_HOST: z.string().min(1).default('127.0.0.1'),
  BILLING_GRPC_PORT: port(50051),
  /** Off by default: deployments migrate once in a job (migrate.ts) before replicas start. */
  BILLING_MIGRATE_ON_START: bool(false),
  MODEL_CATALOGUE_PATH: z.string().min(1).optional(),
  /**
   * Open holds older than this are released by billing: far above every job owner's queue TTL
   * plus maximum run time (studio: 24 h + 1 h by default).
   */
  HOLD_EXPIRY_HOURS: z.coerce.number().positive().default(72),
  HOLD_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().positive().default(600),
};

export const loadBillingConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(billingEnv, env);
