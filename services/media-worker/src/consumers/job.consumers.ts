// One durable pull consumer per job kind on the jobs stream (`media-worker-<kind>`, filtering
// `jobs.<kind>`), all sharing one typed registry over the job kinds. Separate consumers keep a
// queue of slow video jobs from holding up quick text-to-image or image-to-text jobs, let each
// kind scale on its own lag, and give each kind its own concurrency.
import {
  ConsumerRunner,
  createRegistry,
  type BusNames,
  type DeadLetterHook,
  type HandlerMap,
} from '@platform/bus';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import { JOB_KINDS, jobDecoders, type JobKind, type JobPayloads } from '@platform/jobs';
import type { Logger } from '@platform/logging';

export const durableName = (kind: JobKind): string => `media-worker-${kind}`;

export interface JobConsumerSettings {
  /** Jobs of one kind running at once in this process. */
  concurrency: number | Readonly<Partial<Record<JobKind, number>>>;
  /** Deliveries a job gets before it fails (default 5). */
  maxDeliver?: number;
  /** Redelivery when a worker stops heart-beating for this long (default 30 s). */
  ackWaitMs?: number;
  /** How long stop() lets running jobs finish before aborting them (default 20 s). */
  shutdownGraceMs?: number;
}

export interface JobConsumersOptions extends JobConsumerSettings {
  js: JetStreamClient;
  jsm: JetStreamManager;
  names: BusNames;
  handlers: HandlerMap<JobPayloads>;
  onDeadLetter: DeadLetterHook;
  logger: Logger;
}

export class JobConsumers {
  readonly #runners: ReadonlyMap<JobKind, ConsumerRunner<JobPayloads>>;
  #running = false;

  constructor(options: JobConsumersOptions) {
    // Fails at start-up when a kind has no handler or decoder.
    const registry = createRegistry<JobPayloads>(jobDecoders, options.handlers);
    const runners = new Map<JobKind, ConsumerRunner<JobPayloads>>();
    for (const kind of JOB_KINDS) {
      const concurrency =
        typeof options.concurrency === 'number' ? options.concurrency : (options.concurrency[kind] ?? 1);
      runners.set(
        kind,
        new ConsumerRunner<JobPayloads>({
          js: options.js,
          jsm: options.jsm,
          names: options.names,
          stream: 'jobs',
          durable: durableName(kind),
          filterSubject: options.names.jobs.subject(kind),
          registry,
          onDeadLetter: options.onDeadLetter,
          concurrency,
          maxDeliver: options.maxDeliver,
          ackWaitMs: options.ackWaitMs,
          shutdownGraceMs: options.shutdownGraceMs,
          logger: options.logger,
        }),
      );
    }
    this.#runners = runners;
  }

  /** True between a successful start() and stop(). */
  get running(): boolean {
    return this.#running;
  }

  get inFlight(): number {
    let total = 0;
    for (const runner of this.#runners.values()) total += runner.inFlight;
    return total;
  }

  async start(): Promise<void> {
    const started: ConsumerRunner<JobPayloads>[] = [];
    try {
      for (const runner of this.#runners.values()) {
        await runner.start();
        started.push(runner);
      }
    } catch (error) {
      await Promise.all(started.map((runner) => runner.stop({ graceMs: 0 })));
      throw error;
    }
    this.#running = true;
  }

  /** Stops pulling on every consumer, lets running jobs finish for the grace period, then aborts them. */
  async stop(options: { graceMs?: number } = {}): Promise<void> {
    this.#running = false;
    await Promise.all([...this.#runners.values()].map((runner) => runner.stop(options)));
  }
}
