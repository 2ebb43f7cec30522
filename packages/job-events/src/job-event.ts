// The public job event: what a client receives when one of its jobs changes state, by webhook
// and on the event stream, with the same body. Owners publish it on the events stream through
// their outbox, in the transaction that changes the job (so an event exists exactly when the
// change committed), as `events.jobs.<owner>.<account_id>`; the envelope on the bus carries the
// account id too (who may see it), the public body never shows it. The subject names the account
// so a reader of one account's events (the event stream) has the server filter them.
import { z } from '@platform/config';
import { JOB_OWNERS, type JobOwner } from '@platform/jobs';
import { v5 as uuidv5 } from 'uuid';

/** A job's life as clients see it; `job.progress` only for kinds that report progress. */
export const JOB_EVENT_TYPES = [
  'job.created',
  'job.started',
  'job.progress',
  'job.completed',
  'job.failed',
  'job.cancelled',
  'job.expired',
] as const;
export type JobEventType = (typeof JOB_EVENT_TYPES)[number];

/** The job kinds clients know (a real estate shot video is a worker's image_to_video job). */
export const PUBLIC_JOB_KINDS = [
  'text_to_image',
  'image_to_text',
  'image_to_video',
  'shot_video',
  'voiceover',
  'render',
  'enhancement',
] as const;
export type PublicJobKind = (typeof PUBLIC_JOB_KINDS)[number];

const ACCOUNT_ID = /^\d+$/;

/**
 * The kind (subject after the events root) an owner's public job events of one account travel
 * under: `jobs.<owner>.<account_id>`. The one place that names it; the owner comes first, so
 * `jobs.<owner>.*` still takes one owner's events.
 */
export function jobEventKind(owner: JobOwner, accountId: string): string {
  if (!ACCOUNT_ID.test(accountId))
    throw new TypeError(`Invalid account id "${accountId}" for a job event subject`);
  return `jobs.${owner}.${accountId}`;
}

/** Subject filter, relative to the events root, that takes every owner's job events of one account. */
export function accountJobEventsFilter(accountId: string): string {
  if (!ACCOUNT_ID.test(accountId))
    throw new TypeError(`Invalid account id "${accountId}" for a job event filter`);
  return `jobs.*.${accountId}`;
}

/** Subject filter, relative to the events root, that takes one owner's job events of every account. */
export const ownerJobEventsFilter = (owner: JobOwner): string => `jobs.${owner}.*`;

/** Subject filter, relative to the events root, that takes every owner's job events of every account. */
export const JOB_EVENTS_FILTER = 'jobs.>';

/** The owner whose job events a kind carries (`jobs.<owner>.<account_id>`); undefined for any other kind. */
export function jobEventOwner(kind: string): JobOwner | undefined {
  const [root, owner, accountId, ...rest] = kind.split('.');
  if (root !== 'jobs' || accountId === undefined || !ACCOUNT_ID.test(accountId) || rest.length > 0)
    return undefined;
  return (JOB_OWNERS as readonly string[]).includes(owner ?? '') ? (owner as JobOwner) : undefined;
}

const publicBody = {
  /** The event id: the Standard Webhooks `webhook-id` and the stream's event id; equal for every copy. */
  id: z.uuid(),
  type: z.enum(JOB_EVENT_TYPES),
  created_at: z.iso.datetime(),
  data: z.object({
    kind: z.enum(PUBLIC_JOB_KINDS),
    /** The job as its read endpoint shows it at the time of the event. */
    job: z.record(z.string(), z.unknown()),
  }),
};

/** What clients receive. */
export const publicJobEvent = z.object(publicBody);
export type PublicJobEvent = z.infer<typeof publicJobEvent>;

/** What owners publish: the public body plus who may see it. */
export const busJobEvent = z.object({
  ...publicBody,
  account_id: z.string().regex(ACCOUNT_ID),
  owner: z.enum(JOB_OWNERS),
  /** The job's id inside its owner (UUID); the public id may differ (enhancement shows an integer). */
  job_id: z.string().min(1),
  /**
   * The job create's `webhook_url`, on every event of that job: the webhooks service delivers
   * the job's events there too (a job-scoped endpoint it creates on the first event it sees), so
   * no event is missed however fast the job runs. Never in the public body.
   */
  webhook_url: z.string().min(1).optional(),
});
export type BusJobEvent = z.infer<typeof busJobEvent>;

// A fixed namespace: the same job and transition always give the same event id, so a repeated
// publish is dropped by the stream (Nats-Msg-Id) and a client de-duplicates by it.
const EVENT_NAMESPACE = '0d6c6f1e-7a43-4d8e-9a5c-2f1f3c4b8e11';

/** The event id of one transition of a job; `progress` tells progress events apart. */
export function jobEventId(jobId: string, type: JobEventType, progress?: number): string {
  return uuidv5(
    progress === undefined ? `${jobId}:${type}` : `${jobId}:${type}:${progress}`,
    EVENT_NAMESPACE,
  );
}

export interface JobChange {
  owner: JobOwner;
  accountId: string;
  jobId: string;
  type: JobEventType;
  at: Date;
  kind: PublicJobKind;
  job: Record<string, unknown>;
  progress?: number;
  /** The job create's `webhook_url`, when it carried one. */
  webhookUrl?: string | null;
}

/** Builds (and checks) the event an owner publishes for one change of a job. */
export function buildJobEvent(change: JobChange): BusJobEvent {
  return busJobEvent.parse({
    id: jobEventId(change.jobId, change.type, change.progress),
    type: change.type,
    created_at: change.at.toISOString(),
    data: { kind: change.kind, job: change.job },
    account_id: change.accountId,
    owner: change.owner,
    job_id: change.jobId,
    ...(change.webhookUrl ? { webhook_url: change.webhookUrl } : {}),
  });
}

/** The body clients receive (the envelope's routing fields removed). */
export function toPublicJobEvent(event: BusJobEvent): PublicJobEvent {
  return { id: event.id, type: event.type, created_at: event.created_at, data: event.data };
}

/** True when an endpoint that subscribed to `events` (types, or `*`) wants `type`. */
export function subscribes(events: readonly string[], type: JobEventType): boolean {
  return events.includes('*') || events.includes(type);
}
