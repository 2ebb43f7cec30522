// A shared store that degrades to per-replica limits instead of failing requests or letting
// everything through when Redis is unreachable.
import type { Logger } from '@platform/logging';
import type { BucketCharge, ChargeOutcome, RateLimitStore } from './rate-limit.store.ts';

const WARN_EVERY_MS = 30_000;

export class FallbackRateLimitStore implements RateLimitStore {
  readonly #primary: RateLimitStore;
  readonly #fallback: RateLimitStore;
  readonly #logger: Logger;
  #lastWarning = -Infinity;

  constructor(primary: RateLimitStore, fallback: RateLimitStore, logger: Logger) {
    this.#primary = primary;
    this.#fallback = fallback;
    this.#logger = logger;
  }

  async charge(buckets: BucketCharge[], now: number, cost?: number): Promise<ChargeOutcome> {
    try {
      return await this.#primary.charge(buckets, now, cost);
    } catch (err) {
      if (now - this.#lastWarning >= WARN_EVERY_MS) {
        this.#lastWarning = now;
        this.#logger.warn({ err }, 'shared rate-limit store failed; limiting per replica');
      }
      return this.#fallback.charge(buckets, now, cost);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.#primary.close(), this.#fallback.close()]);
  }
}
