// Environment of the enhancement process, read once and validated at start-up.
import { bool, cidrList, commonEnv, grpcServerEnv, databaseEnv, jobOwnerEnv, loadConfig, natsEnv, nodeEnv, port, positiveInt, s3Env, serviceAddressEnv, storageKeyEnv, storageKeyProblems, webhookTargetEnv, webhookTargetProblems, z } from '@platform/config';
import { jobLifetimeProblems } from '@platform/job-lifecycle';

export const enhancementEnv = {
  ...commonEnv,
  ...grpcServerEnv,
  ...databaseEnv,
  ...s3Env,
  ...natsEnv,
  ...nodeEnv,
  BILLING_GRPC_ADDR: serviceAddressEnv.BILLING_GRPC_ADDR,
  ...jobOwnerEnv,
  /** Names the account folders in storage: the same value the gateway and the worker have. */
  ...storageKeyEnv,
  /** Endpoint written into pre-signed URLs when clients reach storage by another address. */
  S3_PUBLIC_ENDPOINT: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  UPLOAD_MAX_VIDEO_BYTES: positiveInt(500 * 1024 * 1024),
  PRESIGN_GET_SECONDS: positiveInt(900),
  FETCH_TIMEOUT_MS: positiveInt(30_000),
  FETCH_MAX_REDIRECTS: z.coerce.number().int().min(0).max(10).default(3),
  /** CIDRs exempt from the private-address block (never set in production). */
  FETCH_ALLOW_CIDRS: cidrList,
  /** Which job create `webhook_url`s are accepted (the webhooks service's rule, same settings). */
  ...webhookTargetEnv,
  ENHANCEMENT_GRPC_HOST: z.string().min(1).default('127.0.0.1'),
  ENHANCEMENT_GRPC_PORT: port(50055),
  /** Off by default: deployments migrate once in a job (migrate.ts) before replicas start. */
  ENHANCEMENT_MIGRATE_ON_START: bool(false),
  /** The enhancement model catalogue; config/enhancement-models.json when unset. */
  ENHANCEMENT_MODELS_PATH: z.string().min(1).optional(),
};

export type EnhancementConfig = z.infer<z.ZodObject<typeof enhancementEnv>>;

export const loadEnhancementConfig = (env: NodeJS.ProcessEnv = process.env): EnhancementConfig =>
  loadConfig(enhancementEnv, env, (config) => [...storageKeyProblems(config), ...jobLifetimeProblems(config), ...webhookTargetProblems(config)]);
