// When a failed call to a provider is tried again, and after how long.
import type { CallPolicy } from './http-request.ts';

/** Longest wait we honour from a provider's `Retry-After`. */
const MAX_RETRY_AFTER_MS = 30_000;

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Delay before attempt `attempt + 1` (attempt counts from 0). */
export function backoffDelay(
  policy: Pick<CallPolicy, 'retryBaseMs' | 'jitter'>,
  attempt: number,
  retryAfter: string | null,
  random: () => number = Math.random,
): number {
  const exponential = policy.retryBaseMs * 2 ** attempt;
  const spread = policy.jitter ? exponential / 2 + (exponential / 2) * random() : exponential;
  const asked = retryAfterMs(retryAfter);
  return Math.round(Math.max(spread, asked ?? 0));
}

/** `Retry-After` as delta-seconds or an HTTP date, capped at 30 s; null when absent or unreadable. */
export function retryAfterMs(retryAfter: string | null, now = Date.now()): number | null {
  if (retryAfter === null || retryAfter.trim() === '') return null;
  const seconds = Number(retryAfter);
  if (Number.isFinite(seconds)) return seconds >= 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : null;
  const date = Date.parse(retryAfter);
  if (!Number.isFinite(date)) return null;
  return Math.min(Math.max(0, date - now), MAX_RETRY_AFTER_MS);
}
