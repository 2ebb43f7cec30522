// Reads a stream from a chosen point on, in order, without acknowledging or keeping anything on
// the server beyond the reader's life: an ordered (ephemeral) consumer, deleted on close. For
// readers that follow events live for one client (the gateway's event stream), not for work that
// must be processed once (those use durable consumers and ConsumerRunner).
import {
  DeliverPolicy,
  type Consumer,
  type ConsumerMessages,
  type OrderedConsumerOptions,
} from '@nats-io/jetstream';
import type { BusConnection } from './connection.ts';

/** Where to begin: after the last message (`'new'`), at a sequence, or at the first message stored at or after a time. */
export type FollowStart = 'new' | { seq: number } | { time: Date };

export interface FollowedMessage {
  seq: number;
  subject: string;
  /** When the stream stored it. */
  time: Date;
  data: Uint8Array;
}

export interface StreamFollower {
  /** The messages in stream order; ends when `close()` is called or the connection closes. */
  readonly messages: AsyncIterable<FollowedMessage>;
  /** Stops reading and deletes the server-side consumer. */
  close(): Promise<void>;
}

export interface FollowOptions {
  stream: string;
  /** Subject filter (wildcards allowed). */
  filter: string;
  start: FollowStart;
  /** At most this many messages are fetched ahead of the reader (bounds memory). Default 64. */
  prefetch?: number;
}

function startOptions(start: FollowStart): Partial<OrderedConsumerOptions> {
  if (start === 'new') return { deliver_policy: DeliverPolicy.New };
  if ('seq' in start) return { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: start.seq };
  return { deliver_policy: DeliverPolicy.StartTime, opt_start_time: start.time.toISOString() };
}

/** Opens the reader; once this resolves, every message stored from `start` on will be read. */
export async function followStream(
  bus: Pick<BusConnection, 'js'>,
  options: FollowOptions,
): Promise<StreamFollower> {
  const consumer: Consumer = await bus.js.consumers.get(options.stream, {
    filter_subjects: options.filter,
    ...startOptions(options.start),
  });
  let messages: ConsumerMessages;
  try {
    messages = await consumer.consume({ max_messages: options.prefetch ?? 64 });
  } catch (error) {
    await consumer.delete().catch(() => false);
    throw error;
  }
  let closed: Promise<void> | undefined;
  return {
    messages: {
      async *[Symbol.asyncIterator]() {
        for await (const message of messages) {
          yield {
            seq: message.seq,
            subject: message.subject,
            time: new Date(Math.floor(Number(message.info.timestampNanos) / 1_000_000)),
            data: message.data,
          };
        }
      },
    },
    close() {
      closed ??= (async () => {
        // `stop`, not `close`: close waits for a reader to drain the iterator, which may never come.
        messages.stop();
        // The ordered consumer would otherwise linger on the server until its inactivity timeout.
        await consumer.delete().catch(() => false);
      })();
      return closed;
    },
  };
}

/** The message stored at `seq`, or null when there is none (never stored, removed or expired). */
export async function readStoredMessage(
  bus: Pick<BusConnection, 'jsm'>,
  stream: string,
  seq: number,
): Promise<FollowedMessage | null> {
  const stored = await bus.jsm.streams.getMessage(stream, { seq });
  if (!stored) return null;
  return { seq: stored.seq, subject: stored.subject, time: stored.time, data: stored.data };
}
