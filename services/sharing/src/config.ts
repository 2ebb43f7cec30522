// Environment of the sharing process.
import {
  bool,
  commonEnv,
  grpcServerEnv,
  databaseEnv,
  loadConfig,
  port,
  serviceAddressEnv,
  z,
} from '@platform/config';

export const sharingEnv = {
  ...commonEnv,
  ...grpcServerEnv,
  ...databaseEnv,
  SHARING_GRPC_HOST: z.string().min(1).default('127.0.0.1'),
  SHARING_GRPC_PORT: port(50053),
  /** Where the studio service (owner of the video assets) answers. */
  STUDIO_GRPC_ADDR: serviceAddressEnv.STUDIO_GRPC_ADDR,
  /** Where the real estate service (owner of project video assets) answers. */
  REAL_ESTATE_GRPC_ADDR: serviceAddressEnv.REAL_ESTATE_GRPC_ADDR,
  /** Where billing answers: a share page of a disabled account is not found. */
  BILLING_GRPC_ADDR: serviceAddressEnv.BILLING_GRPC_ADDR,
  /** Deadline of each call to the studio or real estate. */
  GRPC_DEADLINE_MS: z.coerce.number().int().positive().default(5000),
  /** Off by default: deployments migrate once in a job (migrate.ts) before replicas start. */
  SHARING_MIGRATE_ON_START: bool(false),
};

export const loadSharingConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(sharingEnv, env);
