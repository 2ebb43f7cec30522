// W3C trace context in message headers. Publishing captures the caller's active context, and a
// consumer continues that trace, so one request can be followed from the gateway through the
// outbox, the relay and the worker. Uses whatever propagator and tracer provider are registered
// globally; with none registered these are no-ops.
import {
  ROOT_CONTEXT,
  SpanKind,
  context,
  propagation,
  trace,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/nats-core';

export type HeaderRecord = Record<string, string>;

export const TRACER_NAME = '@platform/bus';

export function busTracer(): Tracer {
  return trace.getTracer(TRACER_NAME);
}

/** Trace headers (`traceparent`, `tracestate`, baggage) of the given or active context. */
export function captureTraceHeaders(from: Context = context.active()): HeaderRecord {
  const carrier: HeaderRecord = {};
  propagation.inject(from, carrier);
  return carrier;
}

/** The remote parent carried by message headers; starts from the root so nothing leaks in. */
export function contextFromHeaders(headers: HeaderRecord): Context {
  return propagation.extract(ROOT_CONTEXT, headers);
}

export function toNatsHeaders(record: HeaderRecord): MsgHdrs {
  const result = natsHeaders();
  for (const [key, value] of Object.entries(record)) result.set(key, value);
  return result;
}

export function fromNatsHeaders(source: MsgHdrs | undefined): HeaderRecord {
  const record: HeaderRecord = {};
  if (!source) return record;
  for (const [key, values] of source) record[key] = values.join(',');
  return record;
}

export interface ConsumerSpanInfo {
  subject: string;
  consumer: string;
  stream: string;
  messageId: string;
  deliveryCount: number;
  bodySize: number;
}

/** A CONSUMER span named and attributed after the OpenTelemetry messaging conventions. */
export function startConsumerSpan(tracer: Tracer, parent: Context, info: ConsumerSpanInfo): Span {
  return tracer.startSpan(
    `process ${info.subject}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'nats',
        'messaging.operation.type': 'process',
        'messaging.operation.name': 'process',
        'messaging.destination.name': info.subject,
        'messaging.consumer.group.name': info.consumer,
        'messaging.message.id': info.messageId,
        'messaging.message.body.size': info.bodySize,
        'messaging.nats.stream': info.stream,
        'messaging.nats.delivery_count': info.deliveryCount,
      },
    },
    parent,
  );
}

/**
 * A PRODUCER span for a publish; its context is what the message carries. `parent` defaults to
 * the active context; the outbox relay passes the one its row captured at enqueue.
 */
export function startProducerSpan(
  tracer: Tracer,
  subject: string,
  messageId: string,
  bodySize: number,
  parent: Context = context.active(),
): Span {
  return tracer.startSpan(
    `send ${subject}`,
    {
      kind: SpanKind.PRODUCER,
      attributes: {
        'messaging.system': 'nats',
        'messaging.operation.type': 'send',
        'messaging.operation.name': 'send',
        'messaging.destination.name': subject,
        'messaging.message.id': messageId,
        'messaging.message.body.size': bodySize,
      },
    },
    parent,
  );
}
