// One AbortSignal per running job that fires for three different reasons, remembered so the
// handler can answer each correctly: a cancel (ack, publish nothing), the job's deadline (report
// failed), or the worker shutting down (hand the message back to the queue).

export type AbortReason = 'cancelled' | 'deadline' | 'shutdown';

/** The reason a job's signal carries, so an engine can tell a shutdown from the job's end. */
export class JobStopped extends Error {
  override name = 'JobStopped';
  readonly reason: AbortReason;

  constructor(reason: AbortReason) {
    super(`job ${reason}`);
    this.reason = reason;
  }
}

/**
 * True when the job was stopped only because this worker is shutting down: the message goes back
 * to the queue and another worker runs the job again, so work a provider does for it must go on.
 */
export const stoppedForShutdown = (signal: AbortSignal): boolean =>
  signal.aborted && signal.reason instanceof JobStopped && signal.reason.reason === 'shutdown';

// setTimeout overflows past 2^31-1 ms (~24.8 days): such a deadline is re-armed when reached.
const MAX_TIMER_MS = 2_147_483_647;

export class JobAbort {
  readonly #controller = new AbortController();
  readonly #cleanup: Array<() => void> = [];
  #reason: AbortReason | null = null;

  constructor(options: { shutdown: AbortSignal; cancel: AbortSignal; deadline: Date; now: () => Date }) {
    this.#follow(options.shutdown, 'shutdown');
    this.#follow(options.cancel, 'cancelled');
    this.#armDeadline(options.deadline, options.now);
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Why the job was stopped, or null while it runs. */
  get reason(): AbortReason | null {
    return this.#reason;
  }

  /** Stops listening; call once the job is over. */
  dispose(): void {
    for (const undo of this.#cleanup.splice(0)) undo();
  }

  #abort(reason: AbortReason): void {
    if (this.#reason) return;
    this.#reason = reason;
    this.#controller.abort(new JobStopped(reason));
    this.dispose();
  }

  #follow(signal: AbortSignal, reason: AbortReason): void {
    if (signal.aborted) return this.#abort(reason);
    const listener = () => this.#abort(reason);
    signal.addEventListener('abort', listener, { once: true });
    this.#cleanup.push(() => signal.removeEventListener('abort', listener));
  }

  #armDeadline(deadline: Date, now: () => Date): void {
    const remaining = deadline.getTime() - now().getTime();
    if (remaining <= 0) return this.#abort('deadline');
    const timer = setTimeout(() => this.#armDeadline(deadline, now), Math.min(remaining, MAX_TIMER_MS));
    timer.unref();
    this.#cleanup.push(() => clearTimeout(timer));
  }
}
