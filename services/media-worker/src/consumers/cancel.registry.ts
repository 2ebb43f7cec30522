// Which jobs were cancelled, and the running ones to stop. A cancel is a broadcast: every worker
// replica hears it, the one running the job aborts it, and all of them remember the id for a
// while so the job is skipped if it is still queued (or waiting for a redelivery) when it arrives.
import { RecentSet } from './recent-set.ts';

export interface CancelRegistryOptions {
  /** How long a cancelled id is remembered (default 24 h, the default queue TTL of jobs). */
  ttlMs?: number;
  /** How many cancelled ids are remembered at most (default 50,000). */
  maxEntries?: number;
  now?: () => number;
}

export interface TrackedJob {
  /** Fires when the job is cancelled. */
  readonly signal: AbortSignal;
  /** The job is over: stop tracking it. */
  release(): void;
}

export class CancelRegistry {
  readonly #cancelled: RecentSet;
  readonly #running = new Map<string, Set<AbortController>>();

  constructor(options: CancelRegistryOptions = {}) {
    this.#cancelled = new RecentSet({
      ttlMs: options.ttlMs ?? 24 * 3_600_000,
      maxEntries: options.maxEntries ?? 50_000,
      now: options.now,
    });
  }

  wasCancelled(jobId: string): boolean {
    return this.#cancelled.has(jobId);
  }

  /** Remembers the id and aborts the job's running handlers; returns how many were running. */
  cancel(jobId: string): number {
    this.#cancelled.add(jobId);
    const controllers = this.#running.get(jobId);
    if (!controllers) return 0;
    for (const controller of controllers) controller.abort(new Error('job cancelled'));
    return controllers.size;
  }

  track(jobId: string): TrackedJob {
    const controller = new AbortController();
    if (this.#cancelled.has(jobId)) controller.abort(new Error('job cancelled'));
    const set = this.#running.get(jobId) ?? new Set<AbortController>();
    set.add(controller);
    this.#running.set(jobId, set);
    return {
      signal: controller.signal,
      release: () => {
        set.delete(controller);
        if (set.size === 0 && this.#running.get(jobId) === set) this.#running.delete(jobId);
      },
    };
  }

  get runningCount(): number {
    return this.#running.size;
  }
}
