import { describe, expect, it } from 'vitest';
import { deliveriesSpanning, exponentialBackoff } from './retry.policy.ts';

describe('exponentialBackoff', () => {
  it('doubles from the initial delay and stops at the cap', () => {
    const backoff = exponentialBackoff({ initialMs: 100, maxMs: 1_000 });
    expect([1, 2, 3, 4, 5, 6].map(backoff)).toEqual([100, 200, 400, 800, 1_000, 1_000]);
  });

  it('defaults to 1 s doubling up to 60 s', () => {
    const backoff = exponentialBackoff();
    expect([backoff(1), backoff(2), backoff(10)]).toEqual([1_000, 2_000, 60_000]);
  });

  it('rejects inconsistent settings', () => {
    expect(() => exponentialBackoff({ initialMs: 5_000, maxMs: 1_000 })).toThrow(RangeError);
    expect(() => exponentialBackoff({ factor: 0.5 })).toThrow(RangeError);
  });
});

describe('deliveriesSpanning', () => {
  it('counts the deliveries whose waits add up to the window, the first one immediate', () => {
    const backoff = exponentialBackoff({ initialMs: 100, maxMs: 1_000 });
    // Waits 100, 200, 400, 800, 1000...: 1,500 ms are covered after the fifth delivery.
    expect(deliveriesSpanning(1_500, backoff)).toBe(5);
    expect(deliveriesSpanning(1_501, backoff)).toBe(6);
    expect(deliveriesSpanning(0, backoff)).toBe(1);
  });

  it('keeps an event retried through an hour with the default backoff', () => {
    const backoff = exponentialBackoff();
    const deliveries = deliveriesSpanning(3_600_000, backoff);
    let waited = 0;
    for (let delivery = 1; delivery < deliveries; delivery += 1) waited += backoff(delivery);
    expect(waited).toBeGreaterThanOrEqual(3_600_000);
    expect(waited - backoff(deliveries - 1)).toBeLessThan(3_600_000);
  });

  it('refuses a backoff that never waits', () => {
    expect(() => deliveriesSpanning(1_000, () => 0)).toThrow(RangeError);
  });
});
