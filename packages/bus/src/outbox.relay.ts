// Publishes committed outbox rows to JetStream. Each row is published with `Nats-Msg-Id` = row
// id and marked published in the same transaction that claimed it: a relay that dies between
// the two leaves the row unpublished, the next run publishes it again and the stream drops the
// duplicate. A failed publish is recorded and retried later, never dropped.
//
// The relay polls, and `kick()` runs it at once. Services that must not wait even for that hand
// the rows they just committed to `publishCommitted`; the poll remains the safety net.
import type { EntityManager } from '@mikro-orm/postgresql';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import { createLogger, type Logger } from '@platform/logging';
import { watchOutbox } from './bus.metrics.ts';
import type { PublishOptions } from './bus.publisher.ts';
import { OutboxRepository, type NewOutboxMessage } from './outbox.repository.ts';
import { encodePayload } from './payload.codec.ts';
import {
  busTracer,
  captureTraceHeaders,
  contextFromHeaders,
  startProducerSpan,
  type HeaderRecord,
} from './trace.context.ts';
import { exponentialBackoff, type BackoffPolicy } from './retry.policy.ts';

/** The part of BusPublisher the relay needs: a raw publish with the stored headers. */
export interface OutboxPublisher {
  publishBytes(subject: string, body: Uint8Array, options: PublishOptions): Promise<unknown>;
}

export interface OutboxRelayOptions {
  /** Root entity manager (`orm.em`); the relay forks it for every run. */
  em: EntityManager;
  publisher: OutboxPublisher;
  repository?: OutboxRepository;
  batchSize?: number;
  pollIntervalMs?: number;
  /** Delay before a row whose publish failed is tried again. Default 1 s doubling up to 60 s. */
  retryBackoff?: BackoffPolicy;
  /** Published rows are deleted after this long. Default 24 h. */
  retainPublishedMs?: number;
  purgeIntervalMs?: number;
  logger?: Logger;
  clock?: () => Date;
}

export interface RelayRun {
  claimed: number;
  published: number;
  failed: number;
}

export class OutboxRelay {
  readonly #em: EntityManager;
  readonly #publisher: OutboxPublisher;
  readonly #repository: OutboxRepository;
  readonly #batchSize: number;
  readonly #pollIntervalMs: number;
  readonly #retryBackoff: BackoffPolicy;
  readonly #retainPublishedMs: number;
  readonly #purgeIntervalMs: number;
  readonly #logger: Logger;
  readonly #clock: () => Date;
  #timer: NodeJS.Timeout | undefined;
  #unwatch: (() => void) | undefined;
  #pump: Promise<void> | undefined;
  #purging: Promise<void> | undefined;
  #again = false;
  #stopped = false;
  #lastPurgeAt = 0;

