// A dead-letter record keeps everything needed to inspect or replay a message that will not be
// delivered again: where it came from, its exact body and headers, and why it was given up.
import type { JsMsg } from '@nats-io/jetstream';
import type { BusPublisher } from './bus.publisher.ts';
import { decodePayload, describeBody, encodePayload } from './payload.codec.ts';
import type { HeaderRecord } from './trace.context.ts';

export type DeadLetterReason =
  'handler_failed' | 'non_retryable' | 'undecodable' | 'unknown_kind' | 'deliveries_exhausted';

export interface DeadLetterRecord {
  stream: string;
  consumer: string;
  subject: string;
  /** The kind parsed from the subject (the registry kind it routes to, when the consumer routes), when it had one. */
  kind: string | null;
  messageId: string;
  streamSequence: number;
  deliveryCount: number;
  /** The original body: UTF-8 text, or base64 when the bytes were not UTF-8. */
  payload: string;
  payloadEncoding: 'utf8' | 'base64';
  headers: HeaderRecord;
  reason: DeadLetterReason;
  error: string;
  /** ISO 8601 UTC. */
  failedAt: string;
}

/** Called once a record is stored; the owner marks the job failed and releases its credits. */
export type DeadLetterHook = (record: DeadLetterRecord) => Promise<void>;

/** Thrown by a handler when retrying cannot help (bad input): the message is dead-lettered now. */
export class NonRetryableError extends Error {
  override name = 'NonRetryableError';
}

export interface DeadLetterDetails {
  kind: string | null;
  messageId: string;
  headers: HeaderRecord;
  reason: DeadLetterReason;
  error: string;
  failedAt: Date;
}

export function buildDeadLetterRecord(msg: JsMsg, details: DeadLetterDetails): DeadLetterRecord {
  return {
    stream: msg.info.stream,
    consumer: msg.info.consumer,
    subject: msg.subject,
    kind: details.kind,
    messageId: details.messageId,
    streamSequence: msg.info.streamSequence,
    deliveryCount: msg.info.deliveryCount,
    ...describeBody(msg.data),
    headers: details.headers,
    reason: details.reason,
    error: details.error,
    failedAt: details.failedAt.toISOString(),
  };
}

/** The original payload of a record as parsed JSON; throws when it was not JSON. */
export function deadLetterPayload(record: DeadLetterRecord): unknown {
  const bytes =
    record.payloadEncoding === 'base64'
      ? Buffer.from(record.payload, 'base64')
      : Buffer.from(record.payload, 'utf8');
  return decodePayload(bytes);
}

export function parseDeadLetterRecord(data: Uint8Array): DeadLetterRecord {
  return decodePayload(data) as DeadLetterRecord;
}

/** Stores records in the dead-letter stream, one subject per consumer. */
export class DeadLetterSink {
  readonly #publisher: BusPublisher;
  readonly #subject: string;

  constructor(publisher: BusPublisher, subject: string) {
    this.#publisher = publisher;
    this.#subject = subject;
  }

  async store(record: DeadLetterRecord): Promise<void> {
    // Keyed by the source position, so a retried dead-lettering is stored once.
    const msgId = `dl:${record.stream}:${record.consumer}:${record.streamSequence}`;
    // Server-interpreted `Nats-*` headers of the original must not act on the copy.
    const headers = Object.fromEntries(
      Object.entries(record.headers).filter(([key]) => !key.toLowerCase().startsWith('nats-')),
    );
    await this.#publisher.publishBytes(this.#subject, encodePayload(record), { msgId, headers });
  }
}
