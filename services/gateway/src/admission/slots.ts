// Counters of requests in flight against a bound: one for a whole process, one per key (account).
// Taking a slot is synchronous and does no I/O, so a refusal costs next to nothing.

/** Requests in flight in this process, up to `max`. */
export class Slots {
  readonly max: number;
  #inFlight = 0;
  constructor(max: number) {
    this.max = max;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /** A release function (safe to call more than once), or undefined when all slots are taken. */
  tryAcquire(): (() => void) | undefined {
    if (this.#inFlight >= this.max) return undefined;
    this.#inFlight += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#inFlight -= 1;
    };
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
