// What is left to do when a job ends without being completed (cancelled, expired, timed out,
// failed), beyond its row and its hold: its cancellation, which every worker reads to skip the
// job or stop its engine (written in the ending transaction, published after commit), and the
// files it may have stored before it stopped, which nothing will ever show.
import type { Logger } from '@platform/logging';
import type {
  JobOutputFolders,
  LifecycleJob,
  Outbox,
  OutputRemover,
  QueuedMessage,
} from './lifecycle.ports.ts';

export class JobEnding {
  readonly #cancellationSubject: (jobId: string) => string;
  readonly #objects: OutputRemover;
  readonly #folders: JobOutputFolders;
  readonly #logger: Logger;

  constructor(deps: {
    /** Where a job's cancellation goes (`names.cancellations.subject`). */
    cancellationSubject: (jobId: string) => string;
    objects: OutputRemover;
    /** The service's job output folders (the `output_prefix` its job messages carry). */
    folders: JobOutputFolders;
    logger: Logger;
  }) {
    this.#cancellationSubject = deps.cancellationSubject;
    this.#objects = deps.objects;
    this.#folders = deps.folders;
    this.#logger = deps.logger;
  }

  /** Writes the job's cancellation in the transaction that ends it; publish it after commit. */
  cancellation(repos: { outbox: Outbox }, jobId: string): Promise<QueuedMessage> {
    return repos.outbox.enqueue(this.#cancellationSubject(jobId), { job_id: jobId });
  }

  /** Removes what the job stored, after its end is committed; a failure is only logged. */
  async removeOutputs(job: Pick<LifecycleJob, 'accountId' | 'id'>): Promise<void> {
    try {
      const removed = await this.#objects.removeFolder(this.#folders.jobOutputPrefix(job.accountId, job.id));
      if (removed > 0)
        this.#logger.info(
          { job_id: job.id, removed },
          'removed the outputs of a job that will never show them',
        );
    } catch (err) {
      this.#logger.warn(
        { err, job_id: job.id },
        'removing the outputs of a job that will never show them failed',
      );
    }
  }
}
