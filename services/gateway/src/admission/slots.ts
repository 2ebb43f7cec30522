// Counters of requests in flight against a bound: one for a whole process, one per key (account).
// Taking a slot is synchronous and does no I/O, so a refusal costs next to nothing.

/**
 * Room beyond the bound for a burst. After a stall anywhere on the path (a collection, a slow
 * backend, a descheduled process) the requests that arrived meanwhile are all read in one turn:
 * at a fifth of capacity a stall of 75 ms filled a bound of 128, and the rest of that burst was
 * refused although nothing was overloaded (docs/benchmarks.md, 2026-11-29). A burst is over within
 * a turn or two; an overload finds the bound full turn after turn. So the bound is full for an
 * "episode" that lasts while requests keep finding it full (each within `standingMs` of the last),
 * and during an episode's first `standingMs` requests are still admitted, up to `max`; after that
 * the bound holds until the episode ends. Counted by finding the bound full, not by the requests in
 * flight falling, because under an overload that count swings with every turn of the loop (what is
 * read in one long turn, answered over the next ones) while the episode goes on.
 */
export interface BurstAllowance {
  /** In flight at most, however briefly. */
  max: number;
  /** How long an episode of a full bound is taken for a burst. */
  standingMs: number;
  /** Milliseconds, monotonic. */
  now: () => number;
}

/** Requests in flight in this process, up to `max` (or briefly beyond it, with a burst allowance). */
export class Slots {
  readonly max: number;
  readonly #burst: BurstAllowance | undefined;
  #inFlight = 0;
  /** The current episode of a full bound: when it began, and when a request last found it full. */
  #episodeStart = Number.NEGATIVE_INFINITY;
  #lastFoundFull = Number.NEGATIVE_INFINITY;
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
    };
  }

  /**
   * Whether the bound is over its count in an episode still taken for a burst (the per-account
   * share does not apply then: the burst is everyone's, and an overload meets it 100 ms later).
   */
  get bursting(): boolean {
    const burst = this.#burst;
    if (!burst || this.#inFlight <= this.max) return false;
    const now = burst.now();
    return now - this.#lastFoundFull < burst.standingMs && now - this.#episodeStart < burst.standingMs;
  }

  /** Called when the bound is full: whether this request is part of a burst. */
  #burstAdmits(): boolean {
    const burst = this.#burst;
    if (!burst) return false;
    const now = burst.now();
    if (now - this.#lastFoundFull >= burst.standingMs) this.#episodeStart = now;
    this.#lastFoundFull = now;
    return this.#inFlight < burst.max && now - this.#episodeStart < burst.standingMs;
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
