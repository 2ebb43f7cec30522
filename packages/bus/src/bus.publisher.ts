// Publishes to JetStream with a `Nats-Msg-Id`, so a repeated publish of the same message within
// the stream's duplicate window is stored once. Every publish waits for the stream's ack.
import { SpanStatusCode, context, trace, type Tracer } from '@opentelemetry/api';
import type { JetStreamClient, PubAck } from '@nats-io/jetstream';
import { encodePayload } from './payload.codec.ts';
import {
  busTracer,
  captureTraceHeaders,
  startProducerSpan,
  toNatsHeaders,
  type HeaderRecord,
} from './trace.context.ts';

export interface PublishOptions {
  /** De-duplication key (`Nats-Msg-Id`): the same logical message must reuse it. */
  msgId: string;
  headers?: HeaderRecord;
}

export interface BusPublisherOptions {
  timeoutMs?: number;
  tracer?: Tracer;
}

export class BusPublisher {
  readonly #js: JetStreamClient;
  readonly #timeoutMs: number;
  readonly #tracer: Tracer;

  constructor(js: JetStreamClient, options: BusPublisherOptions = {}) {
    this.#js = js;
    this.#timeoutMs = options.timeoutMs ?? 5_000;
    this.#tracer = options.tracer ?? busTracer();
  }

  /**
   * Publishes a JSON payload now, inside a PRODUCER span that continues the caller's trace.
   * For messages that must commit together with database changes use the outbox instead.
   */
  async publish(subject: string, payload: unknown, options: PublishOptions): Promise<PubAck> {
    const body = encodePayload(payload);
    const span = startProducerSpan(this.#tracer, subject, options.msgId, body.byteLength);
    try {
      const spanContext = trace.setSpan(context.active(), span);
      const headers = { ...options.headers, ...captureTraceHeaders(spanContext) };
      return await this.publishBytes(subject, body, { msgId: options.msgId, headers });
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  }

  /** Publishes an encoded body with exactly the given headers (the relay replays stored ones). */
  async publishBytes(subject: string, body: Uint8Array, options: PublishOptions): Promise<PubAck> {
    if (options.msgId === '') throw new TypeError('A message id is required for de-duplication');
    return this.#js.publish(subject, body, {
      msgID: options.msgId,
      headers: toNatsHeaders(options.headers ?? {}),
      timeout: this.#timeoutMs,
    });
  }
}
