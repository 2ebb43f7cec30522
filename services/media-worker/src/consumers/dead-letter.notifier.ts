// When a job message is dead-lettered (bad input, poison payload, retries or deliveries used up),
// its owner must still hear that the job failed, or the credits stay on hold. The owner, job id
// and kind are read from the raw payload as far as it can be read, without the full schema: a
// payload that fails validation usually still names its job.
import { deadLetterPayload, type DeadLetterHook, type DeadLetterRecord } from '@platform/bus';
import { JOB_KINDS, JOB_OWNERS, type JobKind, type JobOwner } from '@platform/jobs';
import type { Logger } from '@platform/logging';
import { publicMessage } from '../jobs/job.errors.ts';
import type { JobStatusPublisher, StatusTarget } from './status.publisher.ts';

const isOwner = (value: unknown): value is JobOwner => (JOB_OWNERS as readonly unknown[]).includes(value);
const isKind = (value: unknown): value is JobKind => (JOB_KINDS as readonly unknown[]).includes(value);

/** Who to tell, or null when the payload does not say (then nobody can be told). */
export function deadLetterTarget(record: DeadLetterRecord): StatusTarget | null {
  if (!isKind(record.kind)) return null;
  let payload: unknown;
  try {
    payload = deadLetterPayload(record);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { job_id: jobId, owner } = payload as { job_id?: unknown; owner?: unknown };
  if (typeof jobId !== 'string' || jobId.length === 0 || jobId.length > 128 || !isOwner(owner)) return null;
  return { job_id: jobId, owner, kind: record.kind };
}

const SHOWN_ISSUES = 3;
const ISSUE_CHARS = 120;

/** zod reports issues as a JSON list; a user needs a few `path: message` pairs. */
function validationSummary(error: string): string {
  try {
    const issues = JSON.parse(error) as Array<{ path?: unknown[]; message?: unknown }>;
    if (Array.isArray(issues) && issues.length > 0) {
      const shown = issues.slice(0, SHOWN_ISSUES).map((issue) => {
        const text = `${(issue.path ?? []).join('.') || '(root)'}: ${String(issue.message)}`;
        return text.length > ISSUE_CHARS ? `${text.slice(0, ISSUE_CHARS - 3)}...` : text;
      });
      const more = issues.length - shown.length;
      return `${shown.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`;
    }
  } catch {
    // Not a zod list (e.g. invalid JSON): the text is the summary.
  }
  return error;
}

export function deadLetterMessage(record: DeadLetterRecord): string {
  switch (record.reason) {
    case 'non_retryable':
      return publicMessage(record.error);
    case 'undecodable':
      return publicMessage(`The job message is invalid: ${validationSummary(record.error)}`);
    case 'unknown_kind':
      return publicMessage(`No media worker handles this job (${record.error}).`);
    case 'handler_failed':
      return publicMessage(`The job failed after ${record.deliveryCount} attempts: ${record.error}`);
    case 'deliveries_exhausted':
      return `The job was not finished after ${record.deliveryCount - 1} deliveries (the worker stopped responding).`;
  }
}

export function deadLetterNotifier(options: { status: JobStatusPublisher; logger: Logger }): DeadLetterHook {
  return async (record) => {
    const target = deadLetterTarget(record);
    const message = deadLetterMessage(record);
    if (!target) {
      // Throwing would only make the bus retry a record that can never name its owner.
      options.logger.error(
        { subject: record.subject, messageId: record.messageId, reason: record.reason },
        'dead-lettered job names no owner or job id; nobody can be told it failed',
      );
      return;
    }
    await options.status.failed(target, record.messageId, message);
    options.logger.warn(
      { job_id: target.job_id, owner: target.owner, reason: record.reason, error_message: message },
      'job failed',
    );
  };
}
