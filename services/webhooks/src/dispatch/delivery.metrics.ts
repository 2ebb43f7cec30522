// What the webhook objective is measured on (docs/operations.md, "Webhook delivery"): for each
// delivery, once, the seconds from its job event reaching this service to the answer of its first
// attempt, by that answer. Later attempts are not observed again: a delivery's lateness is
// decided by its first try, and a retried one was already counted late or failed.
import { lazyInstruments } from '@platform/telemetry';

const instruments = lazyInstruments((meter) => ({
  firstAttempt: meter.createHistogram('webhooks.delivery.first_attempt.lag', {
    unit: 's',
    description: 'Seconds from a job event to the answer of its first delivery attempt, by outcome',
  }),
}));

/** delivered: the receiver answered 2xx; rejected: it answered anything else; unreachable: no answer. */
export type AttemptOutcome = 'delivered' | 'rejected' | 'unreachable';

export const attemptOutcome = (statusCode: number | null): AttemptOutcome =>
  statusCode === null ? 'unreachable' : statusCode >= 200 && statusCode < 300 ? 'delivered' : 'rejected';

export function recordFirstAttempt(eventAt: Date, answeredAt: Date, outcome: AttemptOutcome): void {
  const lag = Math.max(0, (answeredAt.getTime() - eventAt.getTime()) / 1000);
  instruments().firstAttempt.record(lag, { 'webhook.outcome': outcome });
}
