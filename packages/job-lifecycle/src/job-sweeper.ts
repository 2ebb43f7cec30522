// Scheduled upkeep: queued jobs past the queue TTL expire, processing jobs past the max run
// time fail, and both release their holds and write the job's cancellation (no worker starts it
// later, and a running engine stops); whatever the job stored is removed, as a worker that died
// mid-job may have left part of its outputs. Then the service's chores run (old idempotency keys,
// abandoned pre-signed uploads, ...). Each job is settled in its own transaction under its row
// lock, so a sweep racing a worker event or a cancel leaves exactly one of them in charge.
import type { Logger } from '@platform/logging';
import { runEvery, type PeriodicTask } from '@platform/runtime';
import { expirePatch, failPatch } from './job-rules.ts';
import { jobEnded } from './job.metrics.ts';
import type { JobAnnouncer } from './job-announcer.ts';
import type { JobEnding } from './job-ending.ts';
import type {
  Clock,
  CreditsPort,
  JobPatch,
  JobSignals,
  LifecycleJob,
  LifecycleRepositories,
  LifecycleStore,
} from './lifecycle.ports.ts';

const BATCH = 100;

/** Upkeep of the service that runs with each sweep; answers how many things it removed. */
export type SweepChores = Record<string, () => Promise<number>>;

export type SweepResult<C extends SweepChores = SweepChores> = { expired: number; timedOut: number } & {
  [K in keyof C]: number;
};

export class JobSweeper<
  J extends LifecycleJob,
  R extends LifecycleRepositories<J>,
  C extends SweepChores = SweepChores,
> {
  readonly #store: LifecycleStore<R>;
  readonly #clock: Clock;
  readonly #credits: CreditsPort;
  readonly #signals: JobSignals;
  readonly #ending: JobEnding;
  readonly #chores: C;
  readonly #queueTtlMs: number;
  readonly #maxRunMs: number;
  readonly #logger: Logger;
  readonly #announcer: JobAnnouncer<J, R>;
  #timer: PeriodicTask | undefined;

  constructor(deps: {
    store: LifecycleStore<R>;
    clock: Clock;
    credits: CreditsPort;
    signals: JobSignals;
    ending: JobEnding;
    /** e.g. `{ purgedKeys: () => idempotency.purge() }`; each count is in the sweep's result. */
    chores: C;
    queueTtlMs: number;
    maxRunMs: number;
    logger: Logger;
    announcer: JobAnnouncer<J, R>;
  }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#credits = deps.credits;
    this.#signals = deps.signals;
    this.#ending = deps.ending;
    this.#chores = deps.chores;
    this.#queueTtlMs = deps.queueTtlMs;
    this.#maxRunMs = deps.maxRunMs;
    this.#logger = deps.logger;
    this.#announcer = deps.announcer;
  }

  start(intervalMs: number): void {
    this.#timer ??= runEvery(
      intervalMs,
      () => this.runOnce(),
      (err) => this.#logger.error({ err }, 'job sweep failed'),
    );
  }

  async stop(): Promise<void> {
    await this.#timer?.stop();
    this.#timer = undefined;
  }

  async runOnce(): Promise<SweepResult<C>> {
    const now = this.#clock.now();
    const queuedBefore = new Date(now.getTime() - this.#queueTtlMs);
    const startedBefore = new Date(now.getTime() - this.#maxRunMs);
    const maxRunS = Math.round(this.#maxRunMs / 1000);
    const expired = await this.#settle(
      (repos) => repos.jobs.idsQueuedBefore(queuedBefore, BATCH),
      (job) => (job.createdAt <= queuedBefore ? expirePatch(job, now) : null),
    );
    const timedOut = await this.#settle(
      (repos) => repos.jobs.idsProcessingBefore(startedBefore, BATCH),
      (job) =>
        job.status === 'processing' && job.startedAt && job.startedAt <= startedBefore
          ? failPatch(job, now, `The job exceeded the maximum run time of ${maxRunS} seconds.`)
          : null,
    );
    const chores: Record<string, number> = {};
    for (const [name, chore] of Object.entries(this.#chores)) chores[name] = await chore();
    if (expired + timedOut + Object.values(chores).reduce((sum, n) => sum + n, 0) > 0) {
      this.#logger.info({ expired, timed_out: timedOut, ...chores }, 'job sweep');
    }
    return { ...chores, expired, timedOut } as SweepResult<C>;
  }

  async #settle(
    candidates: (repos: R) => Promise<string[]>,
    decide: (job: J) => JobPatch | null,
  ): Promise<number> {
    const ids = await this.#store.read('jobs.sweep-candidates', candidates);
    let settled = 0;
    for (const id of ids) {
      try {
        const ended = await this.#store.transaction('jobs.sweep', async (repos) => {
          const job = await repos.jobs.lockById(id);
          const patch = job ? decide(job) : null;
          if (!job || !patch) return null;
          await repos.jobs.update(id, patch);
          await this.#credits.release(id);
          const notice = await this.#ending.cancellation(repos, id);
          const event = await this.#announcer.announce(
            repos,
            id,
            patch.status === 'expired' ? 'job.expired' : 'job.failed',
            patch.finishedAt ?? this.#clock.now(),
          );
          return { job, patch, notices: [notice, event] };
        });
        if (ended) {
          settled += 1;
          const status = ended.patch.status === 'expired' ? 'expired' : 'failed';
          jobEnded(ended.job, status, ended.patch.finishedAt ?? new Date());
          this.#signals.publish(ended.notices);
          await this.#ending.removeOutputs(ended.job);
        }
      } catch (err) {
        this.#logger.error({ err, job_id: id }, 'settling an overdue job failed; retrying at the next sweep');
      }
    }
    return settled;
  }
}
