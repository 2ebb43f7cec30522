// What the job life cycle needs from the service that owns the jobs. The service keeps its own
// job table (its kinds, inputs and outputs); it only has to carry the life-cycle fields of
// `LifecycleJob` and give the repositories below, bound to one unit of work.
import type { NewOutboxMessage } from '@platform/bus';
import type { Credits } from '@platform/catalogue';

export const JOB_STATUSES = ['queued', 'processing', 'completed', 'failed', 'expired', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The fields of a job that its life cycle reads and writes; a service's job record extends it. */
export interface LifecycleJob {
  id: string;
  accountId: string;
  /** The worker's job kind (`@platform/jobs`); events for another kind are not this job's. */
  kind: string;
  /** The catalogue model that runs it; metrics break jobs down by it. */
  modelName?: string;
  status: JobStatus;
  /** Reserved at creation; the whole quote is captured on completion. */
  quote: Credits;
  charged: Credits | null;
  /** What the credit hold says in the ledger. */
  description: string;
  /**
   * The create's `webhook_url` (checked by the service where it entered): every event of the job
   * carries it, so the webhooks service delivers the job's events there from the first one.
   */
  webhookUrl: string | null;
  errorMessage: string;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** The life-cycle fields a transition changes. */
export type JobPatch = Partial<
  Pick<LifecycleJob, 'status' | 'startedAt' | 'finishedAt' | 'errorMessage' | 'charged'>
>;

export interface Clock {
  now(): Date;
}

export interface IdSource {
  /** A new UUID v7 (time-ordered). */
  next(): string;
}

export interface LifecycleJobRepository<J extends LifecycleJob> {
  insert(job: J): Promise<void>;
  /** By id alone, locked for the transaction (the worker's events name only the job). */
  lockById(id: string): Promise<J | null>;
  /** Applies a transition; `set` adds the service's own fields to the same update (e.g. output ids). */
  update(id: string, patch: JobPatch, set?: Partial<J>): Promise<void>;
  /** Ids of jobs queued since before `before`, oldest first. */
  idsQueuedBefore(before: Date, limit: number): Promise<string[]>;
  /** Ids of jobs processing since before `before`, oldest first. */
  idsProcessingBefore(before: Date, limit: number): Promise<string[]>;
}

export interface IdempotencyInput {
  key: string;
  /** SHA-256 hex of the request (the gateway computes it). */
  requestHash: string;
}

export interface IdempotencyRecord {
  accountId: string;
  key: string;
  requestHash: string;
  resourceKind: string;
  resourceId: string;
  createdAt: Date;
}

export interface IdempotencyRepository {
  find(accountId: string, key: string, since: Date): Promise<IdempotencyRecord | null>;
  /**
   * Inserts the key; false when the account already holds it (a concurrent request committed
   * first; the insert waits for it). Expired rows of the same key are replaced.
   */
  claim(record: IdempotencyRecord, expiredBefore: Date): Promise<boolean>;
  purge(before: Date): Promise<number>;
}

/** An outbox message as written; opaque to the domain. */
export type QueuedMessage = NewOutboxMessage;

export interface Outbox {
  /**
   * Writes a message in the current transaction; hand it to `JobSignals.publish` after commit.
   * `id` (a UUID, the message's de-duplication id) defaults to a new one.
   */
  enqueue(subject: string, payload: unknown, id?: string): Promise<QueuedMessage>;
}

/** The repositories of one unit of work; a service's own repositories object extends this. */
export interface LifecycleRepositories<J extends LifecycleJob> {
  jobs: LifecycleJobRepository<J>;
  idempotency: IdempotencyRepository;
  outbox: Outbox;
}

/** Units of work over the service's schema (see createUnitOfWork in @platform/db). */
export interface LifecycleStore<R> {
  /** Runs `work` in one database transaction; everything it writes commits or none of it does. */
  transaction<T>(name: string, work: (repositories: R) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in a transaction that also records (consumer, messageId); skips it and answers
   * `{duplicate: true}` when that message was already processed.
   */
  processOnce<T>(
    consumer: string,
    messageId: string,
    work: (repositories: R) => Promise<T>,
  ): Promise<{ duplicate: true } | { duplicate: false; value: T }>;
  /** Runs `work` outside a transaction. */
  read<T>(name: string, work: (repositories: R) => Promise<T>): Promise<T>;
}

/** Billing's two-phase holds; every call is idempotent per job id. */
export interface CreditsPort {
  /** Throws AppError `insufficient_credits` when the balance is short. */
  reserve(input: { accountId: string; jobId: string; amount: Credits; description: string }): Promise<void>;
  capture(jobId: string, amount: Credits): Promise<void>;
  release(jobId: string): Promise<void>;
}

export interface JobSignals {
  /** Publishes committed outbox messages now (the relay's poll is the safety net). Never throws. */
  publish(messages: QueuedMessage[]): void;
}

/** Where a job's outputs go: AssetKeys of @platform/assets fits. */
export interface JobOutputFolders {
  jobOutputPrefix(accountId: string, jobId: string): string;
}

/** The one storage call the life cycle makes: ObjectStore of @platform/assets fits. */
export interface OutputRemover {
  /** Removes every object under a folder (a prefix ending in `/`); returns how many. */
  removeFolder(prefix: string): Promise<number>;
}
