import { createLogger } from '@platform/logging';
import { describe, expect, it } from 'vitest';
import { FallbackRateLimitStore, RETRY_PRIMARY_AFTER_MS } from './fallback.store.ts';
import type { ChargeOutcome, RateLimitStore } from './rate-limit.store.ts';

function countingStore(answer: () => ChargeOutcome) {
  const store = {
    calls: 0,
    async charge() {
      store.calls++;
      return answer();
    },
    async close() {},
  };
  return store satisfies RateLimitStore;
}

describe('FallbackRateLimitStore', () => {
  it('after a failure of the shared store, limits per replica for a while, then asks the shared store again', async () => {
    let primaryUp = false;
    const primary = countingStore(() => {
      if (!primaryUp) throw new Error('timeout');
      return { allowed: true, tokens: [1] };
    });
    const fallback = countingStore(() => ({ allowed: true, tokens: [2] }));
    const store = new FallbackRateLimitStore(primary, fallback, createLogger('test', 'silent'));
    const bucket = [{ key: 'k', limit: { capacity: 3, refillPerSecond: 1 } }];

    expect(await store.charge(bucket, 0)).toEqual({ allowed: true, tokens: [2] });
    primaryUp = true;
    expect(await store.charge(bucket, RETRY_PRIMARY_AFTER_MS - 1)).toEqual({ allowed: true, tokens: [2] });
    expect(primary.calls).toBe(1);
    expect(await store.charge(bucket, RETRY_PRIMARY_AFTER_MS)).toEqual({ allowed: true, tokens: [1] });
    expect(primary.calls).toBe(2);
    expect(fallback.calls).toBe(2);
  });
});
