// A service's durable consumer of the worker's progress events (`events.progress.<owner>`): each
// raises its job's progress (the service's repository never lowers it and leaves a job that is not
// processing alone). Progress is advisory: a bad event is dead-lettered with a warning.
import { ConsumerRunner, createRegistry, type BusConnection, type BusNames } from '@platform/bus';
import { jobProgressEvent, jobProgressSubject, type JobOwner, type JobProgressEvent } from '@platform/jobs';
import type { Logger } from '@platform/logging';

type ProgressEvents = Record<string, JobProgressEvent>;

export function createJobProgressConsumer(deps: {
  bus: BusConnection;
  names: BusNames;
  /** Whose events: the consumer reads `events.progress.<owner>`. */
  owner: JobOwner;
  /** The durable consumer's name. */
  durable: string;
  /** Raises the job's progress (0..100) in the service's store. */
  raise(event: JobProgressEvent): Promise<unknown>;
  logger: Logger;
}): ConsumerRunner<ProgressEvents> {
  const kind = jobProgressSubject(deps.owner).slice('events.'.length);
  const registry = createRegistry<ProgressEvents>(
    { [kind]: (raw: unknown) => jobProgressEvent.parse(raw) },
    { [kind]: async (event: JobProgressEvent) => void (await deps.raise(event)) },
  );
  return new ConsumerRunner<ProgressEvents>({
    js: deps.bus.js,
    jsm: deps.bus.jsm,
    names: deps.names,
    stream: 'events',
    durable: deps.durable,
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
