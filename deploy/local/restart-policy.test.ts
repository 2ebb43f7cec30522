import { describe, expect, it } from 'vitest';
import { DEFAULT_RESTART_POLICY, crashesInARow, restartDelay } from './restart-policy.ts';

describe('restart policy', () => {
  it('doubles the wait with each crash in a row, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => restartDelay(DEFAULT_RESTART_POLICY, n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('counts a crash after a stable run as the first in a row again', () => {
    expect(crashesInARow(DEFAULT_RESTART_POLICY, 3, 10_000)).toBe(4);
    expect(crashesInARow(DEFAULT_RESTART_POLICY, 3, 60_000)).toBe(1);
    expect(crashesInARow(DEFAULT_RESTART_POLICY, 0, 5)).toBe(1);
  });
});