  constructor(options: OutboxRelayOptions) {
    this.#em = options.em;
    this.#publisher = options.publisher;
    this.#repository = options.repository ?? new OutboxRepository();
    this.#batchSize = options.batchSize ?? 100;
    this.#pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.#retryBackoff = options.retryBackoff ?? exponentialBackoff();
    this.#retainPublishedMs = options.retainPublishedMs ?? 24 * 60 * 60 * 1000;
    this.#purgeIntervalMs = options.purgeIntervalMs ?? 10 * 60 * 1000;
    this.#logger = options.logger ?? createLogger('outbox-relay');
    this.#clock = options.clock ?? (() => new Date());
    if (!Number.isInteger(this.#batchSize) || this.#batchSize < 1)
      throw new RangeError('batchSize must be >= 1');
    if (!(this.#pollIntervalMs > 0)) throw new RangeError('pollIntervalMs must be > 0');
  }

  /** Starts polling and publishes whatever is already waiting. */
  start(): void {
    if (this.#timer) return;
    this.#stopped = false;
    this.#timer = setInterval(() => this.#tick(), this.#pollIntervalMs);
    this.#unwatch = watchOutbox(
      String(this.#em.config.get('schema') ?? 'public'),
      () => this.#repository.backlog(this.#em.fork()),
      this.#clock,
    );
    this.kick();
  }

  /**
   * Publishes rows the caller has just committed, straight away: no claim, no transaction, so a
   * worker can start one database round trip sooner. A poll that publishes the same row meanwhile
   * is harmless (the stream de-duplicates by message id, consumers are idempotent); a failed
   * publish leaves the row to the poll. Never throws.
   */
  async publishCommitted(rows: readonly NewOutboxMessage[]): Promise<void> {
    const published: string[] = [];
    try {
      for (const row of rows) {
        await this.#publishRow(row);
        published.push(row.id);
      }
    } catch (error) {
      this.#logger.warn(
        { err: error },
        'publishing committed outbox rows failed; the next poll retries them',
      );
    }
    try {
      await this.#repository.markPublished(this.#em.fork(), published, this.#clock());
    } catch (error) {
      // The poll publishes them again; the stream drops the duplicates.
      this.#logger.warn({ err: error }, 'marking outbox rows published failed');
    }
  }

  /** Publishes pending rows now (coalesced with a run already in progress). Never throws. */
  kick(): void {
    if (this.#stopped) return;
    if (this.#pump) {
      this.#again = true;
      return;
    }
    this.#pump = this.#drain().finally(() => (this.#pump = undefined));
  }

  /** Stops polling and waits for the run in progress. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#unwatch?.();
    this.#unwatch = undefined;
    clearInterval(this.#timer);
    this.#timer = undefined;
    await Promise.all([this.#pump, this.#purging]);
  }

  /** One batch in one transaction. Throws only when the database fails. */
  async runOnce(): Promise<RelayRun> {
    return this.#em.fork().transactional(async (tx) => {
      const rows = await this.#repository.claimBatch(tx, this.#batchSize, this.#clock());
      const run: RelayRun = { claimed: rows.length, published: 0, failed: 0 };
      const published: string[] = [];
      for (const row of rows) {
        try {
          await this.#publishRow(row);
          published.push(row.id);
        } catch (error) {
          const retryAt = new Date(this.#clock().getTime() + this.#retryBackoff(row.attempts + 1));
          await this.#repository.recordFailure(
            tx,
            row.id,
            (error as Error).message ?? String(error),
            retryAt,
          );
          run.failed += 1;
          this.#logger.warn(
            { err: error, messageId: row.id, subject: row.subject, attempts: row.attempts + 1, retryAt },
            'outbox publish failed; will retry',
          );
          // The bus is likely unreachable: stop here rather than time out on every row.
          break;
        }
      }
      await this.#repository.markPublished(tx, published, this.#clock());
      run.published = published.length;
      return run;
    });
  }

  /**
   * One row, in a PRODUCER span under the context the row captured when it was written (the
   * request that caused it), so the trace reads request -> publish -> consumer; the message
   * carries the publish span's context.
   */
  async #publishRow(row: {
    id: string;
    subject: string;
    payload: unknown;
    headers: HeaderRecord;
  }): Promise<void> {
    const body = encodePayload(row.payload);
    const parent = contextFromHeaders(row.headers);
    const span = startProducerSpan(busTracer(), row.subject, row.id, body.byteLength, parent);
    try {
      const headers = { ...row.headers, ...captureTraceHeaders(trace.setSpan(parent, span)) };
      await this.#publisher.publishBytes(row.subject, body, { msgId: row.id, headers });
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  }

  #tick(): void {
    this.kick();
    const now = this.#clock().getTime();
    if (!this.#purging && now - this.#lastPurgeAt >= this.#purgeIntervalMs) {
      this.#lastPurgeAt = now;
      this.#purging = this.#purge(new Date(now - this.#retainPublishedMs)).finally(
        () => (this.#purging = undefined),
      );
    }
  }

  async #drain(): Promise<void> {
    do {
      this.#again = false;
      try {
        const run = await this.runOnce();
        // A full batch means more rows are probably waiting.
        if (run.claimed === this.#batchSize && run.failed === 0) this.#again = true;
      } catch (error) {
        this.#logger.error({ err: error }, 'outbox relay run failed; retrying on the next poll');
        return;
      }
    } while (this.#again && !this.#stopped);
  }

  async #purge(before: Date): Promise<void> {
    try {
      const em = this.#em.fork();
      let deleted: number;
      do {
        deleted = await this.#repository.purgePublished(em, before, 1_000);
      } while (deleted === 1_000 && !this.#stopped);
    } catch (error) {
      this.#logger.warn({ err: error }, 'purging published outbox rows failed');
    }
  }
}
