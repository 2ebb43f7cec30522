import { describe, expect, it } from 'vitest';
import { exponentialBackoff } from './retry.policy.ts';

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
