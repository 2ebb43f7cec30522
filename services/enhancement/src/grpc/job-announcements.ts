// Enhancement's job view for the public job events (@platform/job-lifecycle's JobAnnouncer): the
// job as the legacy read endpoint shows it, built by the read handler's mapper, the wire encoding
// and the gateway's presenter, so an event and a read of the job cannot disagree.
import { asReadAnswer, presentEnhancementJob } from '@platform/job-events';
import type { JobViews } from '@platform/job-lifecycle';
import { enhancementProto } from '@platform/protos';
import type { JobView } from '../domain/jobs.service.ts';
import type { Repositories } from '../domain/ports.ts';
import type { JobRecord } from '../domain/records.ts';
import { toJob } from './enhancement.handlers.ts';

/** `view` reads the job's records in the announcing transaction (JobsService.viewIn). */
export function announcedJobViews(
  view: (repos: Repositories, job: JobRecord) => Promise<JobView>,
): JobViews<JobRecord, Repositories> {
  const method = enhancementProto().enhancement.v1.EnhancementService.service.GetJob;
  return {
    enhancement: async (repos, job) => ({
      kind: 'enhancement',
      job: presentEnhancementJob(asReadAnswer(method, toJob(await view(repos, job)))),
    }),
  };
}
