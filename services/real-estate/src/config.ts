// Environment of the real estate process, read once and validated.
import { bool, jobOwnerServiceEnv, loadConfig, port, positiveInt, z } from '@platform/config';
import { jobOwnerConfigProblems } from '@platform/job-lifecycle';

const MIB = 1024 * 1024;

export const realEstateEnv = {
  ...jobOwnerServiceEnv,
  REAL_ESTATE_GRPC_HOST: z.string().min(1).default('127.0.0.1'),
  REAL_ESTATE_GRPC_PORT: port(50054),
  /** Off by default: deployments migrate once in a job (migrate.ts) before replicas start. */
  REAL_ESTATE_MIGRATE_ON_START: bool(false),
  MODEL_CATALOGUE_PATH: z.string().min(1).optional(),
  PRESIGN_GET_SECONDS: positiveInt(900),
  PRESIGN_PUT_SECONDS: positiveInt(900),
  UPLOAD_MAX_IMAGE_BYTES: positiveInt(25 * MIB),
  UPLOAD_MAX_VIDEO_BYTES: positiveInt(500 * MIB),
  UPLOAD_MAX_AUDIO_BYTES: positiveInt(50 * MIB),
  MAX_IMAGE_PIXELS: positiveInt(40_000_000),
};

export type RealEstateConfig = z.infer<z.ZodObject<typeof realEstateEnv>>;

export const loadRealEstateConfig = (env: NodeJS.ProcessEnv = process.env): RealEstateConfig =>
  loadConfig(realEstateEnv, env, jobOwnerConfigProblems);
