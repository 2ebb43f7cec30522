// How the local runner treats a service that exits on its own: it restarts it after a wait that
// doubles with each crash in a row, so one bad request or a backend blip costs one service a few
// seconds while the others keep serving; a service that keeps crashing (a configuration error,
// a bug at start-up) stops the stack instead of looping for ever. The infrastructure processes
// (PostgreSQL, NATS) are not restarted: everything depends on them, and their data is at stake.

export interface RestartPolicy {
  /** Wait before the first restart; it doubles with each further crash in a row. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** The crash (in a row) that stops the stack instead of another restart. */
  maxCrashes: number;
  /** A run at least this long counts as recovered: the next crash is the first in a row again. */
  stableAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxCrashes: 5,
  stableAfterMs: 60_000,
};

/** The wait before restarting after crash number `crashes` in a row (1-based). */
export function restartDelay(policy: RestartPolicy, crashes: number): number {
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** Math.max(0, crashes - 1));
}

/** Crashes in a row after a run of `ranMs` that followed `previous` crashes in a row. */
export function crashesInARow(policy: RestartPolicy, previous: number, ranMs: number): number {
  return ranMs >= policy.stableAfterMs ? 1 : previous + 1;
}
