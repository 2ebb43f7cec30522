// The life of one billed request at a hosted provider (fal, Replicate), the same for every
// adapter that places one:
//   wait for a slot (max_concurrency per model in this worker)
//   -> a request recorded for this job?  submitted: resume it | submitting: refuse (see below)
//   -> record `submitting` -> submit (never repeated on an unknown outcome) -> record `submitted`
//   -> wait for the result (polling, heartbeats) -> our job ends early? cancel it at the provider
// The record lives in the worker's durable provider-request store, so a worker that dies between
// submit and result is replaced by one that resumes the same request: one submit, one bill.
import { setTimeout as sleep } from 'node:timers/promises';
import { AdapterError } from '@platform/http-client';
import type { JobEngineContext } from '../jobs/job-engine.ts';
import { stoppedForShutdown } from '../jobs/job.abort.ts';
import { MemoryProviderRequestStore, type ProviderRequestSlot } from '../jobs/provider-request.store.ts';

/**
 * Bounds the provider requests one model has in flight in this worker; waiters are woken in
 * arrival order. (The bus heart-beats a running job's message, so a wait here loses no job.)
 */
export class ConcurrencyLimiter {
  #max: number;
  #active = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(max: number) {
    this.#max = max;
  }

  get active(): number {
    return this.#active;
  }

  /** The catalogue may change the bound between jobs; the newest one applies. */
  resize(max: number): void {
    this.#max = max;
    this.#wake();
  }

  /** Resolves with a release function once a slot is free; throws the signal's reason on abort. */
  async acquire(signal: AbortSignal): Promise<() => void> {
    signal.throwIfAborted();
    if (this.#active >= this.#max) {
      let onAbort = (): void => undefined;
      const aborted = new Promise<never>((_resolve, reject) => {
        onAbort = () => reject(signal.reason as Error);
        signal.addEventListener('abort', onAbort, { once: true });
      });
      try {
        while (this.#active >= this.#max) {
          await Promise.race([new Promise<void>((resolve) => this.#waiting.push(resolve)), aborted]);
        }
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    }
    this.#active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active -= 1;
      this.#wake();
    };
  }

  #wake(): void {
    // Every waiter re-checks; the ones that find no slot queue again.
    for (const resolve of this.#waiting.splice(0)) resolve();
  }
}

/** One limiter per key (engine and model), kept for the life of the engine. */
export class Limiters {
  readonly #byKey = new Map<string, ConcurrencyLimiter>();

  get(key: string, max: number): ConcurrencyLimiter {
    let limiter = this.#byKey.get(key);
    if (!limiter) this.#byKey.set(key, (limiter = new ConcurrencyLimiter(max)));
    else limiter.resize(max);
    return limiter;
  }
}

export interface HostedRequestSpec<R, T> {
  /** Engine id: names the provider in records, logs and messages. */
  adapter: string;
  context: JobEngineContext;
  limiter: ConcurrencyLimiter;
  /** Places the request (a call made with `unsafeToRepeat`); what is needed to follow it. */
  submit(): Promise<R>;
  /** A stored request read back, or null when it is not one of this adapter's. */
  restore(stored: Readonly<Record<string, unknown>>): R | null;
  /**
   * Follows the request to its result (polls, heartbeats, honours the job's signal). `record`
   * replaces the durable record with a later state of the request (a step done since the submit,
   * such as Topaz's accepted upload), for a redelivery to resume from.
   */
  wait(request: R, record: (next: R) => Promise<void>): Promise<T>;
  /** Asks the provider to stop the request (one short attempt; errors are logged, not thrown). */
  cancel(request: R): Promise<void>;
}

// Engines run outside a worker (tests, tools) still get the same flow, without durability.
const fallbackStore = new MemoryProviderRequestStore();

/** The job's durable provider-request record (in memory when the engine runs outside a worker). */
export const requestSlot = (context: JobEngineContext): ProviderRequestSlot =>
  context.providerRequest ?? fallbackStore.slot(context.jobId);

/** Our job is over for good (cancel, deadline, given up): the provider's work is for nobody. */
const jobEnded = (context: JobEngineContext, error: unknown): boolean =>
  (context.signal.aborted && !stoppedForShutdown(context.signal)) || error instanceof GaveUp;

/** The provider's request outlived the adapter's max_wait_ms. */
export class GaveUp extends AdapterError {
  constructor(message: string) {
    super(message, { retryable: false });
  }
}

export async function runHostedRequest<R extends Readonly<Record<string, unknown>>, T>(
  spec: HostedRequestSpec<R, T>,
): Promise<T> {
  const { context } = spec;
  const slot = requestSlot(context);
  const release = await spec.limiter.acquire(context.signal);
  try {
    const request = await placeOrResume(spec, slot);
    try {
      // A cancel or deadline that came while the submit was on its way.
      context.signal.throwIfAborted();
      const record = (next: R) =>
        slot.write({ state: 'submitted', engine: spec.adapter, at: new Date().toISOString(), request: next });
      return await spec.wait(request, record);
    } catch (error) {
      if (jobEnded(context, error)) await cancelQuietly(spec, request);
      throw error;
    }
  } finally {
    release();
  }
}

async function placeOrResume<R extends Readonly<Record<string, unknown>>, T>(
  spec: HostedRequestSpec<R, T>,
  slot: ProviderRequestSlot,
): Promise<R> {
  const { adapter, context } = spec;
  const record = await slot.read();
  if (record && record.engine === adapter) {
    if (record.state === 'submitted') {
      const request = spec.restore(record.request);
      if (!request) {
        throw new AdapterError(
          `${adapter}: the provider request of an earlier attempt of this job cannot be read back; it is not submitted again.`,
          { retryable: false },
        );
      }
      context.logger?.info(
        { provider: adapter, request_id: request.request_id ?? request.id ?? request.requestId },
        'resuming the provider request of an earlier delivery',
      );
      return request;
    } else {
      // An earlier delivery sent the submit and died before its answer: the provider may be
      // working (and billing) on it, and nothing identifies that request. Failing the job (the
      // owner refunds it) is cheaper than a possible second bill, and says what happened.
      throw new AdapterError(
        `${adapter}: an earlier attempt of this job was submitted to the provider but stopped before the provider answered; it is not submitted again, to avoid paying twice.`,
        { retryable: false },
      );
    }
  }
  context.signal.throwIfAborted();
  await slot.write({ state: 'submitting', engine: adapter, at: new Date().toISOString() });
  let request: R;
  try {
    request = await spec.submit();
  } catch (error) {
    // An answer that proves the provider did not take it: a later delivery may submit again.
    if (!(error instanceof AdapterError && error.outcomeUnknown)) await slot.clear().catch(() => undefined);
    throw error;
  }
  try {
    await slot.write({ state: 'submitted', engine: adapter, at: new Date().toISOString(), request });
  } catch (err) {
    // The `submitting` record stays: a redelivery refuses to submit again rather than paying twice.
    context.logger?.warn(
      { err, provider: adapter },
      'the provider request could not be recorded; following it without a record',
    );
  }
  context.logger?.info(
    { provider: adapter, request_id: request.request_id ?? request.id ?? request.requestId },
    'provider request submitted',
  );
  return request;
}

async function cancelQuietly<R extends Readonly<Record<string, unknown>>, T>(
  spec: HostedRequestSpec<R, T>,
  request: R,
): Promise<void> {
  const requestId = request.request_id ?? request.id ?? request.requestId;
  try {
    await spec.cancel(request);
    spec.context.logger?.info(
      { provider: spec.adapter, request_id: requestId },
      'provider request cancelled',
    );
  } catch (err) {
    spec.context.logger?.warn(
      { err, provider: spec.adapter, request_id: requestId },
      'cancelling the provider request failed',
    );
  }
}

/** Waits `ms`, or throws the job's abort reason; a heartbeat after each wait. */
export async function pause(ms: number, context: JobEngineContext): Promise<void> {
  await sleep(ms, undefined, { signal: context.signal }).catch((error: unknown) => {
    context.signal.throwIfAborted();
    throw error;
  });
  context.heartbeat();
}
