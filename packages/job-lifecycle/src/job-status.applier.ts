// Applies the media worker's status events to a service's jobs, exactly once per message (the
// processed-message key commits with the effect) and never past a terminal state: a repeated or
// late `completed` finds the job ended and changes nothing, so a job is charged at most once. The
// billing call runs inside the transaction, before commit: if it fails, the event is retried.
// What a completion means (which records its outputs become) is the service's: one handler per
// job kind, the same typed-registry style as the worker's engines.
import type { JobStatusEvent } from '@platform/jobs';
import type { Logger } from '@platform/logging';
import type { JobAnnouncer } from './job-announcer.ts';
import type { JobEnding } from './job-ending.ts';
import { completePatch, failPatch, startPatch } from './job-rules.ts';
import { jobEnded, jobStarted } from './job.metrics.ts';
import type {
  CreditsPort,
  JobOutputFolders,
  JobSignals,
  LifecycleJob,
  LifecycleRepositories,
  LifecycleStore,
  QueuedMessage,
} from './lifecycle.ports.ts';

/**
 * `discarded`: a completion for a job that had already ended otherwise (cancelled, expired,
 * failed): its outputs were removed, as nothing will ever show them. `failed`: the event failed
 * the job (a failure, or a completion without usable outputs); whatever it stored is removed.
 */
export type EventOutcome = 'applied' | 'failed' | 'ignored' | 'discarded' | 'duplicate' | 'unknown-job';

export interface Completion<J extends LifecycleJob, R> {
  repos: R;
  /** The job, locked, still not ended. */
  job: J;
  at: Date;
  outputs: JobStatusEvent['outputs'];
  /** The job's output folder: outputs must lie under it. */
  outputPrefix: string;
  /** True when `key` lies in the job's output folder (a worker bug cannot hand over other files). */
  owns(key: string): boolean;
}

/**
 * Turns a completion's outputs into the service's records, in the event's transaction. Answers
 * `{failure}` when the outputs are not usable (the job then fails and its hold is released), or
 * `{set}`: the service's own job columns to write with the completion (e.g. output ids), and
 * `queued`: the messages it wrote to the outbox, published after commit with the job's events.
 */
export type CompletionHandler<J extends LifecycleJob, R> = (
  completion: Completion<J, R>,
) => Promise<{ failure: string } | { failure?: undefined; set?: Partial<J>; queued?: QueuedMessage[] }>;

/** One handler per job kind the service owns; a kind without one does not compile. */
export type CompletionHandlers<J extends LifecycleJob, R> = { [K in J['kind']]: CompletionHandler<J, R> };

export const NO_OUTPUT = 'The worker reported the job as completed without a usable output.';

export class JobStatusApplier<J extends LifecycleJob, R extends LifecycleRepositories<J>> {
  readonly #store: LifecycleStore<R>;
  readonly #credits: CreditsPort;
  readonly #ending: JobEnding;
  readonly #folders: JobOutputFolders;
  readonly #logger: Logger;
  readonly #consumer: string;
  readonly #completions: CompletionHandlers<J, R>;
  readonly #announcer: JobAnnouncer<J, R>;
  readonly #signals: JobSignals;

  constructor(deps: {
    store: LifecycleStore<R>;
    credits: CreditsPort;
    ending: JobEnding;
    folders: JobOutputFolders;
    logger: Logger;
    /** The processed-message consumer name (the service's durable consumer). */
    consumer: string;
    completions: CompletionHandlers<J, R>;
    /** Announces each change (public job events), published after commit through `signals`. */
    announcer: JobAnnouncer<J, R>;
    signals: JobSignals;
  }) {
    this.#store = deps.store;
    this.#credits = deps.credits;
    this.#ending = deps.ending;
    this.#folders = deps.folders;
    this.#logger = deps.logger;
    this.#consumer = deps.consumer;
    this.#completions = deps.completions;
    this.#announcer = deps.announcer;
    this.#signals = deps.signals;
  }

  async apply(event: JobStatusEvent, messageId: string): Promise<EventOutcome> {
    const at = new Date(event.at);
    let found: J | undefined;
    const announced: QueuedMessage[] = [];
    const result = await this.#store.processOnce(
      this.#consumer,
      messageId,
      async (repos): Promise<EventOutcome> => {
        const job = await repos.jobs.lockById(event.job_id);
        if (!job || job.kind !== event.kind) return 'unknown-job';
        found = job;
        switch (event.status) {
          case 'processing': {
            const patch = startPatch(job, at);
            if (!patch) return 'ignored';
            await repos.jobs.update(job.id, patch);
            announced.push(await this.#announcer.announce(repos, job.id, 'job.started', at));
            return 'applied';
          }
          case 'failed':
            return this.#fail(repos, job, at, event.error_message?.trim() || 'The job failed.', announced);
          case 'completed':
            return this.#complete(repos, job, at, event.outputs, announced);
        }
      },
    );
    const outcome = result.duplicate ? 'duplicate' : result.value;
    if (announced.length > 0 && !result.duplicate) this.#signals.publish(announced);
    // Counted once committed, from the row as it was before the event.
    if (found && outcome === 'applied') {
      if (event.status === 'processing') jobStarted(found, at);
      else if (event.status === 'completed') jobEnded(found, 'completed', at);
    }
    if (found && outcome === 'failed') jobEnded(found, 'failed', at);
    // A job that failed may have stored part of its outputs first (an upload that failed on
    // every attempt, outputs the completion could not use), and a completion for a job that had
    // already ended brought files: neither will ever be shown.
    if ((outcome === 'discarded' || outcome === 'failed') && found) await this.#ending.removeOutputs(found);
    if (outcome === 'unknown-job')
      this.#logger.warn(
        { job_id: event.job_id, kind: event.kind },
        'status event for an unknown job ignored',
      );
    return outcome;
  }

  async #fail(
    repos: R,
    job: J,
    at: Date,
    message: string,
    announced: QueuedMessage[],
  ): Promise<EventOutcome> {
    const patch = failPatch(job, at, message.slice(0, 2000));
    if (!patch) return 'ignored';
    await repos.jobs.update(job.id, patch);
    await this.#credits.release(job.id);
    announced.push(await this.#announcer.announce(repos, job.id, 'job.failed', at));
    return 'failed';
  }

  async #complete(
    repos: R,
    job: J,
    at: Date,
    outputs: JobStatusEvent['outputs'],
    announced: QueuedMessage[],
  ): Promise<EventOutcome> {
    const patch = completePatch(job, at);
    // A repeated completion of a completed job changes nothing; one for a job that ended
    // otherwise brought files nobody will see.
    if (!patch) return job.status === 'completed' ? 'ignored' : 'discarded';
    const outputPrefix = this.#folders.jobOutputPrefix(job.accountId, job.id);
    const owns = (key: string) => key.startsWith(outputPrefix) && !key.includes('..');
    const handler = this.#completions[job.kind as J['kind']];
    const done = await handler({ repos, job, at, outputs, outputPrefix, owns });
    if (done.failure !== undefined) return this.#fail(repos, job, at, done.failure, announced);
    await repos.jobs.update(job.id, patch, done.set);
    await this.#credits.capture(job.id, job.quote);
    announced.push(
      ...(done.queued ?? []),
      await this.#announcer.announce(repos, job.id, 'job.completed', at),
    );
    return 'applied';
  }
}
