// Starting a job: billing reserves the credits while one transaction writes the idempotency key,
// the job (queued) and its outbox message; it commits only when the hold exists. If the
// transaction fails after the hold was placed, or billing's answer was lost, the hold is released,
// so a job that does not exist never holds credits; a short balance (402) leaves nothing written.
import { AppError } from '@platform/errors';
import type { Logger } from '@platform/logging';
import type { IdempotencyGuard } from './idempotency.ts';
import type { JobAnnouncer } from './job-announcer.ts';
import { jobCreated } from './job.metrics.ts';
import type {
  CreditsPort,
  IdempotencyInput,
  JobSignals,
  LifecycleJob,
  LifecycleRepositories,
  LifecycleStore,
  QueuedMessage,
} from './lifecycle.ports.ts';

/**
 * Billing answered the reserve with a no (short balance, disabled account, bad request): no hold
 * exists. Anything else (deadline passed, billing unreachable, an internal error) leaves it open
 * whether billing placed the hold before the answer was lost.
 */
const isRefusal = (err: unknown): boolean =>
  err instanceof AppError && err.kind !== 'unavailable' && err.kind !== 'internal';

export interface Launch<J extends LifecycleJob, R> {
  /** The new job (see `queuedJob`), with the service's own fields. */
  job: J;
  idem: IdempotencyInput | null;
  /** What the idempotency key names, e.g. `image_to_video_job`. */
  resourceKind: string;
  /** The work-queue subject (`names.jobs.subject(kind)`). */
  subject: string;
  /** The job message, already checked against the worker's decoder (a payload it would dead-letter is our bug). */
  payload: unknown;
  /** Further writes of the service that commit with the job (or not at all). */
  alsoWrite?: (repos: R) => Promise<void>;
}

export class JobLauncher<J extends LifecycleJob, R extends LifecycleRepositories<J>> {
  readonly #store: LifecycleStore<R>;
  readonly #credits: CreditsPort;
  readonly #idempotency: IdempotencyGuard;
  readonly #signals: JobSignals;
  readonly #logger: Logger;
  readonly #announcer: JobAnnouncer<J, R>;

  constructor(deps: {
    store: LifecycleStore<R>;
    credits: CreditsPort;
    idempotency: IdempotencyGuard;
    signals: JobSignals;
    logger: Logger;
    announcer: JobAnnouncer<J, R>;
  }) {
    this.#store = deps.store;
    this.#credits = deps.credits;
    this.#idempotency = deps.idempotency;
    this.#signals = deps.signals;
    this.#logger = deps.logger;
    this.#announcer = deps.announcer;
  }

  /**
   * Job + key + outbox row in one transaction, committed once billing holds the credits; the hold
   * is released when that fails. Throws KeyTakenError when a concurrent request with the same
   * key won (IdempotencyGuard.run replays the winner).
   */
  async launch(launch: Launch<J, R>): Promise<J> {
    const { job } = launch;
    // Billing places the hold while one transaction writes the key, the job and its outbox row;
    // the transaction commits only once the hold exists. Side by side instead of one after the
    // other, because both are round trips on the path from create to the worker starting; the
    // call starts before the transaction's BEGIN so that round trip overlaps it too.
    const reserving = this.#credits.reserve({
      accountId: job.accountId,
      jobId: job.id,
      amount: job.quote,
      description: job.description,
    });
    // Observed at once, so a refusal is never an unhandled rejection whatever the writes do.
    const hold = reserving.then(
      () => 'held' as const,
      (err: unknown) => (isRefusal(err) ? ('refused' as const) : ('unknown' as const)),
    );
    let queued: QueuedMessage | undefined;
    let created: QueuedMessage | undefined;
    // One turn of the event loop, so the reserve request is on the wire before the transaction's
    // set-up runs: grpc-js sends it from promise continuations, and those would otherwise queue
    // behind the ORM's (measured: billing got the request 0.4-0.7 ms later, on the job's path).
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await this.#store.transaction('jobs.create', async (repos) => {
        try {
          await this.#idempotency.claim(
            repos.idempotency,
            job.accountId,
            launch.idem,
            launch.resourceKind,
            job.id,
          );
          await repos.jobs.insert(job);
          await launch.alsoWrite?.(repos);
          queued = await repos.outbox.enqueue(launch.subject, launch.payload, job.id);
          created = await this.#announcer.announce(repos, job.id, 'job.created', job.createdAt);
        } finally {
          // Never commit or roll back while the reserve call is still running.
          await hold;
        }
        await reserving; // a refusal (402, disabled account) rolls the writes back
      });
    } catch (err) {
      // A hold that exists, or may exist because billing's answer was lost, is released; billing
      // answers not_found when there was none.
      const outcome = await hold;
      if (outcome !== 'refused') {
        await this.#credits.release(job.id).catch((releaseError: unknown) => {
          if (outcome === 'unknown' && releaseError instanceof AppError && releaseError.kind === 'not_found')
            return;
          this.#logger.error(
            { err: releaseError, job_id: job.id },
            'releasing the hold of a job that was not created failed',
          );
        });
      }
      throw err;
    }
    jobCreated(job);
    if (queued) this.#signals.publish(created ? [queued, created] : [queued]);
    return job;
  }
}
