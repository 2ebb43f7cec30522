export {
  JOB_STATUSES,
  type Clock,
  type IdSource,
  type CreditsPort,
  type IdempotencyInput,
  type IdempotencyRecord,
  type IdempotencyRepository,
  type JobOutputFolders,
  type JobPatch,
  type JobSignals,
  type JobStatus,
  type LifecycleJob,
  type LifecycleJobRepository,
  type LifecycleRepositories,
  type LifecycleStore,
  type Outbox,
  type OutputRemover,
  type QueuedMessage,
} from './lifecycle.ports.ts';
export {
  TERMINAL_STATUSES,
  cancelPatch,
  cancelRefusal,
  completePatch,
  costCredits,
  expirePatch,
  failPatch,
  isTerminal,
  jobDeadline,
  processingTimeSeconds,
  queuedJob,
  startPatch,
} from './job-rules.ts';
export {
  IDEMPOTENCY_WINDOW_MS,
  IdempotencyGuard,
  KeyTakenError,
  REUSED_KEY,
  type Replay,
} from './idempotency.ts';
export {
  CreateIdempotencyKeys,
  SqlIdempotencyKeys,
  idempotencyKeysMigration,
} from './idempotency.repository.ts';
export { idempotencyKeysTable } from './idempotency.table.ts';
export {
  LIFECYCLE_COLUMNS_SQL,
  SqlLifecycleJobs,
  WEBHOOK_URL_COLUMN_SQL,
  lifecycleConstraintsSql,
  lifecycleIndexesSql,
  lifecycleJobColumns,
  withCredits,
  type LifecycleJobRow,
} from './lifecycle-jobs.sql.ts';
export { JobLauncher, type Launch } from './job-launcher.ts';
export { jobEnvelope, type JobEnvelopeField, type JobEnvelopeParts } from './job-envelope.ts';
export { systemClock, uuidV7Ids } from './system.adapter.ts';
export { createJobOwnerStore } from './job-owner.store.ts';
export {
  startJobOwnerService,
  type JobOwnerHandle,
  type JobOwnerProcessOptions,
  type JobOwnerServiceHandle,
  type JobOwnerServiceOptions,
  type JobOwnerServiceParts,
} from './job-owner.service.ts';
export { JobEnding } from './job-ending.ts';
export { JobCanceller } from './job-cancel.ts';
export {
  JobStatusApplier,
  NO_OUTPUT,
  type Completion,
  type CompletionHandler,
  type CompletionHandlers,
  type EventOutcome,
} from './job-status.applier.ts';
export { createJobStatusConsumer } from './job-status.consumer.ts';
export { createJobProgressConsumer } from './job-progress.consumer.ts';
export { JobAnnouncer, type JobView, type JobViews } from './job-announcer.ts';
export {
  EtaCalibration,
  ProgressPacer,
  calibrationFactor,
  etaSeconds,
  type EtaInput,
  type EtaSample,
} from './job-eta.ts';
export { JobSweeper, type SweepChores, type SweepResult } from './job-sweeper.ts';
export { billingCredits, createBillingClient, type BillingClient } from './billing-credits.adapter.ts';
export { outboxJobSignals } from './job-signals.adapter.ts';
export {
  jobLifetimeProblems,
  jobOwnerConfigProblems,
  jobOwnerProcessOptionsFromConfig,
  jobOwnerSettingsFromConfig,
  type JobOwnerServiceConfig,
} from './job-owner.config.ts';
export {
  openJobOwner,
  type JobOwnerParts,
  type JobOwnerSettings,
  type JobOwnerStartOptions,
  type OpenJobOwnerOptions,
  type StartJobOwnerOptions,
} from './job-owner.ts';
