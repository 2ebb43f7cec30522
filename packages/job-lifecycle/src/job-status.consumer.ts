// A service's durable consumer of its status events (`events.<owner>.>`): worker status events
// are decoded with the shared contract (a payload that fails is poison and dead-lettered) and
// applied idempotently by the JobStatusApplier.
import {
  ConsumerRunner,
  createRegistry,
  deliveriesSpanning,
  exponentialBackoff,
  type BusConnection,
  type BusNames,
} from '@platform/bus';
import { jobStatusEvent, jobStatusSubject, type JobOwner, type JobStatusEvent } from '@platform/jobs';
import type { Logger } from '@platform/logging';
import type { EventOutcome } from './job-status.applier.ts';

type StatusEvents = Record<string, JobStatusEvent>;

export function createJobStatusConsumer(deps: {
  bus: BusConnection;
  names: BusNames;
  /** Whose events: the consumer reads `events.<owner>.>`. */
  owner: JobOwner;
  /** The durable consumer's name (also the processed-message consumer of the applier). */
  durable: string;
  apply(event: JobStatusEvent, messageId: string): Promise<EventOutcome>;
  logger: Logger;
  /**
   * How long an event that cannot be applied (billing or the database unavailable) is retried
   * before it is dead-lettered: at least as long as a job may run, so an outage never turns a
   * finished job into one the sweeper fails.
   */
  retryWindowMs: number;
  concurrency?: number;
}): ConsumerRunner<StatusEvents> {
  const backoff = exponentialBackoff({ initialMs: 1_000, maxMs: 60_000 });
  // The registry is keyed by the subject after the events root: `<owner>.job-status`.
  const kind = jobStatusSubject(deps.owner).slice('events.'.length);
  const registry = createRegistry<StatusEvents>(
    { [kind]: (raw: unknown) => jobStatusEvent.parse(raw) },
    {
      [kind]: async (event: JobStatusEvent, ctx: { messageId: string }) => {
        const outcome = await deps.apply(event, ctx.messageId);
        deps.logger.debug({ job_id: event.job_id, status: event.status, outcome }, 'job status event');
      },
    },
  );
  return new ConsumerRunner<StatusEvents>({
    js: deps.bus.js,
    jsm: deps.bus.jsm,
    names: deps.names,
    stream: 'events',
    durable: deps.durable,
    filterSubject: `${deps.names.events.root}${deps.owner}.>`,
    registry,
    concurrency: deps.concurrency ?? 4,
    maxDeliver: deliveriesSpanning(deps.retryWindowMs, backoff),
    backoff,
    ackWaitMs: 30_000,
    logger: deps.logger,
    onDeadLetter: async (record) => {
      deps.logger.error(
        { reason: record.reason, subject: record.subject, owner: deps.owner },
        'status event dead-lettered',
      );
    },
  });
}
