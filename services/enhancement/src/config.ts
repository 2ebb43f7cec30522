// Environment of the enhancement process, read once and validated at start-up.
import { bool, commonEnv, databaseEnv, loadConfig, port, z } from '@platform/config';

export const enhancementEnv = {
  ...commonEnv,
  ...databaseEnv,
  ENHANCEMENT_GRPC_HOST: z.string().min(1).default('127.0.0.1'),
  ENHANCEMENT_GRPC_PORT: port(50055),
  /** Off by default: deployments migrate once in a job (migrate.ts) before replicas start. */
  ENHANCEMENT_MIGRATE_ON_START: bool(false),
  /** The enhancement model catalogue; config/enhancement-models.json when unset. */
  ENHANCEMENT_MODELS_PATH: z.string().min(1).optional(),
};

export type EnhancementConfig = z.infer<z.ZodObject<typeof enhancementEnv>>;

export const loadEnhancementConfig = (env: NodeJS.ProcessEnv = process.env): EnhancementConfig => loadConfig(enhancementEnv, env);
