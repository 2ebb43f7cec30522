// Bucket state in this process: right for a single replica and for tests. Buckets that have
// refilled completely carry no information, so they are dropped when the map grows.
import type { BucketCharge, ChargeOutcome, RateLimitStore } from './rate-limit.store.ts';
import { refill, type BucketState } from './token-bucket.ts';

export interface MemoryStoreOptions {
  /** Above this many buckets, full ones are swept and then the oldest dropped. */
  maxBuckets?: number;
}

interface Entry {
  state: BucketState;
  charge: BucketCharge;
}

export class MemoryRateLimitStore implements RateLimitStore {
  readonly #buckets = new Map<string, Entry>();
  readonly #maxBuckets: number;

  constructor(options: MemoryStoreOptions = {}) {
    this.#maxBuckets = options.maxBuckets ?? 100_000;
  }

  async charge(buckets: BucketCharge[], now: number, cost = 1): Promise<ChargeOutcome> {
    const current = buckets.map((bucket) => refill(this.#buckets.get(bucket.key)?.state, bucket.limit, now));
    const allowed = current.every((state) => state.tokens >= cost);
    if (!allowed) return { allowed, tokens: current.map((state) => state.tokens) };
    buckets.forEach((bucket, index) => {
      const state = current[index] ?? refill(undefined, bucket.limit, now);
      this.#buckets.delete(bucket.key);
      this.#buckets.set(bucket.key, {
        state: { tokens: state.tokens - cost, updatedAt: state.updatedAt },
        charge: bucket,
      });
    });
    if (this.#buckets.size > this.#maxBuckets) this.#sweep(now);
    return { allowed, tokens: current.map((state) => state.tokens - cost) };
  }

  #sweep(now: number): void {
    for (const [key, entry] of this.#buckets) {
      if (refill(entry.state, entry.charge.limit, now).tokens >= entry.charge.limit.capacity)
        this.#buckets.delete(key);
    }
    // Map iteration is in insertion order and charged buckets are re-inserted, so this drops the
    // least recently charged ones.
    for (const key of this.#buckets.keys()) {
      if (this.#buckets.size <= this.#maxBuckets) break;
      this.#buckets.delete(key);
    }
  }

  get size(): number {
    return this.#buckets.size;
  }

  async close(): Promise<void> {
    this.#buckets.clear();
  }
}
