// Where bucket state lives. Several buckets are charged together, all or nothing: a request that
// one bucket refuses consumes no token from the others.
import type { BucketLimit } from './token-bucket.ts';

export interface BucketCharge {
  key: string;
  limit: BucketLimit;
}

export interface ChargeOutcome {
  allowed: boolean;
  /** Tokens left in each bucket after the charge (before it when refused), in request order. */
  tokens: number[];
}

export interface RateLimitStore {
  charge(buckets: BucketCharge[], now: number, cost?: number): Promise<ChargeOutcome>;
  close(): Promise<void>;
}
