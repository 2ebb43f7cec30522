// Listens to the cancel broadcast (core NATS, not JetStream: a cancel matters only to workers
// running now, and every replica must hear it, so there is no queue group). The subject comes
// from cancelSubject in @platform/jobs, which takes the bus prefix the way bus subjects do.
import type { NatsConnection, Subscription } from '@nats-io/nats-core';
import { cancelMessage } from '@platform/jobs';
import type { Logger } from '@platform/logging';
import type { CancelRegistry } from './cancel.registry.ts';

/** The job id of a cancel message, or null when the message is not one. */
export function parseCancel(data: Uint8Array): string | null {
  try {
    const parsed = cancelMessage.safeParse(JSON.parse(new TextDecoder().decode(data)));
    return parsed.success && parsed.data.job_id !== '' ? parsed.data.job_id : null;
  } catch {
    return null;
  }
}

export class CancelListener {
  readonly #nc: NatsConnection;
  readonly #subject: string;
  readonly #registry: CancelRegistry;
  readonly #logger: Logger;
  #subscription: Subscription | undefined;

  constructor(options: { nc: NatsConnection; subject: string; registry: CancelRegistry; logger: Logger }) {
    this.#nc = options.nc;
    this.#subject = options.subject;
    this.#registry = options.registry;
    this.#logger = options.logger;
  }

  /** Subscribes and waits until the server has the subscription, so no later cancel is missed. */
  async start(): Promise<void> {
    this.#subscription = this.#nc.subscribe(this.#subject, {
      callback: (error, msg) => {
        if (error) {
          this.#logger.warn({ err: error }, 'cancel subscription error');
          return;
        }
        const jobId = parseCancel(msg.data);
        if (jobId === null) {
          this.#logger.warn({ subject: msg.subject }, 'ignored a cancel message without a job_id');
          return;
        }
        const running = this.#registry.cancel(jobId);
        this.#logger.info(
          { job_id: jobId, running },
          running > 0 ? 'cancelling a running job' : 'remembered a cancelled job',
        );
      },
    });
    await this.#nc.flush();
  }

  stop(): void {
    this.#subscription?.unsubscribe();
    this.#subscription = undefined;
  }
}
