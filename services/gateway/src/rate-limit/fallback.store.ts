// A shared store that degrades to per-replica limits instead of failing requests or letting
// everything through when Redis is unreachable. After a failure the shared store is left alone
// for a while: a Redis that went silent (a partition keeps the socket open) fails each command
// only after its timeout, and without the pause every request would wait that long.
import type { Logger } from '@platform/logging';
import type { BucketCharge, ChargeOutcome, RateLimitStore } from './rate-limit.store.ts';

const WARN_EVERY_MS = 30_000;
/** How long requests go straight to the per-replica store after the shared one failed. */
export const RETRY_PRIMARY_AFTER_MS = 5_000;

export class FallbackRateLimitStore implements RateLimitStore {
  readonly #primary: RateLimitStore;
  readonly #fallback: RateLimitStore;
  readonly #logger: Logger;
  #lastWarning = -Infinity;
  #primaryDownUntil = -Infinity;

  constructor(primary: RateLimitStore, fallback: RateLimitStore, logger: Logger) {
    this.#primary = primary;
    this.#fallback = fallback;
    this.#logger = logger;
  }

  async charge(buckets: BucketCharge[], now: number, cost?: number): Promise<ChargeOutcome> {
    if (now < this.#primaryDownUntil) return this.#fallback.charge(buckets, now, cost);
    try {
      return await this.#primary.charge(buckets, now, cost);
    } catch (err) {
      this.#primaryDownUntil = now + RETRY_PRIMARY_AFTER_MS;
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
