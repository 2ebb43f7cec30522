// Counters of requests in flight against a bound: one for a whole process, one per key (account).
// Taking a slot is synchronous and does no I/O, so a refusal costs next to nothing.

/**
 * Room beyond the bound for a burst. After a stall anywhere on the path (a collection, a slow
 * backend, a descheduled process) the requests that arrived meanwhile are all read in one turn:
 * at a fifth of capacity a stall of 75 ms filled a bound of 128, and the rest of that burst was
 * refused although nothing was overloaded (docs/benchmarks.md, 2026-11-29). A burst drains within
 * moments; an overload keeps the bound full. So once the bound is full, requests are still
 * admitted, up to `max`, until it has been full for `standingMs`: a queue that stands that long is
 * an overload, and from then on the bound holds until the requests in flight have fallen to half
 * of it (a burst is over), so an overload that keeps the bound full is refused beyond it.
 */
export interface BurstAllowance {
  /** In flight at most, however briefly. */
  max: number;
  /** How long the bound may stay full before it holds. */
  standingMs: number;
  /** Milliseconds, monotonic. */
  now: () => number;
}

/** Requests in flight in this process, up to `max` (or briefly beyond it, with a burst allowance). */
export class Slots {
  readonly max: number;
  readonly #burst: BurstAllowance | undefined;
  #inFlight = 0;
  /** When the bound was found full, until the requests in flight fall to half of it. */
  #fullSince: number | undefined;
  constructor(max: number, burst?: BurstAllowance) {
    this.max = max;
    this.#burst = burst;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /** A release function (safe to call more than once), or undefined when all slots are taken. */
  tryAcquire(): (() => void) | undefined {
    if (this.#inFlight >= this.max && !this.#burstAdmits()) return undefined;
    this.#inFlight += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#inFlight -= 1;
      if (this.#inFlight * 2 <= this.max) this.#fullSince = undefined;
    };
  }

  #burstAdmits(): boolean {
    const burst = this.#burst;
    if (!burst || this.#inFlight >= burst.max) return false;
    const now = burst.now();
    this.#fullSince ??= now;
    return now - this.#fullSince < burst.standingMs;
  }
}

/** Requests in flight per key, up to `maxPerKey` each; only keys with requests in flight are kept. */
export class KeyedSlots {
  readonly maxPerKey: number;
  readonly #inFlight = new Map<string, number>();
  constructor(maxPerKey: number) {
    this.maxPerKey = maxPerKey;
  }

  inFlight(key: string): number {
    return this.#inFlight.get(key) ?? 0;
  }

  /** Keys with requests in flight (bounded by the process's own bound). */
  get size(): number {
    return this.#inFlight.size;
  }

  /** A slot for `key` whatever its count (see Admission.admitAccount: the bound holds only under pressure). */
  acquire(key: string): () => void {
    this.#inFlight.set(key, (this.#inFlight.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#inFlight.get(key) ?? 1) - 1;
      if (left <= 0) this.#inFlight.delete(key);
      else this.#inFlight.set(key, left);
    };
  }

  tryAcquire(key: string): (() => void) | undefined {
    if (this.inFlight(key) >= this.maxPerKey) return undefined;
    return this.acquire(key);
  }
}
