// How late this process's event loop runs: the second admission signal beside the in-flight
// bound. A bound on requests in flight does not bound the CPU they take (a page of a list costs
// more than a balance), and every request waits for the loop, health probes included. A timer
// is due every `intervalMs`; the delay is how late it fired, or, while a turn of the loop is still
// running past the timer's due time, how late it is now: so the requests read in one overlong turn
// (thousands arriving at once) are refused in that same turn, not only after it.
//
// Admission reads the sustained delay: the smaller of the last two samples (the running turn
// counting as one). One late turn is a hiccup (a major collection, the process descheduled for a
// moment) and refusing the requests read after it turned away healthy traffic (38 of 16,000 at
// 1,000 list requests a second, docs/benchmarks.md); an overloaded loop is late turn after turn.

export interface LoopDelay {
  /** Milliseconds the loop is behind now (0 when on time). */
  current(): number;
  /** Milliseconds the loop has been behind on each of its last two samples, the running turn included. */
  sustained(): number;
  stop(): void;
}

/** The samples, apart from the timer that takes them (tests drive `sample` themselves). */
export class LoopLateness {
  readonly #intervalMs: number;
  readonly #now: () => number;
  #last: number;
  #lastDelay = 0;
  #previousDelay = 0;

  constructor(intervalMs: number, now: () => number) {
    this.#intervalMs = intervalMs;
    this.#now = now;
    this.#last = now();
  }

  /** The timer fired. */
  sample(): void {
    const at = this.#now();
    this.#previousDelay = this.#lastDelay;
    this.#lastDelay = Math.max(0, at - this.#last - this.#intervalMs);
    this.#last = at;
  }

  /** How late the timer now due already is (0 before its due time). */
  #running(): number {
    return Math.max(0, this.#now() - this.#last - this.#intervalMs);
  }

  current(): number {
    return Math.max(this.#lastDelay, this.#running());
  }

  sustained(): number {
    return Math.max(
      Math.min(this.#previousDelay, this.#lastDelay),
      Math.min(this.#lastDelay, this.#running()),
    );
  }
}

export function sampleLoopDelay(intervalMs = 10, now: () => number = () => performance.now()): LoopDelay {
  const lateness = new LoopLateness(intervalMs, now);
  const timer = setInterval(() => lateness.sample(), intervalMs);
  timer.unref();
  return {
    current: () => lateness.current(),
    sustained: () => lateness.sustained(),
    stop: () => clearInterval(timer),
  };
}
