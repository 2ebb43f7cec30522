// One account's public job events, read live from the events stream (the same events the webhook
// dispatcher delivers). Job event subjects name the account (`events.jobs.<owner>.<account_id>`),
// so each reader's consumer filters `events.jobs.*.<account_id>` and the server sends it only that
// account's events; the envelope's `account_id` is checked again before anything leaves, and the
// public body (which never shows it) is what leaves. Each reader is an ordered consumer of its
// own, deleted when the reader closes. The ids clients see are the sequences encrypted for the
// account (event-ids.ts), never the sequences themselves.
import {
  busNames,
  decodePayload,
  followStream,
  readStoredMessage,
  type BusConnection,
  type FollowStart,
} from '@platform/bus';
import {
  accountJobEventsFilter,
  busJobEvent,
  jobEventOwner,
  toPublicJobEvent,
  type BusJobEvent,
  type PublicJobEvent,
} from '@platform/job-events';
import type { Logger } from '@platform/logging';
import { LEGACY_EVENT_ID_PATTERN, type AccountEventIds, type EventIdCodec } from './event-ids.ts';

export interface AccountEvent {
  /** The events stream's sequence (counts every account's events: never sent to a client). */
  seq: number;
  /** The SSE `id` the account's client sees, and what its `Last-Event-ID` resumes after. */
  id: string;
  event: PublicJobEvent;
}

export interface AccountFeed {
  /**
   * True when a resume point was given but could not be honoured (older than the resume window,
   * no longer stored, never sent, or not one of the account's ids): reading started at the
   * window's start.
   */
  readonly gap: boolean;
  readonly events: AsyncIterable<AccountEvent>;
  close(): Promise<void>;
}

export interface JobEventFeed {
  /** Opens a reader after the event `lastEventId` names (an id this feed sent); once this resolves, no later event of the account is missed. */
  open(accountId: string, lastEventId: string | undefined): Promise<AccountFeed>;
}

export interface JobEventFeedOptions {
  bus: Pick<BusConnection, 'js' | 'jsm'>;
  busPrefix: string;
  resumeWindowMs: number;
  clock: () => number;
  logger: Logger;
  ids: EventIdCodec;
}

export function createJobEventFeed(options: JobEventFeedOptions): JobEventFeed {
  const names = busNames(options.busPrefix);
  const stream = names.events.stream;
  const accountFilter = (accountId: string) => `${names.events.root}${accountJobEventsFilter(accountId)}`;
  const isJobEvent = (subject: string) => {
    const kind = names.events.kindOf(subject);
    return kind !== undefined && jobEventOwner(kind) !== undefined;
  };

  const decode = (data: Uint8Array, seq: number): BusJobEvent | undefined => {
    try {
      return busJobEvent.parse(decodePayload(data));
    } catch (err) {
      options.logger.warn({ err, seq }, 'malformed job event skipped');
      return undefined;
    }
  };

  /** Where to go on after the client's last event; undefined when that cannot be honoured. */
  const resumePoint = async (
    accountId: string,
    ids: AccountEventIds,
    lastEventId: string,
  ): Promise<FollowStart | undefined> => {
    const seq = LEGACY_EVENT_ID_PATTERN.test(lastEventId) ? Number(lastEventId) : ids.decode(lastEventId);
    // 0 (or anything below) was never a sequence: the server refuses to look it up at all.
    if (seq === undefined || seq < 1) return undefined;
    const seen = await readStoredMessage(options.bus, stream, seq);
    if (!seen || !isJobEvent(seen.subject)) return undefined;
    if (seen.time.getTime() < options.clock() - options.resumeWindowMs) return undefined;
    // Only the account's own event is a resume point: another's says nothing about this account.
    if (decode(seen.data, seen.seq)?.account_id !== accountId) return undefined;
    return { seq: seq + 1 };
  };

  return {
    async open(accountId, lastEventId) {
      const ids = options.ids.forAccount(accountId);
      let start: FollowStart = 'new';
      let gap = false;
      if (lastEventId !== undefined) {
        const resumed = await resumePoint(accountId, ids, lastEventId);
        gap = resumed === undefined;
        start = resumed ?? { time: new Date(options.clock() - options.resumeWindowMs) };
      }
      const follower = await followStream(options.bus, { stream, filter: accountFilter(accountId), start });
      return {
        gap,
        events: {
          async *[Symbol.asyncIterator]() {
            for await (const message of follower.messages) {
              const event = decode(message.data, message.seq);
              // The filter already chose the account; the envelope is the second guard.
              if (event?.account_id === accountId)
                yield { seq: message.seq, id: ids.encode(message.seq), event: toPublicJobEvent(event) };
            }
          },
        },
        close: () => follower.close(),
      };
    },
  };
}
