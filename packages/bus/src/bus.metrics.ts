// Bus metrics, recorded by the shared consumer and outbox code so every service gets them:
// messages processed by outcome, redeliveries, dead letters written, and, read from the server at
// collection time, each durable consumer's lag (pending, unacknowledged, the age of the oldest
// message waiting) and the dead letters its subject holds.
import type { ObservableResult } from '@opentelemetry/api';
import type { JetStreamManager } from '@nats-io/jetstream';
import { lazyInstruments } from '@platform/telemetry';

const instruments = lazyInstruments((meter) => ({
  processed: meter.createCounter('messaging.client.consumed.messages', {
    description: 'Deliveries handled, by outcome',
  }),
  duration: meter.createHistogram('messaging.process.duration', {
    unit: 's',
    description: 'Duration of handling one delivery',
  }),
  redeliveries: meter.createCounter('messaging.nats.redeliveries', {
    description: 'Deliveries after the first of the same message',
  }),
  deadLetters: meter.createCounter('messaging.nats.dead_letters', {
    description: 'Messages given up and stored as dead letters',
  }),
  pending: meter.createObservableGauge('messaging.nats.consumer.pending', {
    description: 'Messages not yet delivered to the consumer',
  }),
  ackPending: meter.createObservableGauge('messaging.nats.consumer.ack_pending', {
    description: 'Messages delivered and not yet acknowledged',
  }),
  oldestAge: meter.createObservableGauge('messaging.nats.consumer.oldest_pending_age', {
    unit: 's',
    description: 'Age of the oldest message the consumer has not acknowledged (0 when none waits)',
  }),
  outboxBacklog: meter.createObservableGauge('messaging.outbox.backlog', {
    description: 'Outbox rows committed and not yet published',
  }),
  outboxOldestAge: meter.createObservableGauge('messaging.outbox.oldest_age', {
    unit: 's',
    description: 'Age of the oldest unpublished outbox row (0 when none waits)',
  }),
  storedDeadLetters: meter.createObservableGauge('messaging.nats.dead_letters.stored', {
    description: 'Dead letters the consumer has in the dead-letter stream',
  }),
}));

interface ConsumerAttributes {
  consumer: string;
  kind: string | null;
}

export function recordDelivery(
  info: ConsumerAttributes & { deliveryCount: number; outcome: string; seconds: number },
): void {
  const attributes = {
    'messaging.system': 'nats',
    'messaging.consumer.group.name': info.consumer,
    'messaging.nats.kind': info.kind ?? 'unknown',
  };
  const metrics = instruments();
  metrics.processed.add(1, { ...attributes, 'messaging.nats.outcome': info.outcome });
  metrics.duration.record(info.seconds, { ...attributes, 'messaging.nats.outcome': info.outcome });
  if (info.deliveryCount > 1) metrics.redeliveries.add(1, attributes);
}

export function recordDeadLetter(info: ConsumerAttributes & { reason: string }): void {
  instruments().deadLetters.add(1, {
    'messaging.system': 'nats',
    'messaging.consumer.group.name': info.consumer,
    'messaging.nats.kind': info.kind ?? 'unknown',
    'messaging.nats.dead_letter.reason': info.reason,
  });
}

export interface ConsumerWatch {
  jsm: JetStreamManager;
  stream: string;
  durable: string;
  deadLetterStream: string;
  deadLetterSubject: string;
}

interface LagSnapshot {
  pending: number;
  ackPending: number;
  oldestAgeSeconds: number;
}

