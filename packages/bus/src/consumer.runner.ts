// A durable pull consumer that runs handlers with bounded concurrency. Each pull asks for at most
// as many messages as there are free slots, so a slow worker never hoards messages whose ack
// deadlines run out in its buffer; a pull waiting at the server gets a new message at once.
import { setTimeout as sleep } from 'node:timers/promises';
import { trace, type Tracer } from '@opentelemetry/api';
import type {
  Consumer,
  ConsumerMessages,
  JetStreamClient,
  JetStreamManager,
  JsMsg,
} from '@nats-io/jetstream';
import { createLogger, type Logger } from '@platform/logging';
import { watchConsumer } from './bus.metrics.ts';
import { BusPublisher } from './bus.publisher.ts';
import { DeadLetterSink, type DeadLetterHook } from './dead-letter.ts';
import type { Registry } from './job.registry.ts';
import { MessageProcessor } from './message.processor.ts';
import type { BusNames } from './names.ts';
import { exponentialBackoff, type BackoffPolicy } from './retry.policy.ts';
import { ensureConsumer } from './streams.ts';
import { TRACER_NAME } from './trace.context.ts';

export interface ConsumerRunnerOptions<M extends object> {
  js: JetStreamClient;
  jsm: JetStreamManager;
  names: BusNames;
  /** Which stream to read: jobs (work queue) or events (one durable per owning service). */
  stream: 'jobs' | 'events';
  /** Durable consumer name; also the dead-letter subject token. */
  durable: string;
  /** Defaults to every subject of the stream. */
  filterSubject?: string;
  registry: Registry<M>;
  /**
   * The registry kind that handles a subject's kind, for subjects that carry data in their tokens
   * (`jobs.<owner>.<account_id>` is handled as its owner's kind); undefined when none does. The
   * answer also labels the metrics, so it keeps their cardinality bounded. Default: the kind itself.
   */
  routeKind?: (kind: string) => string | undefined;
  onDeadLetter?: DeadLetterHook;
  /** Handlers running at once in this process. Default 1. */
  concurrency?: number;
  /** Deliveries a message gets before it is dead-lettered. Default 5. */
  maxDeliver?: number;
  /** Server redelivers a message not acked or heartbeated within this. Default 30 s. */
  ackWaitMs?: number;
  /** `working()` interval during a handler. Default a third of ackWaitMs. */
  heartbeatMs?: number;
  /** Delay before redelivery after a failure. Default 1 s doubling up to 60 s. */
  backoff?: BackoffPolicy;
  /** Extra server deliveries, past maxDeliver, used only to dead-letter. Default 3, minimum 1. */
  deadLetterRetries?: number;
  /** How long one pull waits at the server before it is renewed. Default 5 s (minimum 1 s). */
  fetchExpiresMs?: number;
  /** How long stop() lets running handlers finish before it aborts them. Default 20 s. */
  shutdownGraceMs?: number;
  /** How long stop() waits for aborted handlers. Default 2 s. */
  abortGraceMs?: number;
  logger?: Logger;
  tracer?: Tracer;
  clock?: () => Date;
}

