// The limits of decisions.md as buckets: per account (sustained rate with a burst), an extra
// bucket for job-creating routes, and per client address for requests that are not (yet)
// authenticated. Keys of one account share a Redis hash tag so they can be charged in one script.
import type { RateLimitStore } from './rate-limit.store.ts';
import { report, type BucketLimit, type BucketReport } from './token-bucket.ts';

export interface RateLimitPolicy {
  account: BucketLimit;
  jobCreate: BucketLimit;
  ip: BucketLimit;
}

/** Which extra budget a route draws from, besides the account's general one. */
export type RateLimitClass = 'default' | 'jobCreate';

export interface RateLimitResult {
  allowed: boolean;
  /** The most constraining bucket: the one that refused, else the one with the fewest tokens left. */
  report: BucketReport;
}

export class RateLimiter {
  readonly #store: RateLimitStore;
  readonly #policy: RateLimitPolicy;
  readonly #now: () => number;

  constructor(store: RateLimitStore, policy: RateLimitPolicy, now: () => number) {
    this.#store = store;
    this.#policy = policy;
    this.#now = now;
  }

  chargeAccount(accountId: string, rateLimitClass: RateLimitClass = 'default'): Promise<RateLimitResult> {
    const buckets = [{ key: `{acct:${accountId}}:all`, limit: this.#policy.account }];
    if (rateLimitClass === 'jobCreate')
      buckets.push({ key: `{acct:${accountId}}:job`, limit: this.#policy.jobCreate });
    return this.#charge(buckets);
  }

  chargeClientAddress(address: string): Promise<RateLimitResult> {
    return this.#charge([{ key: `{ip:${address}}`, limit: this.#policy.ip }]);
  }

  async #charge(buckets: { key: string; limit: BucketLimit }[]): Promise<RateLimitResult> {
    const outcome = await this.#store.charge(buckets, this.#now());
    const reports = buckets.map((bucket, index) => report(outcome.tokens[index] ?? 0, bucket.limit));
    const decisive = outcome.allowed
      ? reports.reduce((lowest, current) => (current.remaining < lowest.remaining ? current : lowest))
      : reports.reduce((worst, current) =>
          current.retryAfterSeconds > worst.retryAfterSeconds ? current : worst,
        );
    return { allowed: outcome.allowed, report: decisive };
  }

  close(): Promise<void> {
    return this.#store.close();
  }
}

export const policyFromConfig = (config: {
  RATE_LIMIT_ACCOUNT_PER_SECOND: number;
  RATE_LIMIT_ACCOUNT_BURST: number;
  RATE_LIMIT_JOB_CREATE_PER_MINUTE: number;
  RATE_LIMIT_JOB_CREATE_BURST: number;
  RATE_LIMIT_IP_PER_SECOND: number;
  RATE_LIMIT_IP_BURST: number;
}): RateLimitPolicy => ({
  account: {
    capacity: config.RATE_LIMIT_ACCOUNT_BURST,
    refillPerSecond: config.RATE_LIMIT_ACCOUNT_PER_SECOND,
  },
  jobCreate: {
    capacity: config.RATE_LIMIT_JOB_CREATE_BURST,
    refillPerSecond: config.RATE_LIMIT_JOB_CREATE_PER_MINUTE / 60,
  },
  ip: { capacity: config.RATE_LIMIT_IP_BURST, refillPerSecond: config.RATE_LIMIT_IP_PER_SECOND },
});
