// Runs one delivered message to an outcome: ack on success, nak with a delay to retry, or a
// dead-letter record plus the owner's hook and a term when retrying is over or cannot help.
import { SpanStatusCode, context, trace, type Tracer } from '@opentelemetry/api';
import type { JsMsg } from '@nats-io/jetstream';
import type { Logger } from '@platform/logging';
import { elapsedSeconds } from '@platform/telemetry';
import { recordDeadLetter, recordDelivery } from './bus.metrics.ts';
import {
  NonRetryableError,
  buildDeadLetterRecord,
  type DeadLetterHook,
  type DeadLetterReason,
  type DeadLetterSink,
} from './dead-letter.ts';
import type { MessageContext, RegisteredKind, Registry } from './job.registry.ts';
import type { StreamNames } from './names.ts';
import { decodePayload } from './payload.codec.ts';
import type { BackoffPolicy } from './retry.policy.ts';
import {
  contextFromHeaders,
  fromNatsHeaders,
  startConsumerSpan,
  type HeaderRecord,
} from './trace.context.ts';

export type Outcome = 'acked' | 'retrying' | 'dead_lettered' | 'released';

export interface MessageProcessorOptions {
  registry: Pick<Registry<object>, 'lookup'>;
  source: StreamNames;
  /** The registry kind of a subject's kind (`ConsumerRunnerOptions.routeKind`); default the kind itself. */
  routeKind?: (kind: string) => string | undefined;
  consumer: string;
  deadLetters: DeadLetterSink;
  onDeadLetter?: DeadLetterHook;
  maxDeliver: number;
  heartbeatMs: number;
  backoff: BackoffPolicy;
  tracer: Tracer;
  logger: Logger;
  clock: () => Date;
}

interface Delivery {
  msg: JsMsg;
  kind: string | null;
  messageId: string;
  headers: HeaderRecord;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class MessageProcessor {
  readonly #options: MessageProcessorOptions;

  constructor(options: MessageProcessorOptions) {
    this.#options = options;
  }

  #kindOf(subject: string): string | null {
    const kind = this.#options.source.kindOf(subject);
    if (kind === undefined) return null;
    const { routeKind } = this.#options;
    return (routeKind ? routeKind(kind) : kind) ?? null;
  }

  async process(msg: JsMsg, signal: AbortSignal): Promise<Outcome> {
    const { tracer, heartbeatMs, consumer } = this.#options;
    const headers = fromNatsHeaders(msg.headers);
    const delivery: Delivery = {
      msg,
      kind: this.#kindOf(msg.subject),
      messageId: headers['Nats-Msg-Id'] ?? `${msg.info.stream}:${msg.info.streamSequence}`,
      headers,
    };
    const parent = contextFromHeaders(headers);
    const span = startConsumerSpan(tracer, parent, {
      subject: msg.subject,
      consumer,
      stream: msg.info.stream,
      messageId: delivery.messageId,
      deliveryCount: msg.info.deliveryCount,
      bodySize: msg.data.byteLength,
    });
    const heartbeat = setInterval(() => msg.working(), heartbeatMs);
    const started = performance.now();
    try {
      const outcome = await context.with(trace.setSpan(parent, span), () => this.#run(delivery, signal));
      recordDelivery({
        consumer,
        kind: delivery.kind,
        deliveryCount: msg.info.deliveryCount,
        outcome,
        seconds: elapsedSeconds(started),
      });
      span.setAttribute('messaging.nats.outcome', outcome);
      if (outcome !== 'acked') span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
      return outcome;
    } finally {
      clearInterval(heartbeat);
      span.end();
    }
  }

  async #run(delivery: Delivery, signal: AbortSignal): Promise<Outcome> {
    const { msg, kind } = delivery;
    const { maxDeliver, registry } = this.#options;
    const deliveryCount = msg.info.deliveryCount;
    if (deliveryCount > maxDeliver) {
      // Earlier deliveries ended without an outcome (worker died, ack wait ran out).
      return this.#deadLetter(delivery, 'deliveries_exhausted', `no outcome after ${maxDeliver} deliveries`);
    }
    const entry = kind === null ? undefined : registry.lookup(kind);
    if (!entry) {
      return this.#deadLetter(delivery, 'unknown_kind', `no handler for subject "${msg.subject}"`);
    }
    let payload: unknown;
    try {
      payload = entry.decode(decodePayload(msg.data));
    } catch (error) {
      return this.#deadLetter(delivery, 'undecodable', errorText(error));
    }
    return this.#handle(delivery, entry, payload, signal);
  }

  async #handle(
    delivery: Delivery,
    entry: RegisteredKind,
    payload: unknown,
    signal: AbortSignal,
  ): Promise<Outcome> {
    const { msg } = delivery;
    const { maxDeliver, backoff, logger } = this.#options;
    const deliveryCount = msg.info.deliveryCount;
    const messageContext: MessageContext = {
      kind: entry.kind,
      subject: msg.subject,
      messageId: delivery.messageId,
      deliveryCount,
      maxDeliver,
      isFinalAttempt: deliveryCount >= maxDeliver,
      headers: delivery.headers,
      signal,
      working: () => msg.working(),
    };
    try {
      await entry.handle(payload, messageContext);
    } catch (error) {
      trace.getActiveSpan()?.recordException(error as Error);
      if (signal.aborted) {
        // Shutdown, not the message's fault: hand it to another worker right away.
        msg.nak();
        return 'released';
      }
      if (error instanceof NonRetryableError) {
        return this.#deadLetter(delivery, 'non_retryable', errorText(error));
      }
      if (deliveryCount >= maxDeliver) {
        return this.#deadLetter(delivery, 'handler_failed', errorText(error));
      }
      const delayMs = backoff(deliveryCount);
      logger.warn(
        { subject: msg.subject, messageId: delivery.messageId, deliveryCount, delayMs, err: error },
        'message handler failed; will retry',
      );
      msg.nak(delayMs);
      return 'retrying';
    }
    msg.ack();
    return 'acked';
  }

  async #deadLetter(delivery: Delivery, reason: DeadLetterReason, error: string): Promise<Outcome> {
    const { msg } = delivery;
    const { deadLetters, onDeadLetter, logger, backoff, clock } = this.#options;
    const record = buildDeadLetterRecord(msg, {
      kind: delivery.kind,
      messageId: delivery.messageId,
      headers: delivery.headers,
      reason,
      error,
      failedAt: clock(),
    });
    try {
      await deadLetters.store(record);
      await onDeadLetter?.(record);
    } catch (failure) {
      // Not stored or not handled by the owner yet: keep the message and try again later.
      logger.error(
        { subject: msg.subject, messageId: delivery.messageId, err: failure },
        'dead-lettering failed',
      );
      msg.nak(backoff(msg.info.deliveryCount));
      return 'retrying';
    }
    recordDeadLetter({ consumer: this.#options.consumer, kind: delivery.kind, reason });
    logger.error(
      {
        subject: msg.subject,
        messageId: delivery.messageId,
        reason,
        error,
        deliveryCount: msg.info.deliveryCount,
      },
      'message dead-lettered',
    );
    msg.term();
    return 'dead_lettered';
  }
}
