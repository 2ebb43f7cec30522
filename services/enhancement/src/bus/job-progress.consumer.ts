// Enhancement's durable consumer of the worker's progress events (`events.progress.enhancement`):
// each raises its job's progress (never lowers it; a job that is not processing is left alone).
import { ConsumerRunner, createRegistry, type BusConnection, type BusNames } from '@platform/bus';
import { jobProgressEvent, jobProgressSubject, type JobProgressEvent } from '@platform/jobs';
import type { Logger } from '@platform/logging';
import type { EnhancementStore } from '../domain/ports.ts';

type ProgressEvents = Record<string, JobProgressEvent>;

export function createJobProgressConsumer(deps: { bus: BusConnection; names: BusNames; store: EnhancementStore; logger: Logger }): ConsumerRunner<ProgressEvents> {
  const kind = jobProgressSubject('enhancement').slice('events.'.length);
  const registry = createRegistry<ProgressEvents>(
    { [kind]: (raw: unknown) => jobProgressEvent.parse(raw) },
    {
      [kind]: async (event: JobProgressEvent) => {
        await deps.store.transaction('jobs.progress', (repos) => repos.jobs.raiseProgress(event.job_id, event.progress));
      },
    },
  );
  return new ConsumerRunner<ProgressEvents>({
    js: deps.bus.js,
    jsm: deps.bus.jsm,
    names: deps.names,
    stream: 'events',
    durable: 'enhancement-progress',
    filterSubject: deps.names.events.subject(kind),
    registry,
    concurrency: 2,
    maxDeliver: 5,
    ackWaitMs: 30_000,
    logger: deps.logger,
    onDeadLetter: async (record) => {
      deps.logger.warn({ reason: record.reason, subject: record.subject }, 'progress event dead-lettered');
    },
  });
}