/** Reports the consumer's lag at every collection until the returned function is called. */
export function watchConsumer(watch: ConsumerWatch, now: () => Date = () => new Date()): () => void {
  const metrics = instruments();
  const attributes = {
    'messaging.system': 'nats',
    'messaging.consumer.group.name': watch.durable,
    'messaging.nats.stream': watch.stream,
  };
  const readLag = async (): Promise<LagSnapshot | null> => {
    try {
      const info = await watch.jsm.consumers.info(watch.stream, watch.durable);
      let oldestAgeSeconds = 0;
      if (info.num_pending + info.num_ack_pending > 0) {
        // The first message past the acknowledged floor is the oldest one waiting; on a work-queue
        // stream it may be gone (acknowledged out of order), and the stream's first message is
        // then the oldest.
        const stored = await watch.jsm.streams
          .getMessage(watch.stream, { seq: info.ack_floor.stream_seq + 1 })
          .catch(() => null);
        const since = stored?.time ?? new Date((await watch.jsm.streams.info(watch.stream)).state.first_ts);
        oldestAgeSeconds = Math.max(0, (now().getTime() - since.getTime()) / 1000);
      }
      return { pending: info.num_pending, ackPending: info.num_ack_pending, oldestAgeSeconds };
    } catch {
      // The server is unreachable or the consumer is gone: no value rather than a wrong one.
      return null;
    }
  };
  // One read of the server per collection serves the three gauges.
  let snapshot: { at: number; lag: Promise<LagSnapshot | null> } | undefined;
  const lag = () => {
    if (!snapshot || performance.now() - snapshot.at > 1_000)
      snapshot = { at: performance.now(), lag: readLag() };
    return snapshot.lag;
  };
  const observePending = async (result: ObservableResult) => {
    const value = await lag();
    if (value) result.observe(value.pending, attributes);
  };
  const observeAckPending = async (result: ObservableResult) => {
    const value = await lag();
    if (value) result.observe(value.ackPending, attributes);
  };
  const observeOldest = async (result: ObservableResult) => {
    const value = await lag();
    if (value) result.observe(value.oldestAgeSeconds, attributes);
  };
  const observeDeadLetters = async (result: ObservableResult) => {
    try {
      const info = await watch.jsm.streams.info(watch.deadLetterStream, {
        subjects_filter: watch.deadLetterSubject,
      });
      result.observe(info.state.subjects?.[watch.deadLetterSubject] ?? 0, attributes);
    } catch {
      // As above.
    }
  };
  metrics.pending.addCallback(observePending);
  metrics.ackPending.addCallback(observeAckPending);
  metrics.oldestAge.addCallback(observeOldest);
  metrics.storedDeadLetters.addCallback(observeDeadLetters);
  return () => {
    metrics.pending.removeCallback(observePending);
    metrics.ackPending.removeCallback(observeAckPending);
    metrics.oldestAge.removeCallback(observeOldest);
    metrics.storedDeadLetters.removeCallback(observeDeadLetters);
  };
}

/** Reports the outbox backlog of one schema at every collection until the returned function is called. */
export function watchOutbox(
  schema: string,
  read: () => Promise<{ count: number; oldest: Date | null }>,
  now: () => Date,
): () => void {
  const metrics = instruments();
  const attributes = { 'db.namespace': schema };
  let snapshot: { at: number; backlog: Promise<{ count: number; oldest: Date | null } | null> } | undefined;
  const backlog = () => {
    if (!snapshot || performance.now() - snapshot.at > 1_000) {
      // A failed read reports nothing rather than an empty outbox.
      snapshot = { at: performance.now(), backlog: read().catch(() => null) };
    }
    return snapshot.backlog;
  };
  const observeCount = async (result: ObservableResult) => {
    const value = await backlog();
    if (value) result.observe(value.count, attributes);
  };
  const observeAge = async (result: ObservableResult) => {
    const value = await backlog();
    if (value)
      result.observe(
        value.oldest ? Math.max(0, (now().getTime() - value.oldest.getTime()) / 1000) : 0,
        attributes,
      );
  };
  metrics.outboxBacklog.addCallback(observeCount);
  metrics.outboxOldestAge.addCallback(observeAge);
  return () => {
    metrics.outboxBacklog.removeCallback(observeCount);
    metrics.outboxOldestAge.removeCallback(observeAge);
  };
}
