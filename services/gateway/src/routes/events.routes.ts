// `GET /api/v2/events/`: the caller's job events as Server-Sent Events, the same bodies the
// webhooks deliver. Each event is `id: <opaque id>`, `event: <type>`, `data: <JSON>`;
// `Last-Event-ID` (or `last_event_id` for clients without EventSource) resumes after that event
// within the resume window; comment lines keep the connection alive; an account has a bounded
// number of open streams. Only the caller's account's events are ever written.
import { z } from '@platform/config';
import { JOB_EVENT_TYPES } from '@platform/job-events';
import type { Logger } from '@platform/logging';
import { EVENT_ID_PATTERN, LEGACY_EVENT_ID_PATTERN } from '../events/event-ids.ts';
import { eventStreamInstruments } from '../events/event-stream.metrics.ts';
import type { AccountFeed, JobEventFeed } from '../events/job-event-feed.ts';
import { formatSse, sseComment, SseWriter } from '../events/sse.ts';
import { GatewayError } from '../http/problem.ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { validOrThrow } from '../http/validation.ts';
import { jobEventSchema, type JobReadSchemas } from '../events/job-event.schema.ts';

/** The event a stream starts with when its resume point could not be honoured. */
export const GAP_EVENT = 'stream.gap';
/** Seconds a client refused for too many open streams is told to wait. */
const LIMIT_RETRY_AFTER_S = 5;

export interface EventStreamSettings {
  heartbeatMs: number;
  maxStreamsPerAccount: number;
  resumeWindowMs: number;
  slowClientMs: number;
}

export const eventStreamSettings = (config: {
  EVENTS_HEARTBEAT_MS: number;
  EVENTS_MAX_STREAMS_PER_ACCOUNT: number;
  EVENTS_RESUME_WINDOW_MS: number;
  EVENTS_SLOW_CLIENT_MS: number;
}): EventStreamSettings => ({
  heartbeatMs: config.EVENTS_HEARTBEAT_MS,
  maxStreamsPerAccount: config.EVENTS_MAX_STREAMS_PER_ACCOUNT,
  resumeWindowMs: config.EVENTS_RESUME_WINDOW_MS,
  slowClientMs: config.EVENTS_SLOW_CLIENT_MS,
});

// Ids this stream sends, and the decimal ids it sent before they were encrypted. Anything else
// cannot name an event: a 400, so a client with a bug hears of it instead of replaying the window.
const RESUME_ID = new RegExp(`${EVENT_ID_PATTERN.source}|${LEGACY_EVENT_ID_PATTERN.source}`);

const ResumeQuery = z.object({
  last_event_id: z.string().regex(RESUME_ID, 'Enter the id of an event this stream sent.').optional().meta({
    description:
      'As the `Last-Event-ID` header (which wins when both are sent), for clients that cannot set headers.',
  }),
});

const ResumeHeaders = z.object({
  'Last-Event-ID': z.string().regex(RESUME_ID, 'Enter the id of an event this stream sent.').optional().meta({
    description:
      'The `id:` of the last event received: the stream goes on after it (within the resume window).',
  }),
});

/** One event of the stream: a job event (with its id), or the gap notice a resume may start with. */
const streamEventSchema = (jobEvent: z.ZodType) =>
  z
    .discriminatedUnion('event', [
      z.object({
        id: z
          .string()
          .regex(EVENT_ID_PATTERN)
          .meta({ description: 'Send it back as `Last-Event-ID` to resume.' }),
        event: z.enum(JOB_EVENT_TYPES),
        data: jobEvent,
      }),
      z.object({
        event: z.literal(GAP_EVENT),
        data: z.object({ detail: z.string() }),
      }),
    ])
    .meta({
      id: 'JobEventStreamEvent',
      description:
        'One Server-Sent Event of `GET /api/v2/events/`: its `id:`, `event:` and `data:` (JSON) fields.',
    });

const DESCRIPTION = `A Server-Sent Events stream (\`text/event-stream\`) of the caller's job events, the same
bodies webhooks deliver. Each event is written as \`id: <id>\`, \`event: <type>\` (${JOB_EVENT_TYPES.join(', ')})
and \`data: <JobEvent JSON>\`. The id is opaque (22 characters): it names the event for this account only
and says nothing about ordering or volume. Reconnect with \`Last-Event-ID: <last id received>\` (or \`?last_event_id=\`) to
go on after that event without losing or repeating any, if it was sent within the resume window (one hour
by default). When the resume point is older, no longer stored or unknown (\`0\` included), the stream starts at the oldest
event of the window and first sends \`event: ${GAP_EVENT}\` (no id) with \`{"detail": ...}\`: events may have
been missed, read the jobs to catch up. A resume point that is not of an id's shape is a 400. Without a resume point only new events are sent. A comment line
(\`: heartbeat\`) is written every 15 seconds by default. An account has at most 5 open streams by default;
another is refused with 429. A client that stops reading is disconnected rather than buffered for.`;

