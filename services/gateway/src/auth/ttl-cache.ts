// A small bounded cache with per-entry expiry on an injected clock. Bounded so that a flood of
// distinct (e.g. guessed) keys cannot grow memory without limit: the oldest entries go first.

export interface TtlCacheOptions {
  maxEntries: number;
  now: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class TtlCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: TtlCacheOptions) {
    this.#maxEntries = options.maxEntries;
    this.#now = options.now;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Milliseconds until the entry expires; 0 when there is none (or it has expired). */
  remainingMs(key: string): number {
    const entry = this.#entries.get(key);
    return entry ? Math.max(0, entry.expiresAt - this.#now()) : 0;
  }

  set(key: string, value: V, ttlMs: number): void {
    this.#entries.delete(key);
    if (ttlMs <= 0) return;
    this.#entries.set(key, { value, expiresAt: this.#now() + ttlMs });
    if (this.#entries.size > this.#maxEntries) this.#evict();
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #evict(): void {
    const now = this.#now();
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break;
      this.#entries.delete(key);
    }
  }
}
