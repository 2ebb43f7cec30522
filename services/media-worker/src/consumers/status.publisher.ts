// Publishes job status events to the owner (`events.<owner>.job-status`). Message ids are derived
// from the job message's id, so a redelivered job re-publishes the same ids and the stream keeps
// one `processing` and one terminal result per job message (within the duplicate window).
import type { BusNames, BusPublisher } from '@platform/bus';
import {
  jobProgressEvent,
  jobStatusEvent,
  type JobKind,
  type JobOwner,
  type JobStatusEvent,
} from '@platform/jobs';

export interface StatusTarget {
  job_id: string;
  owner: JobOwner;
  kind: JobKind;
}

export type JobOutputs = NonNullable<JobStatusEvent['outputs']>;

export const processingMsgId = (messageId: string): string => `${messageId}:processing`;
export const resultMsgId = (messageId: string): string => `${messageId}:result`;

export class JobStatusPublisher {
  readonly #publisher: Pick<BusPublisher, 'publish'>;
  readonly #names: BusNames;
  readonly #now: () => Date;

  constructor(options: { publisher: Pick<BusPublisher, 'publish'>; names: BusNames; now?: () => Date }) {
    this.#publisher = options.publisher;
    this.#names = options.names;
    this.#now = options.now ?? (() => new Date());
  }

  subject(owner: JobOwner): string {
    return this.#names.events.subject(`${owner}.job-status`);
  }

  processing(target: StatusTarget, messageId: string): Promise<void> {
    return this.#send(target, processingMsgId(messageId), { status: 'processing' });
  }

  completed(target: StatusTarget, messageId: string, outputs: JobOutputs): Promise<void> {
    return this.#send(target, resultMsgId(messageId), { status: 'completed', outputs });
  }

  /** One event per whole percent reached; a redelivery re-sends the same ids (deduplicated). */
  async progress(target: StatusTarget, messageId: string, percent: number): Promise<void> {
    const event = jobProgressEvent.parse({
      job_id: target.job_id,
      kind: target.kind,
      progress: percent,
      at: this.#now().toISOString(),
    });
    await this.#publisher.publish(this.#names.events.subject(`progress.${target.owner}`), event, {
      msgId: `${messageId}:progress:${percent}`,
    });
  }

  failed(target: StatusTarget, messageId: string, errorMessage: string): Promise<void> {
    return this.#send(target, resultMsgId(messageId), { status: 'failed', error_message: errorMessage });
  }

  async #send(
    target: StatusTarget,
    msgId: string,
    fields: Pick<JobStatusEvent, 'status' | 'outputs' | 'error_message'>,
  ): Promise<void> {
    // Parsing our own event catches a contract mismatch here rather than at the owner.
    const event = jobStatusEvent.parse({
      job_id: target.job_id,
      kind: target.kind,
      at: this.#now().toISOString(),
      ...fields,
    });
    await this.#publisher.publish(this.subject(target.owner), event, { msgId });
  }
}
