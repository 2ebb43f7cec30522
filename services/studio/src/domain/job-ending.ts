// What is left to do when a job ends without being completed (cancelled, expired, timed out,
// failed), beyond its row and its hold: its cancellation, which every worker reads to skip the
// job or stop its engine (written in the ending transaction, published after commit), and the
// files it may have stored before it stopped, which nothing will ever show.
import type { Logger } from '@platform/logging';
import type { AssetKeys } from '@platform/assets';
import type { ObjectStore, QueuedMessage, Repositories } from './ports.ts';
import type { JobRecord } from './records.ts';

export class JobEnding {
  readonly #cancellationSubject: (jobId: string) => string;
  readonly #objects: ObjectStore;
  readonly #keys: AssetKeys;
  readonly #logger: Logger;

  constructor(deps: {
    /** Where a job's cancellation goes (the bus's cancellations stream). */
    cancellationSubject: (jobId: string) => string;
    objects: ObjectStore;
    keys: AssetKeys;
    logger: Logger;
  }) {
    this.#cancellationSubject = deps.cancellationSubject;
    this.#objects = deps.objects;
    this.#keys = deps.keys;
    this.#logger = deps.logger;
  }

  /** Writes the job's cancellation in the transaction that ends it; publish it after commit. */
  cancellation(repos: Repositories, jobId: string): Promise<QueuedMessage> {
    return repos.outbox.enqueue(this.#cancellationSubject(jobId), { job_id: jobId });
  }

  /** Removes what the job stored, after its end is committed; a failure is only logged. */
  async removeOutputs(job: Pick<JobRecord, 'accountId' | 'id'>): Promise<void> {
    try {
      const removed = await this.#objects.removeFolder(this.#keys.jobOutputPrefix(job.accountId, job.id));
      if (removed > 0) this.#logger.info({ job_id: job.id, removed }, 'removed the outputs of a job that will never show them');
    } catch (err) {
      this.#logger.warn({ err, job_id: job.id }, 'removing the outputs of a job that will never show them failed');
    }
  }
}
