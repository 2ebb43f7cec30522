// The studio's durable consumer of `events.studio.>`: worker status events are decoded with the
// shared contract (a payload that fails is poison and dead-lettered) and applied idempotently.
import { ConsumerRunner, createRegistry, deliveriesSpanning, exponentialBackoff, type BusConnection, type BusNames } from '@platform/bus';
import { jobStatusEvent, type JobStatusEvent } from '@platform/jobs';
import type { Logger } from '@platform/logging';
import { STUDIO_CONSUMER, type JobEventsService } from '../domain/job-events.service.ts';

interface StudioEvents {
  'studio.job-status': JobStatusEvent;
}

export function createJobStatusConsumer(deps: {
  bus: BusConnection;
  names: BusNames;
  events: JobEventsService;
  logger: Logger;
  /**
   * How long an event that cannot be applied (billing or the database unavailable) is retried
   * before it is dead-lettered: at least as long as a job may run, so an outage never turns a
   * finished job into one the sweeper fails.
   */
  retryWindowMs: number;
  concurrency?: number;
}): ConsumerRunner<StudioEvents> {
  const backoff = exponentialBackoff({ initialMs: 1_000, maxMs: 60_000 });
  const registry = createRegistry<StudioEvents>(
    { 'studio.job-status': (raw) => jobStatusEvent.parse(raw) },
    {
      'studio.job-status': async (event, ctx) => {
        const outcome = await deps.events.apply(event, ctx.messageId);
        deps.logger.debug({ job_id: event.job_id, status: event.status, outcome }, 'job status event');
      },
    },
  );
  return new ConsumerRunner<StudioEvents>({
    js: deps.bus.js,
    jsm: deps.bus.jsm,
    names: deps.names,
    stream: 'events',
    durable: STUDIO_CONSUMER,
    filterSubject: `${deps.names.events.root}studio.>`,
    registry,
    concurrency: deps.concurrency ?? 4,
    maxDeliver: deliveriesSpanning(deps.retryWindowMs, backoff),
    backoff,
    ackWaitMs: 30_000,
    logger: deps.logger,
    onDeadLetter: async (record) => {
      deps.logger.error({ reason: record.reason, subject: record.subject }, 'studio status event dead-lettered');
    },
  });
}
