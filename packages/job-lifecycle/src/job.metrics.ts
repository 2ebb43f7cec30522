// Job metrics of every service that owns jobs, recorded by the shared life cycle after each
// change commits (a rolled-back transaction counts nothing): jobs created, started and ended by
// status, the queue wait (created -> started) and run time (started -> ended), and the credits
// reserved, captured and released. Attributes: the job kind, its model and the owner service.
// Credits are counted as a float here: a metric is an observation; the ledger stays exact.
import type { Credits } from '@platform/catalogue';
import { lazyInstruments, serviceName } from '@platform/telemetry';
import type { JobStatus, LifecycleJob } from './lifecycle.ports.ts';

const instruments = lazyInstruments((meter) => ({
  created: meter.createCounter('jobs.created', { description: 'Jobs created (credits reserved, queued)' }),
  started: meter.createCounter('jobs.started', { description: 'Jobs a worker started' }),
  ended: meter.createCounter('jobs.ended', {
    description: 'Jobs ended, by job.status: completed, failed, cancelled, expired',
  }),
  queueWait: meter.createHistogram('jobs.queue.wait', {
    unit: 's',
    description: 'Time from creation to the start of work',
  }),
  runTime: meter.createHistogram('jobs.run.duration', {
    unit: 's',
    description: 'Time from the start of work to the end',
  }),
  credits: meter.createCounter('jobs.credits', {
    description: 'Credits moved for jobs, by credits.movement: reserved, captured, released',
  }),
}));

type MeteredJob = Pick<LifecycleJob, 'kind' | 'modelName' | 'createdAt' | 'startedAt' | 'quote'>;

const attributesOf = (job: MeteredJob) => ({
  'job.kind': job.kind,
  'job.model': job.modelName ?? 'unknown',
  'job.owner': serviceName(),
});

const seconds = (from: Date, to: Date) => Math.max(0, (to.getTime() - from.getTime()) / 1000);

function credits(job: MeteredJob, movement: 'reserved' | 'captured' | 'released', amount: Credits): void {
  instruments().credits.add(Number(amount.format()), { ...attributesOf(job), 'credits.movement': movement });
}

/** A job and its hold were committed. */
export function jobCreated(job: MeteredJob): void {
  instruments().created.add(1, attributesOf(job));
  credits(job, 'reserved', job.quote);
}

export function jobStarted(job: MeteredJob, at: Date): void {
  instruments().started.add(1, attributesOf(job));
  instruments().queueWait.record(seconds(job.createdAt, at), attributesOf(job));
}

/**
 * The job ended with `status`; `job` is the row as it was before. A job a worker ran (completed or
 * failed) always has a run time; one whose end arrived before its start event (status events are
 * applied concurrently) is counted started here, with its start at its end, as its row says. A
 * job cancelled or expired while queued never ran: no start, no run time.
 */
export function jobEnded(
  job: MeteredJob,
  status: Exclude<JobStatus, 'queued' | 'processing'>,
  at: Date,
): void {
  const attributes = attributesOf(job);
  instruments().ended.add(1, { ...attributes, 'job.status': status });
  const ran = status === 'completed' || status === 'failed';
  if (!job.startedAt && ran) jobStarted(job, at);
  const startedAt = job.startedAt ?? (ran ? at : null);
  if (startedAt)
    instruments().runTime.record(seconds(startedAt, at), { ...attributes, 'job.status': status });
  credits(job, status === 'completed' ? 'captured' : 'released', job.quote);
}
