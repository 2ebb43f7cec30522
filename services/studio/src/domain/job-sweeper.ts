// Scheduled upkeep: queued jobs past the queue TTL expire, processing jobs past the max run
// time fail, and both release their holds and write the job's cancellation (no worker starts it
// later, and a running engine stops); whatever the job stored is removed, as a worker that died
// mid-job may have left part of its outputs. Abandoned pre-signed uploads and old idempotency
// keys are removed. Each job is settled in its own transaction under its row lock, so a sweep racing
// a worker event or a cancel leaves exactly one of them in charge.
import type { Logger } from '@platform/logging';
import { runEvery, type PeriodicTask } from '@platform/runtime';
import type { AssetsService } from './assets.service.ts';
import type { IdempotencyGuard } from './idempotency.ts';
import { expirePatch, failPatch, type JobPatch } from './job-rules.ts';
import type { JobEnding } from './job-ending.ts';
import type { Clock, CreditsPort, JobSignals, Repositories, StudioStore } from './ports.ts';
import type { JobRecord } from './records.ts';

const BATCH = 100;

export interface SweepResult {
  expired: number;
  timedOut: number;
  discardedUploads: number;
  purgedKeys: number;
}

export class JobSweeper {
  readonly #store: StudioStore;
  readonly #clock: Clock;
  readonly #credits: CreditsPort;
  readonly #signals: JobSignals;
  readonly #ending: JobEnding;
  readonly #assets: AssetsService;
  readonly #idempotency: IdempotencyGuard;
  readonly #queueTtlMs: number;
  readonly #maxRunMs: number;
  readonly #logger: Logger;
  #timer: PeriodicTask | undefined;

  constructor(deps: {
    store: StudioStore;
    clock: Clock;
    credits: CreditsPort;
    signals: JobSignals;
    ending: JobEnding;
    assets: AssetsService;
    idempotency: IdempotencyGuard;
    queueTtlMs: number;
    maxRunMs: number;
    logger: Logger;
  }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#credits = deps.credits;
    this.#signals = deps.signals;
    this.#ending = deps.ending;
    this.#assets = deps.assets;
    this.#idempotency = deps.idempotency;
    this.#queueTtlMs = deps.queueTtlMs;
    this.#maxRunMs = deps.maxRunMs;
    this.#logger = deps.logger;
  }

  start(intervalMs: number): void {
    this.#timer ??= runEvery(intervalMs, () => this.runOnce(), (err) => this.#logger.error({ err }, 'job sweep failed'));
  }

  async stop(): Promise<void> {
    await this.#timer?.stop();
    this.#timer = undefined;
  }

  async runOnce(): Promise<SweepResult> {
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
    const discardedUploads = await this.#assets.discardStaleUploads();
    const purgedKeys = await this.#idempotency.purge();
    if (expired + timedOut + discardedUploads > 0) {
      this.#logger.info({ expired, timed_out: timedOut, discarded_uploads: discardedUploads }, 'job sweep');
    }
    return { expired, timedOut, discardedUploads, purgedKeys };
  }

  async #settle(
    candidates: (repos: Repositories) => Promise<string[]>,
    decide: (job: JobRecord) => JobPatch | null,
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
          return { job, notice: await this.#ending.cancellation(repos, id) };
        });
        if (ended) {
          settled += 1;
          this.#signals.publish([ended.notice]);
          await this.#ending.removeOutputs(ended.job);
        }
      } catch (err) {
        this.#logger.error({ err, job_id: id }, 'settling an overdue job failed; retrying at the next sweep');
      }
    }
    return settled;
  }
}
