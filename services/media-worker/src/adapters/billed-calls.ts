// At most one billed submit for a provider whose calls are synchronous (ElevenLabs text to speech):
// the answer is the result, so there is no request id to keep and nothing to resume. A job's calls
// are billed once each when the job runs once; what must not happen is a redelivery (worker
// restarted, killed, the attempt failed after some calls) paying for them again. So:
//   before the first call, the job's durable record says `submitting` (the same record the queue
//   providers keep); a redelivery that finds it fails the job without calling the provider;
//   a call whose outcome is unknown counts as billed and is not repeated (the HTTP client's
//   `unsafeToRepeat`); 429, 500, 503 and refused connections prove no bill and are retried;
//   a job that fails before any call was billed clears the record, so a later delivery may run;
//   one that fails after a billed call fails for good (the owner refunds it).
import { AdapterError } from '@platform/http-client';
import { MediaError } from '@platform/media';
import type { JobEngineContext } from '../jobs/job-engine.ts';
import type { ProviderRequestSlot } from '../jobs/provider-request.store.ts';
import { requestSlot } from './hosted-request.ts';

export class BilledCalls {
  readonly #adapter: string;
  readonly #slot: ProviderRequestSlot;
  #billed = 0;

  constructor(adapter: string, context: JobEngineContext) {
    this.#adapter = adapter;
    this.#slot = requestSlot(context);
  }

  /** Calls answered (billed) or whose outcome is unknown. */
  get billed(): number {
    return this.#billed;
  }

  /** Before the first call: refuses a job an earlier delivery already called the provider for. */
  async begin(): Promise<void> {
    const record = await this.#slot.read();
    if (record?.engine === this.#adapter) {
      throw new AdapterError(
        `${this.#adapter}: an earlier attempt of this job already called the provider, which bills each call; it is not called again, to avoid paying twice.`,
        { retryable: false },
      );
    }
    await this.#slot.write({ state: 'submitting', engine: this.#adapter, at: new Date().toISOString() });
  }

  /** One billed call (made with `unsafeToRepeat`). */
  async call<T>(send: () => Promise<T>): Promise<T> {
    try {
      const answer = await send();
      this.#billed += 1;
      return answer;
    } catch (error) {
      if (error instanceof AdapterError && error.outcomeUnknown) this.#billed += 1;
      throw error;
    }
  }

  /** After the last call: the record says how many calls the job made. */
  async done(): Promise<void> {
    await this.#slot
      .write({
        state: 'submitted',
        engine: this.#adapter,
        at: new Date().toISOString(),
        request: { calls: this.#billed },
      })
      .catch(() => undefined);
  }

  /**
   * The job's error: as it is when nothing was billed (the record is cleared, a redelivery may
   * run the job), else final, so the job is not delivered again only to be refused.
   */
  async failed(error: unknown): Promise<unknown> {
    if (this.#billed === 0) {
      await this.#slot.clear().catch(() => undefined);
      return error;
    }
    if (
      (error instanceof AdapterError && !error.retryable) ||
      (error instanceof MediaError && error.code !== 'cancelled')
    )
      return error;
    const message = error instanceof Error ? error.message.replace(/\.$/, '') : String(error);
    return new AdapterError(
      `${message}; the provider already billed ${this.#billed} call(s) of this job, so it is not tried again.`,
      {
        retryable: false,
        cause: error,
      },
    );
  }
}