/** Open streams per account, in this replica. */
class StreamSlots {
  readonly #open = new Map<string, number>();
  readonly max: number;
  constructor(max: number) {
    this.max = max;
  }

  /** A release function, or undefined when the account is at its limit. */
  acquire(accountId: string): (() => void) | undefined {
    const open = this.#open.get(accountId) ?? 0;
    if (open >= this.max) return undefined;
    this.#open.set(accountId, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#open.get(accountId) ?? 1) - 1;
      if (left <= 0) this.#open.delete(accountId);
      else this.#open.set(accountId, left);
    };
  }
}

export interface EventRoutes {
  routes: RouteDefinition[];
  /** Ends every open stream (draining: clients reconnect elsewhere with Last-Event-ID). */
  closeAll(): void;
}

export function eventRoutes(deps: {
  feed: JobEventFeed;
  settings: EventStreamSettings;
  logger: Logger;
  /** Each job kind's read schema, for the JobEvent union of the document (free-form jobs without it). */
  jobReads?: JobReadSchemas;
}): EventRoutes {
  const { settings, logger } = deps;
  const slots = new StreamSlots(settings.maxStreamsPerAccount);
  const open = new Set<SseWriter>();

  async function pump(feed: AccountFeed, writer: SseWriter): Promise<void> {
    try {
      if (feed.gap) {
        const detail =
          'The resume point is older than the resume window, no longer stored or unknown: events may have been missed. Streaming from the oldest event kept.';
        await writer.send(formatSse({ event: GAP_EVENT, data: { detail } }));
      }
      for await (const { id, event } of feed.events) {
        if (!(await writer.send(formatSse({ id, event: event.type, data: event })))) break;
      }
    } catch (err) {
      if (!writer.closed) {
        logger.warn({ err }, 'event stream failed');
        eventStreamInstruments().ended.add(1, { reason: 'failed' });
      }
    } finally {
      writer.end();
      await feed
        .close()
        .catch((err: unknown) => logger.warn({ err }, 'closing an event stream reader failed'));
    }
  }

  return {
    closeAll() {
      if (open.size > 0) eventStreamInstruments().ended.add(open.size, { reason: 'draining' });
      for (const writer of open) writer.end();
    },
    routes: [
      defineRoute({
        method: 'GET',
        path: '/api/v2/events/',
        operationId: 'events_stream',
        summary: "Follow the account's job events (Server-Sent Events)",
        description: DESCRIPTION,
        tags: ['events'],
        auth: ['Token', 'Bearer'],
        query: ResumeQuery,
        headers: ResumeHeaders,
        responses: {
          200: {
            description: 'The event stream; it stays open. Each `data:` line is one JobEvent.',
            contentType: 'text/event-stream',
            events: streamEventSchema(jobEventSchema(deps.jobReads)),
          },
        },
        async handler({ principal, query }, ctx) {
          const header = ctx.get('Last-Event-ID').trim();
          const resume = header === '' ? query : validOrThrow(ResumeQuery, { last_event_id: header });
          const lastEventId = resume.last_event_id;
          const release = slots.acquire(principal.accountId);
          if (!release) {
            throw new GatewayError(
              429,
              `Too many open event streams: an account may keep ${slots.max} open at once.`,
              { 'Retry-After': String(LIMIT_RETRY_AFTER_S) },
            );
          }
          let feed: AccountFeed;
          try {
            feed = await deps.feed.open(principal.accountId, lastEventId);
          } catch (err) {
            release();
            throw err;
          }
          const writer = new SseWriter({
            heartbeatMs: settings.heartbeatMs,
            slowClientMs: settings.slowClientMs,
            onSlowClient(reason) {
              logger.warn({ account_id: principal.accountId, reason }, 'event stream dropped: slow client');
              eventStreamInstruments().ended.add(1, { reason: 'slow_client' });
              ctx.res.destroy();
            },
          });
          open.add(writer);
          eventStreamInstruments().open.add(1);
          writer.onClose(() => {
            open.delete(writer);
            eventStreamInstruments().open.add(-1);
            release();
            void feed.close();
          });
          ctx.req.socket.setNoDelay(true);
          ctx.status = 200;
          ctx.set({ 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' });
          ctx.type = 'text/event-stream; charset=utf-8';
          ctx.body = writer.body;
          // Written at once, so the client knows the stream is open (and reading) before any event.
          writer.body.write(sseComment('connected'));
          void pump(feed, writer);
        },
      }),
    ],
  };
}
