// What every owning service reads of its environment (jobOwnerServiceEnv of @platform/config):
// its checks at start-up, and the start options they give (the job settings openJobOwner takes,
// the database, bus, storage, fetch and webhook settings startJobOwnerService takes).
import { CANCELLATIONS_MAX_AGE_MS } from '@platform/bus';
import {
  storageKeyProblems,
  webhookAllowsHttp,
  webhookTargetProblems,
  type jobOwnerServiceEnv,
  type z,
} from '@platform/config';
import type { Logger } from '@platform/logging';
import { accountKeysFromConfig, storageOptionsFromConfig } from '@platform/storage';
import type { JobOwnerSettings } from './job-owner.ts';
import type { JobOwnerProcessOptions } from './job-owner.service.ts';

/** The shared part of a job owner's configuration. */
export type JobOwnerServiceConfig = z.infer<z.ZodObject<typeof jobOwnerServiceEnv>>;

interface JobOwnerConfig {
  JOB_QUEUE_TTL_SECONDS: number;
  JOB_MAX_RUN_SECONDS: number;
  JOB_SWEEP_INTERVAL_SECONDS: number;
}

/**
 * A job's cancellation must outlive the job: a worker refuses a job past its deadline (queue TTL
 * plus maximum run time), and until then it needs the cancellation to skip the job.
 */
export const jobLifetimeProblems = (
  config: Pick<JobOwnerConfig, 'JOB_QUEUE_TTL_SECONDS' | 'JOB_MAX_RUN_SECONDS'>,
): string[] =>
  (config.JOB_QUEUE_TTL_SECONDS + config.JOB_MAX_RUN_SECONDS) * 1000 < CANCELLATIONS_MAX_AGE_MS
    ? []
    : [
        `JOB_QUEUE_TTL_SECONDS: with JOB_MAX_RUN_SECONDS it must stay below ${CANCELLATIONS_MAX_AGE_MS / 1000} s, how long cancellations are kept`,
      ];

export const jobOwnerSettingsFromConfig = (config: JobOwnerConfig): JobOwnerSettings => ({
  queueTtlSeconds: config.JOB_QUEUE_TTL_SECONDS,
  maxRunSeconds: config.JOB_MAX_RUN_SECONDS,
  sweepIntervalMs: config.JOB_SWEEP_INTERVAL_SECONDS * 1000,
});

/** The cross-checks of a job owner's configuration (`loadConfig`'s third argument): each a reason it is refused. */
export const jobOwnerConfigProblems = (config: JobOwnerServiceConfig): string[] => [
  ...storageKeyProblems(config),
  ...jobLifetimeProblems(config),
  ...webhookTargetProblems(config),
];

/**
 * The start options every job owner takes from the shared variables; the service adds its own
 * (its gRPC address, migrate flag, catalogue and limits) and may replace `jobs`.
 */
export const jobOwnerProcessOptionsFromConfig = (
  config: JobOwnerServiceConfig,
  logger: Logger,
): Omit<JobOwnerProcessOptions, 'grpcAddress'> => ({
  databaseUrl: config.DATABASE_URL,
  poolMax: config.DATABASE_POOL_MAX,
  grpcMaxInFlight: config.GRPC_MAX_IN_FLIGHT,
  logger,
  natsUrl: config.NATS_URL,
  busPrefix: config.BUS_PREFIX,
  billingAddress: config.BILLING_GRPC_ADDR,
  jobs: jobOwnerSettingsFromConfig(config),
  storage: storageOptionsFromConfig(config),
  keys: accountKeysFromConfig(config, logger),
  publicStorageEndpoint: config.S3_PUBLIC_ENDPOINT,
  fetch: {
    allowCidrs: config.FETCH_ALLOW_CIDRS,
    timeoutMs: config.FETCH_TIMEOUT_MS,
    maxRedirects: config.FETCH_MAX_REDIRECTS,
  },
  webhookUrls: { allowHttp: webhookAllowsHttp(config), allowCidrs: config.WEBHOOK_ALLOW_CIDRS },
});
