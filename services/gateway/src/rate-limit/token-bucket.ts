// Token bucket arithmetic shared by the in-memory store and (mirrored in Lua) the Redis store.
// A bucket holds at most `capacity` tokens and refills continuously at `refillPerSecond`; a
// request costs one token. Time comes from the caller so tests can drive it.

export interface BucketLimit {
  /** Burst size: the most requests that can pass at once. */
  capacity: number;
  /** Sustained rate. */
  refillPerSecond: number;
}

export interface BucketState {
  tokens: number;
  /** Milliseconds since the epoch of the last update. */
  updatedAt: number;
}

export interface BucketDecision {
  allowed: boolean;
  /** The state to store (unchanged apart from refill when denied). */
  state: BucketState;
}

/** Tokens available at `now`, refilled since the last update (a clock that went back refills nothing). */
export function refill(state: BucketState | undefined, limit: BucketLimit, now: number): BucketState {
  if (!state) return { tokens: limit.capacity, updatedAt: now };
  const elapsedMs = Math.max(0, now - state.updatedAt);
  const tokens = Math.min(limit.capacity, state.tokens + (elapsedMs * limit.refillPerSecond) / 1000);
  return { tokens, updatedAt: Math.max(now, state.updatedAt) };
}

export function take(
  state: BucketState | undefined,
  limit: BucketLimit,
  now: number,
  cost = 1,
): BucketDecision {
  const current = refill(state, limit, now);
  if (current.tokens < cost) return { allowed: false, state: current };
  return { allowed: true, state: { tokens: current.tokens - cost, updatedAt: current.updatedAt } };
}

/** What the RateLimit-* and Retry-After headers say about one bucket. */
export interface BucketReport {
  limit: number;
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** Seconds until one more request would pass (0 when one would pass now). */
  retryAfterSeconds: number;
}

export function report(tokens: number, limit: BucketLimit, cost = 1): BucketReport {
  const perMs = limit.refillPerSecond / 1000;
  const missing = Math.max(0, limit.capacity - tokens);
  const short = Math.max(0, cost - tokens);
  return {
    limit: limit.capacity,
    remaining: Math.max(0, Math.floor(tokens)),
    resetSeconds: Math.ceil(missing / perMs / 1000),
    retryAfterSeconds: short === 0 ? 0 : Math.max(1, Math.ceil(short / perMs / 1000)),
  };
}

/** The idle time after which a bucket is full again, so its stored state can expire. */
export const fullAfterMs = (limit: BucketLimit): number =>
  Math.ceil((limit.capacity / limit.refillPerSecond) * 1000);
