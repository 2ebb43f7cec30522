// The fields every job message starts with (`jobBase` in @platform/jobs), made the same way by
// every owner from its job's record: who owns the job, whose folder its outputs go to, which
// engine runs it (with its stand-ins) and when the worker must give up on it.
import type { ModelRoute } from '@platform/catalogue';
import type { JobOwner } from '@platform/jobs';
import { jobDeadline } from './job-rules.ts';
import type { JobOutputFolders, LifecycleJob } from './lifecycle.ports.ts';

/**
 * The fields of a job message that `jobEnvelope` fills (besides `fallbacks`, which a route may
 * add): the rest of a kind's message is the owner's own.
 */
export type JobEnvelopeField =
  | 'job_id'
  | 'owner'
  | 'account_id'
  | 'model_name'
  | 'engine'
  | 'engine_config'
  | 'deadline_at'
  | 'output_prefix';

export interface JobEnvelopeParts<Owner extends JobOwner, Route extends Partial<ModelRoute>> {
  owner: Owner;
  job: Pick<LifecycleJob, 'id' | 'accountId' | 'createdAt'>;
  modelName: string;
  /** The catalogue's route of the model (`catalogue.routeOf`), or the engine an owner chose itself. */
  route: Route;
  limits: { queueTtlMs: number; maxRunMs: number };
  folders: JobOutputFolders;
}

export function jobEnvelope<Owner extends JobOwner, Route extends Partial<ModelRoute>>(
  parts: JobEnvelopeParts<Owner, Route>,
) {
  const { owner, job, limits, folders } = parts;
  return {
    job_id: job.id,
    owner,
    account_id: job.accountId,
    model_name: parts.modelName,
    ...parts.route,
    deadline_at: jobDeadline(job, limits).toISOString(),
    output_prefix: folders.jobOutputPrefix(job.accountId, job.id),
  };
}
