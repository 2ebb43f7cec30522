// Enhancement's durable consumer of the worker's progress events (`events.progress.enhancement`):
// each raises its job's progress (never lowers it; a job that is not processing is left alone).
import type { BusConnection, BusNames, ConsumerRunner } from '@platform/bus';
import { createJobProgressConsumer as progressConsumer } from '@platform/job-lifecycle';
import type { JobProgressEvent } from '@platform/jobs';
import type { Logger } from '@platform/logging';
import type { EnhancementStore } from '../domain/ports.ts';

export function createJobProgressConsumer(deps: { bus: BusConnection; names: BusNames; store: EnhancementStore; logger: Logger }): ConsumerRunner<Record<string, JobProgressEvent>> {
  return progressConsumer({
    bus: deps.bus,
    names: deps.names,
    owner: 'enhancement',
    durable: 'enhancement-progress',
    raise: (event) => deps.store.transaction('jobs.progress', (repos) => repos.jobs.raiseProgress(event.job_id, event.progress)),
    logger: deps.logger,
  });
}
