// Stream and subject names of one bus namespace. Production uses the empty prefix; tests pass a
// unique one so parallel test files never share a stream, a subject or a consumer.

export interface StreamNames {
  /** JetStream stream name, e.g. `JOBS` or `T_AB12_JOBS`. */
  readonly stream: string;
  /** Subject root ending in a dot; a message kind is the subject with this root removed. */
  readonly root: string;
  /** Wildcard subject that the stream captures, e.g. `jobs.>`. */
  readonly all: string;
  /** Full subject of one message kind (`studio.text_to_image` -> `jobs.studio.text_to_image`). */
  subject(kind: string): string;
  /** The kind carried by a subject of this stream, or undefined when the subject is foreign. */
  kindOf(subject: string): string | undefined;
}

export interface BusNames {
  /** Work-queue stream: each job is delivered to one worker and removed once acknowledged. */
  readonly jobs: StreamNames;
  /** Result events: kept for a while, read by one durable consumer per owning service. */
  readonly events: StreamNames;
  /** Poison messages and jobs whose deliveries ran out; kinds are the consumer names. */
  readonly deadLetter: StreamNames;
  /**
   * Cancelled jobs, one message per job id (the kind), kept for days: a worker reads them all
   * when it starts and follows new ones, so no worker runs a job its owner has ended.
   */
  readonly cancellations: StreamNames;
}

const PREFIX_PATTERN = /^[A-Za-z0-9_-]*$/;
const KIND_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

/** Subject tokens of a kind: letters, digits, `_` and `-`, separated by single dots. */
export function assertValidKind(kind: string): void {
  if (!KIND_PATTERN.test(kind)) {
    throw new TypeError(
      `Invalid message kind "${kind}": use dot-separated tokens of letters, digits, "_" or "-"`,
    );
  }
}

function streamNames(streamPrefix: string, subjectPrefix: string, name: string): StreamNames {
  const root = `${subjectPrefix}${name}.`;
  return {
    stream: `${streamPrefix}${name.toUpperCase()}`,
    root,
    all: `${root}>`,
    subject(kind: string): string {
      assertValidKind(kind);
      return `${root}${kind}`;
    },
    kindOf(subject: string): string | undefined {
      if (!subject.startsWith(root)) return undefined;
      const kind = subject.slice(root.length);
      return KIND_PATTERN.test(kind) ? kind : undefined;
    },
  };
}

/**
 * `busNames('T_ab12')` gives streams `T_AB12_JOBS`, `T_AB12_EVENTS`, `T_AB12_DEADLETTER`,
 * `T_AB12_CANCELLATIONS` and subjects `T_ab12.jobs.>`, `T_ab12.events.>`, `T_ab12.deadletter.>`,
 * `T_ab12.cancellations.>`.
 */
export function busNames(prefix = ''): BusNames {
  if (!PREFIX_PATTERN.test(prefix)) {
    throw new TypeError(`Invalid bus prefix "${prefix}": use letters, digits, "_" or "-"`);
  }
  const streamPrefix = prefix === '' ? '' : `${prefix.toUpperCase()}_`;
  const subjectPrefix = prefix === '' ? '' : `${prefix}.`;
  return {
    jobs: streamNames(streamPrefix, subjectPrefix, 'jobs'),
    events: streamNames(streamPrefix, subjectPrefix, 'events'),
    deadLetter: streamNames(streamPrefix, subjectPrefix, 'deadletter'),
    cancellations: streamNames(streamPrefix, subjectPrefix, 'cancellations'),
  };
}

const SUBJECT_PATTERN = /^[^\s.*>]+(\.[^\s.*>]+)*$/;

/** A concrete subject to publish on: non-empty tokens, no wildcards, no whitespace. */
export function assertValidSubject(subject: string): void {
  if (!SUBJECT_PATTERN.test(subject)) {
    throw new TypeError(
      `Invalid subject "${subject}": a publish subject has non-empty tokens and no wildcards`,
    );
  }
}