const DURABLE_PATTERN = /^[A-Za-z0-9_-]+$/;

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer`);
  return value;
}

export class ConsumerRunner<M extends object> {
  readonly #js: JetStreamClient;
  readonly #jsm: JetStreamManager;
  readonly #streamName: string;
  readonly #durable: string;
  readonly #filterSubject: string;
  readonly #concurrency: number;
  readonly #maxDeliver: number;
  readonly #ackWaitMs: number;
  readonly #deadLetterRetries: number;
  readonly #fetchExpiresMs: number;
  readonly #shutdownGraceMs: number;
  readonly #abortGraceMs: number;
  readonly #logger: Logger;
  readonly #processor: MessageProcessor;
  readonly #deadLetterSubject: string;
  readonly #deadLetterStream: string;
  #unwatch: (() => void) | undefined;
  readonly #inFlight = new Set<Promise<void>>();
  readonly #abort = new AbortController();
  #state: 'idle' | 'starting' | 'running' | 'stopping' | 'stopped' = 'idle';
  #batch: ConsumerMessages | undefined;
  #loop: Promise<void> | undefined;
  readonly #stopping = new AbortController();
  // Replaced on every change, so waiting on it never piles up reactions on a long-lived promise.
  #changed = Promise.withResolvers<void>();

  constructor(options: ConsumerRunnerOptions<M>) {
    if (!DURABLE_PATTERN.test(options.durable)) {
      throw new TypeError(`Invalid durable name "${options.durable}": use letters, digits, "_" or "-"`);
    }
    const source = options.names[options.stream];
    this.#js = options.js;
    this.#jsm = options.jsm;
    this.#streamName = source.stream;
    this.#durable = options.durable;
    this.#filterSubject = options.filterSubject ?? source.all;
    this.#concurrency = positiveInteger('concurrency', options.concurrency ?? 1);
    this.#maxDeliver = positiveInteger('maxDeliver', options.maxDeliver ?? 5);
    this.#ackWaitMs = positiveInteger('ackWaitMs', options.ackWaitMs ?? 30_000);
    const heartbeatMs = positiveInteger(
      'heartbeatMs',
      options.heartbeatMs ?? Math.max(1, Math.floor(this.#ackWaitMs / 3)),
    );
    if (heartbeatMs >= this.#ackWaitMs) throw new RangeError('heartbeatMs must be shorter than ackWaitMs');
    this.#deadLetterRetries = positiveInteger('deadLetterRetries', options.deadLetterRetries ?? 3);
    this.#fetchExpiresMs = Math.max(1_000, options.fetchExpiresMs ?? 5_000);
    this.#shutdownGraceMs = options.shutdownGraceMs ?? 20_000;
    this.#abortGraceMs = options.abortGraceMs ?? 2_000;
    this.#logger = (options.logger ?? createLogger('bus')).child({ consumer: options.durable });
    const publisher = new BusPublisher(options.js, { tracer: options.tracer });
    this.#deadLetterStream = options.names.deadLetter.stream;
    this.#deadLetterSubject = options.names.deadLetter.subject(options.durable);
    this.#processor = new MessageProcessor({
      registry: options.registry,
      source,
      routeKind: options.routeKind,
      consumer: options.durable,
      deadLetters: new DeadLetterSink(publisher, this.#deadLetterSubject),
      onDeadLetter: options.onDeadLetter,
      maxDeliver: this.#maxDeliver,
      heartbeatMs,
      backoff: options.backoff ?? exponentialBackoff(),
      tracer: options.tracer ?? trace.getTracer(TRACER_NAME),
      logger: this.#logger,
      clock: options.clock ?? (() => new Date()),
    });
  }

  /** Creates or updates the durable consumer, then starts pulling. */
  async start(): Promise<void> {
    if (this.#state !== 'idle') throw new Error(`ConsumerRunner ${this.#durable} was already started`);
    this.#state = 'starting';
    try {
      await ensureConsumer(this.#jsm, {
        stream: this.#streamName,
        durable: this.#durable,
        filterSubject: this.#filterSubject,
        ackWaitMs: this.#ackWaitMs,
        // Deliveries past maxDeliver never reach the handler: they exist so that a message whose
        // last attempt timed out (worker died) or whose dead-lettering failed still gets recorded.
        maxDeliver: this.#maxDeliver + this.#deadLetterRetries,
      });
      const consumer = await this.#js.consumers.get(this.#streamName, this.#durable);
      this.#state = 'running';
      this.#unwatch = watchConsumer({
        jsm: this.#jsm,
        stream: this.#streamName,
        durable: this.#durable,
        deadLetterStream: this.#deadLetterStream,
        deadLetterSubject: this.#deadLetterSubject,
      });
      this.#loop = this.#pullLoop(consumer);
    } catch (error) {
      this.#state = 'idle';
      throw error;
    }
  }

  /** Number of handlers running now. */
  get inFlight(): number {
    return this.#inFlight.size;
  }

  /**
   * Stops pulling, lets running handlers finish for the grace period, then aborts their
   * signals. Messages released on shutdown are nak'ed so another worker takes them at once.
   */
  async stop(options: { graceMs?: number } = {}): Promise<void> {
    if (this.#state !== 'running') return;
    this.#state = 'stopping';
    this.#unwatch?.();
    this.#stopping.abort();
    this.#notify();
    // close() settles only once the loop has drained the batch, so it is not awaited here.
    void this.#batch?.close();
    await this.#loop;
    if (!(await this.#settle(options.graceMs ?? this.#shutdownGraceMs))) {
      this.#abort.abort(new Error('consumer is shutting down'));
      if (!(await this.#settle(this.#abortGraceMs))) {
        this.#logger.warn(
          { running: this.#inFlight.size },
          'handlers ignored the abort; their messages will be redelivered',
        );
      }
    }
    this.#state = 'stopped';
  }

  async #settle(withinMs: number): Promise<boolean> {
    if (this.#inFlight.size === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), withinMs)));
    const done = Promise.allSettled([...this.#inFlight]).then(() => true as const);
    try {
      return await Promise.race([done, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  #notify(): void {
    const previous = this.#changed;
    this.#changed = Promise.withResolvers<void>();
    previous.resolve();
  }

  get #running(): boolean {
    return this.#state === 'running';
  }

  async #pullLoop(consumer: Consumer): Promise<void> {
    while (this.#running) {
      while (this.#running && this.#inFlight.size >= this.#concurrency) {
        await this.#changed.promise;
      }
      if (!this.#running) break;
      try {
        const batch = await consumer.fetch({
          max_messages: this.#concurrency - this.#inFlight.size,
          expires: this.#fetchExpiresMs,
        });
        this.#batch = batch;
        if (!this.#running) void batch.close();
        for await (const msg of batch) {
          if (this.#running) this.#dispatch(msg);
          else msg.nak();
        }
      } catch (error) {
        if (!this.#running) break;
        this.#logger.warn({ err: error }, 'pulling messages failed; retrying');
        await sleep(1_000, undefined, { signal: this.#stopping.signal }).catch(() => undefined);
      } finally {
        this.#batch = undefined;
      }
    }
  }

  #dispatch(msg: JsMsg): void {
    const task: Promise<void> = this.#processor
      .process(msg, this.#abort.signal)
      .then(
        () => undefined,
        (error: unknown) => {
          // The processor settles every message itself; reaching here is a bug worth a loud log.
          this.#logger.error({ err: error, subject: msg.subject }, 'message processing crashed');
        },
      )
      .finally(() => {
        this.#inFlight.delete(task);
        this.#notify();
      });
    this.#inFlight.add(task);
  }
}
