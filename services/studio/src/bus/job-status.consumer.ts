// The studio's durable consumer of `events.studio.>`: worker status events are decoded with the
// shared contract (a payload that fails is poison and dead-lettered) and applied idempotently.
import { ConsumerRunner, createRegistry, type BusConnection, type BusNames } from '@platform/bus';
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
  concurrency?: number;
}): ConsumerRunner<StudioEvents> {
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
    maxDeliver: 10,
    ackWaitMs: 30_000,
    logger: deps.logger,
    onDeadLetter: async (record) => {
      deps.logger.error({ reason: record.reason, subject: record.subject }, 'studio status event dead-lettered');
    },
  });
}
