// Remembers keys for a while, with a hard bound on how many: memory stays flat whatever the
// rate of cancels, and the oldest entries go first when the bound is reached.

export class RecentSet {
  readonly #expiries = new Map<string, number>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
    if (!(options.ttlMs > 0)) throw new RangeError('ttlMs must be positive');
    if (!Number.isInteger(options.maxEntries) || options.maxEntries < 1)
      throw new RangeError('maxEntries must be a positive integer');
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    this.#prune();
    return this.#expiries.size;
  }

  add(key: string): void {
    this.#prune();
    // Re-adding moves the key to the end, so it expires and is evicted last.
    this.#expiries.delete(key);
    this.#expiries.set(key, this.#now() + this.#ttlMs);
    while (this.#expiries.size > this.#maxEntries) {
      const oldest = this.#expiries.keys().next().value as string;
      this.#expiries.delete(oldest);
    }
  }

  has(key: string): boolean {
    const expiry = this.#expiries.get(key);
    if (expiry === undefined) return false;
    if (expiry <= this.#now()) {
      this.#expiries.delete(key);
      return false;
    }
    return true;
  }

  // Insertion order is expiry order (one TTL for all), so expired keys sit at the front.
  #prune(): void {
    const now = this.#now();
    for (const [key, expiry] of this.#expiries) {
      if (expiry > now) break;
      this.#expiries.delete(key);
    }
  }
}
