// Environment of the studio process. Limits the decisions mark *configurable* (queue TTL, max run
// time, upload caps, fetch caps) are read here once and validated.
import {
  bool,
  jobOwnerServiceEnv,
  loadConfig,
  port,
  positiveInt,
  serviceAddressEnv,
  z,
} from '@platform/config';
import { jobOwnerConfigProblems } from '@platform/job-lifecycle';

const MIB = 1024 * 1024;

export const studioEnv = {
  ...jobOwnerServiceEnv,
  /** Image-to-text jobs for a real estate shot are checked with the real estate service. */
  REAL_ESTATE_GRPC_ADDR: serviceAddressEnv.REAL_ESTATE_GRPC_ADDR,
  STUDIO_GRPC_HOST: z.string().min(1).default('127.0.0.1'),
  STUDIO_GRPC_PORT: port(50052),
  /** Off by default: deployments migrate once in a job (migrate.ts) before replicas start. */
  STUDIO_MIGRATE_ON_START: bool(false),
  MODEL_CATALOGUE_PATH: z.string().min(1).optional(),
  /** Image-to-text requests name no model: this catalogue entry (kind i2t) runs them. */
  STUDIO_I2T_MODEL: z.string().min(1).default('lumen_i2t'),
  UPLOAD_MAX_IMAGE_BYTES: positiveInt(25 * MIB),
  UPLOAD_MAX_VIDEO_BYTES: positiveInt(500 * MIB),
  MAX_IMAGE_PIXELS: positiveInt(40_000_000),
  PRESIGN_GET_SECONDS: positiveInt(900),
  PRESIGN_PUT_SECONDS: positiveInt(900),
};

export type StudioConfig = z.infer<z.ZodObject<typeof studioEnv>>;

export const loadStudioConfig = (env: NodeJS.ProcessEnv = process.env): StudioConfig =>
  loadConfig(studioEnv, env, jobOwnerConfigProblems);
