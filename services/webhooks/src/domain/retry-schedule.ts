// When a failed delivery is tried again: a fixed ladder of delays (the Standard Webhooks
// schedule by default: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, about 28 hours in all), each
// spread by up to ±20 % jitter so endpoints that failed together do not retry in lockstep.
// After the last delay the delivery has failed and the endpoint is disabled with the reason.

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [
  5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
];

export interface RetrySchedule {
  /** Delay before attempt `attempts + 1`, after `attempts` failed ones; null when none is left. */
  nextDelayMs(attempts: number): number | null;
  /** Attempts in all (the first one plus one per delay). */
  readonly maxAttempts: number;
}

export function retrySchedule(
  delaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
  jitter = 0.2,
  random: () => number = Math.random,
): RetrySchedule {
  return {
    maxAttempts: delaysMs.length + 1,
    nextDelayMs(attempts) {
      const base = delaysMs[attempts - 1];
      if (base === undefined) return null;
      return Math.max(0, Math.round(base * (1 + jitter * (2 * random() - 1))));
    },
  };
}
