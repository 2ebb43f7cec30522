import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './memory.store.ts';
import { RateLimiter, policyFromConfig } from './rate-limiter.ts';
import { fullAfterMs, refill, report, take, type BucketLimit } from './token-bucket.ts';

const limit: BucketLimit = { capacity: 60, refillPerSecond: 20 };

describe('token bucket', () => {
  it('starts full and lets a burst of `capacity` through, then refuses', () => {
    let state = undefined;
    for (let i = 0; i < 60; i++) {
      const decision = take(state, limit, 1000);
      expect(decision.allowed).toBe(true);
      state = decision.state;
    }
    const refused = take(state, limit, 1000);
    expect(refused.allowed).toBe(false);
    expect(refused.state.tokens).toBe(0);
  });

  it('refills at the sustained rate and never above capacity', () => {
    const empty = { tokens: 0, updatedAt: 0 };
    expect(refill(empty, limit, 50).tokens).toBeCloseTo(1);
    expect(refill(empty, limit, 1000).tokens).toBeCloseTo(20);
    expect(refill(empty, limit, 10_000).tokens).toBe(60);
    expect(take(empty, limit, 49).allowed).toBe(false);
    expect(take(empty, limit, 50).allowed).toBe(true);
  });

  it('refills nothing when the clock goes backwards', () => {
    const state = { tokens: 2, updatedAt: 5000 };
    expect(refill(state, limit, 4000)).toEqual({ tokens: 2, updatedAt: 5000 });
  });

  it('reports limit, remaining, reset and retry-after', () => {
    expect(report(60, limit)).toEqual({ limit: 60, remaining: 60, resetSeconds: 0, retryAfterSeconds: 0 });
    expect(report(59.5, limit)).toEqual({ limit: 60, remaining: 59, resetSeconds: 1, retryAfterSeconds: 0 });
    expect(report(0, limit)).toEqual({ limit: 60, remaining: 0, resetSeconds: 3, retryAfterSeconds: 1 });
    const slow = { capacity: 60, refillPerSecond: 1 };
    expect(report(0.25, slow)).toEqual({ limit: 60, remaining: 0, resetSeconds: 60, retryAfterSeconds: 1 });
    expect(report(0, { capacity: 5, refillPerSecond: 0.1 }).retryAfterSeconds).toBe(10);
    expect(fullAfterMs(slow)).toBe(60_000);
  });
});

describe('memory store', () => {
  it('charges several buckets all or nothing', async () => {
    const store = new MemoryRateLimitStore();
    const wide = { key: 'wide', limit: { capacity: 10, refillPerSecond: 1 } };
    const narrow = { key: 'narrow', limit: { capacity: 2, refillPerSecond: 1 } };
    expect((await store.charge([wide, narrow], 0)).allowed).toBe(true);
    expect((await store.charge([wide, narrow], 0)).allowed).toBe(true);
    const refused = await store.charge([wide, narrow], 0);
    expect(refused).toEqual({ allowed: false, tokens: [8, 0] });
    // The refused charge took nothing from the wide bucket.
    expect((await store.charge([wide], 0)).tokens).toEqual([7]);
  });

  it('keeps buckets apart by key', async () => {
    const store = new MemoryRateLimitStore();
    const one = { capacity: 1, refillPerSecond: 1 };
    expect((await store.charge([{ key: 'a', limit: one }], 0)).allowed).toBe(true);
    expect((await store.charge([{ key: 'a', limit: one }], 0)).allowed).toBe(false);
    expect((await store.charge([{ key: 'b', limit: one }], 0)).allowed).toBe(true);
  });

  it('stays bounded, forgetting full buckets first', async () => {
    const store = new MemoryRateLimitStore({ maxBuckets: 3 });
    const one = { capacity: 1, refillPerSecond: 1 };
    for (const key of ['a', 'b', 'c', 'd', 'e']) await store.charge([{ key, limit: one }], 0);
    expect(store.size).toBeLessThanOrEqual(3);
    // Long after, every bucket is full again and a sweep removes them all but the new one.
    await store.charge([{ key: 'f', limit: one }], 10_000);
    await store.charge([{ key: 'g', limit: one }], 10_000);
    await store.charge([{ key: 'h', limit: one }], 10_000);
    await store.charge([{ key: 'i', limit: one }], 10_000);
    expect(store.size).toBeLessThanOrEqual(3);
    expect((await store.charge([{ key: 'i', limit: one }], 10_000)).allowed).toBe(false);
  });
});

describe('rate limiter', () => {
  const policy = policyFromConfig({
    RATE_LIMIT_ACCOUNT_PER_SECOND: 20,
    RATE_LIMIT_ACCOUNT_BURST: 60,
    RATE_LIMIT_JOB_CREATE_PER_MINUTE: 60,
    RATE_LIMIT_JOB_CREATE_BURST: 60,
    RATE_LIMIT_IP_PER_SECOND: 10,
    RATE_LIMIT_IP_BURST: 20,
  });

  it('allows 60 at once per account, then 20 per second (injected clock)', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(new MemoryRateLimitStore(), policy, () => now);
    for (let i = 0; i < 60; i++) expect((await limiter.chargeAccount('1')).allowed).toBe(true);
    const refused = await limiter.chargeAccount('1');
    expect(refused).toEqual({
      allowed: false,
      report: { limit: 60, remaining: 0, resetSeconds: 3, retryAfterSeconds: 1 },
    });
    // Another account is not affected.
    expect((await limiter.chargeAccount('2')).allowed).toBe(true);
    now += 1000;
    let passed = 0;
    while ((await limiter.chargeAccount('1')).allowed) passed++;
    expect(passed).toBe(20);
  });

  it('limits job creation to 60 per minute on top of the account budget', async () => {
    let now = 0;
    const limiter = new RateLimiter(new MemoryRateLimitStore(), policy, () => now);
    for (let i = 0; i < 60; i++) expect((await limiter.chargeAccount('7', 'jobCreate')).allowed).toBe(true);
    // Three seconds later the account budget is full again, but only three jobs' worth came back.
    now += 3000;
    for (let i = 0; i < 3; i++) expect((await limiter.chargeAccount('7', 'jobCreate')).allowed).toBe(true);
    const refused = await limiter.chargeAccount('7', 'jobCreate');
    expect(refused).toEqual({
      allowed: false,
      report: { limit: 60, remaining: 0, resetSeconds: 60, retryAfterSeconds: 1 },
    });
    // Plain reads of the same account still pass.
    expect((await limiter.chargeAccount('7')).allowed).toBe(true);
  });

  it('limits a client address to its burst, then 10 per second', async () => {
    let now = 0;
    const limiter = new RateLimiter(new MemoryRateLimitStore(), policy, () => now);
    for (let i = 0; i < 20; i++) expect((await limiter.chargeClientAddress('10.0.0.1')).allowed).toBe(true);
    const refused = await limiter.chargeClientAddress('10.0.0.1');
    expect(refused.allowed).toBe(false);
    expect(refused.report).toMatchObject({ limit: 20, remaining: 0, retryAfterSeconds: 1 });
    expect((await limiter.chargeClientAddress('10.0.0.2')).allowed).toBe(true);
    now += 100;
    expect((await limiter.chargeClientAddress('10.0.0.1')).allowed).toBe(true);
    expect((await limiter.chargeClientAddress('10.0.0.1')).allowed).toBe(false);
  });
});
