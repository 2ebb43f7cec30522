// The webhook objective's measurement: each delivery's first attempt is observed once, with the
// seconds since its event and the receiver's answer; retries of the same delivery are not.
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '@platform/logging';
import { parsePrometheusText, startInMemoryTelemetry, sumSamples } from '@platform/telemetry';
import type { Repositories, SendResult, WebhooksStore } from '../domain/ports.ts';
import type { DueDelivery } from '../domain/records.ts';
import { retrySchedule } from '../domain/retry-schedule.ts';
import { Dispatcher } from './dispatcher.ts';

const telemetry = startInMemoryTelemetry('webhooks');
afterAll(() => telemetry.shutdown());

const eventAt = new Date('2026-01-01T00:00:00Z');
const delivery = (id: string, attempts: number): DueDelivery => ({
  id,
  endpointId: `endpoint-${id}`,
  eventId: `event-${id}`,
  eventType: 'job.completed',
  payload: '{}',
  status: 'pending',
  attempts,
  nextAttemptAt: eventAt,
  createdAt: eventAt,
  url: 'https://receiver.example/hook',
  secret: 'whsec_dGVzdA==',
  accountId: 'account',
});

/** A dispatcher whose store hands out `due` once, at `now`, and whose receiver answers per delivery. */
function dispatcher(due: DueDelivery[], now: Date, answers: Record<string, SendResult>) {
  const repos = {
    deliveries: {
      claimDue: async () => due.splice(0),
      recordAttempt: async () => {},
      nextDueAt: async () => null,
    },
    endpoints: { disable: async () => {} },
  } as unknown as Repositories;
  const store = {
    transaction: (_name: string, work: (r: Repositories) => unknown) => work(repos),
    read: (_name: string, work: (r: Repositories) => unknown) => work(repos),
  } as unknown as WebhooksStore;
  return new Dispatcher({
    store,
    sender: { send: async (url) => answers[url] ?? { statusCode: 200, error: '' } },
    clock: { now: () => now },
    schedule: retrySchedule([1_000]),
    logger: createLogger('webhooks', 'silent'),
    leaseMs: 30_000,
    batch: 10,
    pollMs: 1_000,
  });
}

const lag = async () => parsePrometheusText(await telemetry.metrics.scrape());

describe('the first-attempt lag of webhook deliveries', () => {
  it('observes each first attempt once, by outcome, with its seconds since the event; retries are not observed', async () => {
    const before = await lag();
    const grown = (samples: Awaited<ReturnType<typeof lag>>, name: string, labels: Record<string, string>) =>
      sumSamples(samples, name, labels) - sumSamples(before, name, labels);
    const fast = dispatcher([delivery('a', 0)], new Date(eventAt.getTime() + 2_000), {});
    expect(await fast.runOnce()).toBe(1);
    const late = dispatcher(
      [{ ...delivery('b', 0), url: 'https://down.example/hook' }],
      new Date(eventAt.getTime() + 90_000),
      { 'https://down.example/hook': { statusCode: null, error: 'refused' } },
    );
    expect(await late.runOnce()).toBe(1);
    const retry = dispatcher([delivery('c', 1)], new Date(eventAt.getTime() + 5_000), {});
    expect(await retry.runOnce()).toBe(1);

    const after = await lag();
    const name = 'webhooks_delivery_first_attempt_lag';
    expect(grown(after, `${name}_count`, {})).toBe(2);
    expect(grown(after, `${name}_count`, { webhook_outcome: 'delivered' })).toBe(1);
    expect(grown(after, `${name}_count`, { webhook_outcome: 'unreachable' })).toBe(1);
    expect(grown(after, `${name}_sum`, {})).toBeCloseTo(92, 6);
    // The objective's threshold is a bucket boundary: the 2 s delivery is inside it, the 90 s one is not.
    expect(grown(after, `${name}_bucket`, { webhook_outcome: 'delivered', le: '60' })).toBe(1);
    expect(grown(after, `${name}_bucket`, { webhook_outcome: 'unreachable', le: '60' })).toBe(0);
    expect(grown(after, `${name}_bucket`, { webhook_outcome: 'unreachable', le: '120' })).toBe(1);
  });
});
