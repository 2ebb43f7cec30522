// Every change of a job's state becomes a public job event (@platform/job-events), written to the
// outbox in the transaction that makes the change: an event exists exactly when the change
// committed, and it shows the job as its read endpoint does after the change. Webhooks and the
// event stream read these; the worker's status events stay internal. The service supplies one
// view per job kind it owns (a kind without one does not compile), so a new kind is announced by
// adding its view.
import {
  buildJobEvent,
  jobEventId,
  jobEventKind,
  type JobEventType,
  type PublicJobKind,
} from '@platform/job-events';
import type { JobOwner } from '@platform/jobs';
import type { LifecycleJob, LifecycleRepositories, QueuedMessage } from './lifecycle.ports.ts';

/** The job as its read endpoint shows it, and the kind clients know it by. */
export type JobView<J extends LifecycleJob, R> = (
  repos: R,
  job: J,
) => Promise<{ kind: PublicJobKind; job: Record<string, unknown> }>;
export type JobViews<J extends LifecycleJob, R> = { [K in J['kind']]: JobView<J, R> };

export class JobAnnouncer<J extends LifecycleJob, R extends LifecycleRepositories<J>> {
  readonly #owner: JobOwner;
  readonly #eventSubject: (kind: string) => string;
  readonly #views: JobViews<J, R>;

  constructor(deps: {
    owner: JobOwner;
    /** `names.events.subject`: where the events stream takes a kind. */
    eventSubject: (kind: string) => string;
    views: JobViews<J, R>;
  }) {
    this.#owner = deps.owner;
    this.#eventSubject = deps.eventSubject;
    this.#views = deps.views;
  }

  /**
   * Writes the event of `type` for the job as it now is in this transaction (read back, so it
   * shows what the transaction wrote); publish the answer after commit.
   */
  async announce(
    repos: R,
    jobId: string,
    type: JobEventType,
    at: Date,
    progress?: number,
  ): Promise<QueuedMessage> {
    const job = await repos.jobs.lockById(jobId);
    if (!job) throw new Error(`job ${jobId} vanished inside its own transaction`);
    const view = await this.#views[job.kind as J['kind']](repos, job);
    const event = buildJobEvent({
      owner: this.#owner,
      accountId: job.accountId,
      jobId,
      type,
      at,
      kind: view.kind,
      job: view.job,
      progress,
      webhookUrl: job.webhookUrl,
    });
    // On the account's subject, so a reader of one account's events reads only those.
    return repos.outbox.enqueue(
      this.#eventSubject(jobEventKind(this.#owner, event.account_id)),
      event,
      jobEventId(jobId, type, progress),
    );
  }
}
