// When to try again: the API's Retry-After, else an exponential backoff with full jitter.

const RETRY_CAP_MS = 8_000;
const RETRY_AFTER_CAP_MS = 60_000;

/** Full jitter over an exponential step: 0.5 s, 1 s, 2 s … capped at 8 s. */
export const backoffMs = (attempt: number): number =>
  Math.min(RETRY_CAP_MS, 500 * 2 ** attempt) * (0.5 + Math.random() / 2);

/** `Retry-After` as seconds or an HTTP date, capped at a minute. */
export function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.min(RETRY_AFTER_CAP_MS, Math.max(0, ms)) : undefined;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
