// How long a failed message waits before its next delivery.

/** Delay in milliseconds before redelivery, given the delivery that just failed (1-based). */
export type BackoffPolicy = (deliveryCount: number) => number;

export interface ExponentialBackoffOptions {
  initialMs?: number;
  maxMs?: number;
  factor?: number;
}

export function exponentialBackoff(options: ExponentialBackoffOptions = {}): BackoffPolicy {
  const initialMs = options.initialMs ?? 1_000;
  const maxMs = options.maxMs ?? 60_000;
  const factor = options.factor ?? 2;
  if (!(initialMs >= 0 && maxMs >= initialMs && factor >= 1)) {
    throw new RangeError('Backoff needs 0 <= initialMs <= maxMs and factor >= 1');
  }
  return (deliveryCount) => {
    const exponent = Math.max(0, Math.floor(deliveryCount) - 1);
    return Math.min(maxMs, Math.round(initialMs * factor ** exponent));
  };
}

/**
 * How many deliveries `backoff` spreads over at least `windowMs` (the first delivery is
 * immediate): the `maxDeliver` that keeps retrying a message through an outage of that length.
 */
export function deliveriesSpanning(windowMs: number, backoff: BackoffPolicy): number {
  let waited = 0;
  let deliveries = 1;
  while (waited < windowMs) {
    const wait = backoff(deliveries);
    if (!(wait > 0)) throw new RangeError('A backoff that never waits spans no time');
    waited += wait;
    deliveries += 1;
  }
  return deliveries;
}
