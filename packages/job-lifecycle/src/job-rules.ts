// The job life cycle of the contract as pure functions: which transitions are allowed, what a
// job costs at each point, and how long it ran. Services apply the returned patches inside a
// transaction that holds the job's row lock, so two events can never both take a job forward.
import { Credits } from '@platform/catalogue';
import type { JobPatch, JobStatus, LifecycleJob } from './lifecycle.ports.ts';

export type { JobPatch };
type JobRecord = LifecycleJob;

/** A new job's life-cycle fields: queued, nothing charged, not started. */
export function queuedJob<K extends string>(
  fields: Pick<JobRecord, 'id' | 'accountId' | 'quote' | 'description'> &
    Partial<Pick<JobRecord, 'webhookUrl'>> & { kind: K },
  at: Date,
): JobRecord & { kind: K } {
  return {
    ...fields,
    webhookUrl: fields.webhookUrl ?? null,
    status: 'queued',
    charged: null,
    errorMessage: '',
    createdAt: at,
    startedAt: null,
    finishedAt: null,
  };
}

/** When a worker gives up on a job: it may wait in the queue for the TTL and then run for the max run time. */
export function jobDeadline(
  job: Pick<JobRecord, 'createdAt'>,
  limits: { queueTtlMs: number; maxRunMs: number },
): Date {
  return new Date(job.createdAt.getTime() + limits.queueTtlMs + limits.maxRunMs);
}

export const TERMINAL_STATUSES: ReadonlySet<JobStatus> = new Set([
  'completed',
  'failed',
  'expired',
  'cancelled',
]);

export const isTerminal = (status: JobStatus): boolean => TERMINAL_STATUSES.has(status);

type Timing = Pick<JobRecord, 'status' | 'startedAt' | 'finishedAt'>;

/** A worker started the job. Only a queued job moves; anything later is a late or repeated event. */
export function startPatch(job: Timing, at: Date): JobPatch | null {
  if (job.status !== 'queued') return null;
  return { status: 'processing', startedAt: at };
}

/**
 * The worker stored the output. The whole quote is charged (prices are fixed per request);
 * a job that never reported `processing` gets its start set to the finish.
 */
export function completePatch(job: Timing & Pick<JobRecord, 'quote'>, at: Date): JobPatch | null {
  if (isTerminal(job.status)) return null;
  const finishedAt = laterOf(at, job.startedAt);
  return { status: 'completed', startedAt: job.startedAt ?? finishedAt, finishedAt, charged: job.quote };
}

/**
 * Engine error, deliveries exhausted or max run time exceeded. Status events are applied
 * concurrently, so a failure can arrive before its `processing` event: as with completion, a job
 * that never reported a start gets its start set to the finish.
 */
export function failPatch(job: Timing, at: Date, message: string): JobPatch | null {
  if (isTerminal(job.status)) return null;
  const finishedAt = laterOf(at, job.startedAt);
  return { status: 'failed', startedAt: job.startedAt ?? finishedAt, finishedAt, errorMessage: message };
}

export function cancelPatch(job: Timing, at: Date): JobPatch | null {
  if (isTerminal(job.status)) return null;
  return { status: 'cancelled', finishedAt: laterOf(at, job.startedAt) };
}

/** Queued longer than the queue TTL. */
export function expirePatch(job: Timing, at: Date): JobPatch | null {
  if (job.status !== 'queued') return null;
  return { status: 'expired', finishedAt: at };
}

/** Why a cancel is refused; the API answers 400 `{detail}` with it. */
export const cancelRefusal = (status: JobStatus): string =>
  `The job is already ${status} and can no longer be cancelled.`;

/** `cost_credits`: the quote until the job ends, the charge once completed, zero otherwise. */
export function costCredits(job: Pick<JobRecord, 'status' | 'quote' | 'charged'>): Credits {
  if (job.status === 'completed') return job.charged ?? job.quote;
  if (isTerminal(job.status)) return Credits.ZERO;
  return job.quote;
}

/** null while queued (or never started); now - started while running; finish - start after. */
export function processingTimeSeconds(job: Timing, now: Date): number | null {
  if (!job.startedAt) return null;
  const end = job.finishedAt ?? (isTerminal(job.status) ? job.startedAt : now);
  return Math.max(0, end.getTime() - job.startedAt.getTime()) / 1000;
}

const laterOf = (at: Date, startedAt: Date | null): Date => (startedAt && startedAt > at ? startedAt : at);
