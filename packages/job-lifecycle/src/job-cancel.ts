// Cancelling a job: under the job's row lock it moves to `cancelled`, the hold is released and
// the job's cancellation is written to the outbox before committing (a failed release rolls the
// cancel back, so the job never ends without its credits settled); the cancellation then makes
// every worker skip the job or stop its engine. A job that already ended is refused (400).
import { cancelPatch, cancelRefusal } from './job-rules.ts';
import { jobEnded } from './job.metrics.ts';
import type { JobAnnouncer } from './job-announcer.ts';
import type { JobEnding } from './job-ending.ts';
import type {
  Clock,
  CreditsPort,
  JobSignals,
  LifecycleJob,
  LifecycleRepositories,
  LifecycleStore,
} from './lifecycle.ports.ts';

export class JobCanceller<J extends LifecycleJob, R extends LifecycleRepositories<J>> {
  readonly #store: LifecycleStore<R>;
  readonly #clock: Clock;
  readonly #credits: CreditsPort;
  readonly #signals: JobSignals;
  readonly #ending: JobEnding;
  readonly #announcer: JobAnnouncer<J, R>;

  constructor(deps: {
    store: LifecycleStore<R>;
    clock: Clock;
    credits: CreditsPort;
    signals: JobSignals;
    ending: JobEnding;
    announcer: JobAnnouncer<J, R>;
  }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#credits = deps.credits;
    this.#signals = deps.signals;
    this.#ending = deps.ending;
    this.#announcer = deps.announcer;
  }

  /**
   * `find` locates the caller's job with its row locked (throwing not_found for a job the caller
   * may not see). `refused` carries the 400 detail when the job already ended; `job` is the job
   * as it is after the call.
   */
  async cancel(find: (repos: R) => Promise<J>): Promise<{ refused: string | null; job: J }> {
    const outcome = await this.#store.transaction('jobs.cancel', async (repos) => {
      const job = await find(repos);
      const patch = cancelPatch(job, this.#clock.now());
      if (!patch) return { refused: cancelRefusal(job.status), notices: [], job };
      await repos.jobs.update(job.id, patch);
      await this.#credits.release(job.id);
      const notice = await this.#ending.cancellation(repos, job.id);
      const event = await this.#announcer.announce(
        repos,
        job.id,
        'job.cancelled',
        patch.finishedAt ?? this.#clock.now(),
      );
      return { refused: null, notices: [notice, event], job: { ...job, ...patch }, before: job };
    });
    if (outcome.refused === null && 'before' in outcome)
      jobEnded(outcome.before, 'cancelled', outcome.job.finishedAt ?? this.#clock.now());
    if (outcome.notices.length > 0) this.#signals.publish(outcome.notices);
    return { refused: outcome.refused, job: outcome.job };
  }
}
