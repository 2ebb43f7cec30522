// The job settings of an owning service's environment (jobOwnerEnv of @platform/config): their
// check at start-up, and the settings openJobOwner takes.
import { CANCELLATIONS_MAX_AGE_MS } from '@platform/bus';
import type { JobOwnerSettings } from './job-owner.ts';

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
