// Durable memory of the request a hosted engine placed with a provider for a job, so that a job
// is submitted (and billed) at most once: the record is written before the worker waits on the
// provider, and a redelivered job (worker restarted, killed, or its ack deadline passed) resumes
// polling that request instead of submitting again.
//
// Storage: one JetStream stream with one subject per job and `max_msgs_per_subject: 1` (what a
// JetStream key-value bucket is underneath; the worker already holds a JetStream connection, so
// no new client library). A write is durable once JetStream acknowledges it. Records expire after
// RECORD_MAX_AGE_MS, longer than any job's deadline, so the stream needs no clean-up.
import type { JetStreamClient, JetStreamManager, StreamConfig } from '@nats-io/jetstream';
import { nanos } from '@nats-io/nats-core';

/** What a hosted engine remembers of its provider request. */
export type ProviderRequestRecord =
  /** The submit was sent and its answer is not known yet (or never came). */
  | { state: 'submitting'; engine: string; at: string }
  /** The provider took the request: `request` holds its id and URLs (engine-specific). */
  | { state: 'submitted'; engine: string; at: string; request: Readonly<Record<string, unknown>> };

/** The record of one job. */
export interface ProviderRequestSlot {
  read(): Promise<ProviderRequestRecord | null>;
  write(record: ProviderRequestRecord): Promise<void>;
  /** Forgets the job's request (a submit the provider surely did not take). */
  clear(): Promise<void>;
}

export interface ProviderRequestStore {
  slot(jobId: string): ProviderRequestSlot;
}

/** Longer than a job's queue time plus its maximum run time (see CANCELLATIONS_MAX_AGE_MS). */
export const RECORD_MAX_AGE_MS = 7 * 24 * 3_600_000;

/** Stream and subject root of a bus namespace's provider requests (`T_AB12_PROVIDER_REQUESTS`). */
export function providerRequestNames(prefix = ''): { stream: string; root: string } {
  return {
    stream: `${prefix === '' ? '' : `${prefix.toUpperCase()}_`}PROVIDER_REQUESTS`,
    root: `${prefix === '' ? '' : `${prefix}.`}provider-requests.`,
  };
}

// JetStream API error codes (the worker depends on the JetStream client for types only).
const STREAM_NOT_FOUND = 10059;
const NO_MESSAGE_FOUND = 10037;
const isApiError = (error: unknown, code: number): boolean =>
  (error as { code?: unknown } | null)?.code === code;

/** Creates (or updates) the stream; safe from every replica at start-up. */
export async function ensureProviderRequestStream(jsm: JetStreamManager, prefix = ''): Promise<void> {
  const { stream, root } = providerRequestNames(prefix);
  const config = {
    name: stream,
    subjects: [`${root}>`],
    max_msgs_per_subject: 1,
    max_age: nanos(RECORD_MAX_AGE_MS),
    storage: 'file',
    retention: 'limits',
    discard: 'old',
  } as unknown as StreamConfig;
  try {
    await jsm.streams.info(stream);
  } catch (error) {
    if (!isApiError(error, STREAM_NOT_FOUND)) throw error;
    try {
      await jsm.streams.add(config);
      return;
    } catch (addError) {
      // Another replica may have created it meanwhile.
      const exists = await jsm.streams.info(stream).then(
        () => true,
        () => false,
      );
      if (!exists) throw addError;
    }
  }
  const { name, ...update } = config;
  await jsm.streams.update(name, update);
}

export async function deleteProviderRequestStream(jsm: JetStreamManager, prefix = ''): Promise<void> {
  try {
    await jsm.streams.delete(providerRequestNames(prefix).stream);
  } catch (error) {
    if (!isApiError(error, STREAM_NOT_FOUND)) throw error;
  }
}

/** A job id as one subject token (ids may hold dots or other characters subjects forbid). */
const token = (jobId: string): string => Buffer.from(jobId, 'utf8').toString('base64url');

/**
 * The stream is created when a hosted engine first uses it (a worker that never runs a hosted job
 * leaves no stream behind); a failure to create it fails that job's attempt, which is retried.
 */
export class JetStreamProviderRequestStore implements ProviderRequestStore {
  readonly #js: JetStreamClient;
  readonly #jsm: JetStreamManager;
  readonly #prefix: string;
  readonly #names: { stream: string; root: string };
  #ready: Promise<void> | undefined;

  constructor(deps: { js: JetStreamClient; jsm: JetStreamManager; prefix?: string }) {
    this.#js = deps.js;
    this.#jsm = deps.jsm;
    this.#prefix = deps.prefix ?? '';
    this.#names = providerRequestNames(this.#prefix);
  }

  #ensure(): Promise<void> {
    this.#ready ??= ensureProviderRequestStream(this.#jsm, this.#prefix).catch((error: unknown) => {
      this.#ready = undefined;
      throw error;
    });
    return this.#ready;
  }

  slot(jobId: string): ProviderRequestSlot {
    const subject = `${this.#names.root}${token(jobId)}`;
    const { stream } = this.#names;
    return {
      read: async () => {
        await this.#ensure();
        try {
          const message = await this.#jsm.streams.getMessage(stream, { last_by_subj: subject });
          if (!message || message.data.length === 0) return null;
          return message.json<ProviderRequestRecord>();
        } catch (error) {
          if (isApiError(error, NO_MESSAGE_FOUND)) return null;
          throw error;
        }
      },
      write: async (record) => {
        await this.#ensure();
        await this.#js.publish(subject, JSON.stringify(record));
      },
      clear: async () => {
        await this.#ensure();
        await this.#jsm.streams.purge(stream, { filter: subject });
      },
    };
  }
}

/** Not durable: for engines run outside a worker (tests, tools). */
export class MemoryProviderRequestStore implements ProviderRequestStore {
  readonly records = new Map<string, ProviderRequestRecord>();

  slot(jobId: string): ProviderRequestSlot {
    return {
      read: async () => this.records.get(jobId) ?? null,
      write: async (record) => void this.records.set(jobId, record),
      clear: async () => void this.records.delete(jobId),
    };
  }
}
