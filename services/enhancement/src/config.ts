// Environment of the enhancement process, read once and validated at start-up.
import { bool, jobOwnerServiceEnv, loadConfig, port, positiveInt, z } from '@platform/config';
import { jobOwnerConfigProblems } from '@platform/job-lifecycle';

export const enhancementEnv = {
  ...jobOwnerServiceEnv,
  UPLOAD_MAX_VIDEO_BYTES: positiveInt(500 * 1024 * 1024),
  PRESIGN_GET_SECONDS: positiveInt(900),
  ENHANCEMENT_GRPC_HOST: z.string().min(1).default('127.0.0.1'),
  ENHANCEMENT_GRPC_PORT: port(50055),
  /** Off by default: deployments migrate once in a job (migrate.ts) before replicas start. */
  ENHANCEMENT_MIGRATE_ON_START: bool(false),
  /** The enhancement model catalogue; config/enhancement-models.json when unset. */
  ENHANCEMENT_MODELS_PATH: z.string().min(1).optional(),
};

export type EnhancementConfig = z.infer<z.ZodObject<typeof enhancementEnv>>;

export const loadEnhancementConfig = (env: NodeJS.ProcessEnv = process.env): EnhancementConfig =>
  loadConfig(enhancementEnv, env, jobOwnerConfigProblems);
