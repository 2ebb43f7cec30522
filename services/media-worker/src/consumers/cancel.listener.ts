// Follows the cancellations stream (`cancellations.<job id>`, written by the job owners through
// their outboxes). An ordered consumer reads it from the start: what was cancelled while this
// worker was not running is known before it takes a job, and what is cancelled later reaches it
// within milliseconds, so a running engine stops well inside 2 s. Every replica reads every
// cancellation; the stream keeps them for days, longer than any job may wait or run.
import type { ConsumerMessages, JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import { cancelMessage } from '@platform/jobs';
import type { Logger } from '@platform/logging';
import type { CancelRegistry } from './cancel.registry.ts';

/** The job id of a cancellation message, or null when the message is not one. */
export function parseCancel(data: Uint8Array): string | null {
  try {
    const parsed = cancelMessage.safeParse(JSON.parse(new TextDecoder().decode(data)));
    return parsed.success ? parsed.data.job_id : null;
  } catch {
    return null;
  }
}

export class CancelListener {
  readonly #js: JetStreamClient;
  readonly #jsm: JetStreamManager;
  readonly #stream: string;
  readonly #registry: CancelRegistry;
  readonly #logger: Logger;
  #messages: ConsumerMessages | undefined;
  #reading: Promise<void> | undefined;

  constructor(options: {
    js: JetStreamClient;
    jsm: JetStreamManager;
    stream: string;
    registry: CancelRegistry;
    logger: Logger;
  }) {
    this.#js = options.js;
    this.#jsm = options.jsm;
    this.#stream = options.stream;
    this.#registry = options.registry;
    this.#logger = options.logger;
  }

  /** Resolves once every cancellation already in the stream is known, so start consumers after it. */
  async start(): Promise<void> {
    const { state } = await this.#jsm.streams.info(this.#stream);
    const consumer = await this.#js.consumers.get(this.#stream);
    const messages = await consumer.consume();
    this.#messages = messages;
    let caughtUp!: () => void;
    const ready = new Promise<void>((resolve) => (caughtUp = resolve));
    if (state.messages === 0) caughtUp();
    this.#reading = (async () => {
      for await (const msg of messages) {
        this.#apply(msg.subject, msg.data);
        // Nothing left behind this one: every cancellation from before the start is known.
        if (msg.info.pending === 0) caughtUp();
      }
    })().catch((err: unknown) => this.#logger.error({ err }, 'reading cancellations stopped'));
    await ready;
  }

  #apply(subject: string, data: Uint8Array): void {
    const jobId = parseCancel(data);
    if (jobId === null) {
      this.#logger.warn({ subject }, 'ignored a cancellation without a job_id');
      return;
    }
    const running = this.#registry.cancel(jobId);
    if (running > 0) this.#logger.info({ job_id: jobId, running }, 'cancelling a running job');
  }

  async stop(): Promise<void> {
    await this.#messages?.close();
    await this.#reading;
    this.#messages = undefined;
  }
}
