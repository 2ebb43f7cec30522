// `wait`: follows jobs until they end. One event stream serves every job the client waits for
// (the API allows 5 streams per account), opened while anything is waited for. Each job is read
// when its wait begins and again whenever the stream (re)connects, so an end that happened while
// nobody listened is seen; while the stream is down the job is read every few seconds instead,
// and a slow read every 30 s guards against anything the stream does not carry.
import {
  APIConnectionError,
  APIError,
  JobFailedError,
  MediaPlatformError,
  WaitTimeoutError,
} from './errors.ts';
import { EventStream } from './events.ts';
import type { JobEvent } from './operation-types.ts';
import { sleep } from './retry.ts';
import { JOB_SOURCE, type JobSource, type Transport } from './transport.ts';

export interface WaitOptions<T> {
  /** Give up after this long (the job goes on); one hour unless set. */
  timeoutMs?: number;
  /** Called with the job each time it changes (status, progress, eta_s). */
  onProgress?: (job: T) => void;
  signal?: AbortSignal;
  /** How often the job is read while the event stream is down; 2 s unless set. */
  pollIntervalMs?: number;
}

const ENDED = new Set(['completed', 'failed', 'cancelled', 'expired']);
const SAFETY_READ_MS = 30_000;
const DEFAULT_TIMEOUT_MS = 60 * 60_000;

interface Waiter {
  source: JobSource;
  /** Reads the job now (a stream reconnect, a gap). */
  reread: () => void;
  offer: (job: unknown) => void;
  fail: (err: unknown) => void;
}

export class JobWatcher {
  private readonly waiters = new Map<string, Set<Waiter>>();
  private stream: AbortController | undefined;
  /** Whether the stream is connected now (else the waiters read their jobs on a short interval). */
  connected = false;

  private readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  async wait<T>(source: JobSource, options: WaitOptions<T> = {}): Promise<T> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const pollMs = options.pollIntervalMs ?? 2_000;
    const key = `${source.kind}:${source.path.at(-1)}`;
    const stop = new AbortController();
    let last: T | undefined;
    let lastSignature = '';
    let wake: () => void = () => undefined;
    let settle!: { resolve: (job: T) => void; reject: (err: unknown) => void };
    const done = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
    const offer = (value: unknown) => {
      const job = value as T & { status: string; id: string | number };
      Object.defineProperty(job, JOB_SOURCE, { value: source, enumerable: false, configurable: true });
      const signature = JSON.stringify(job);
      if (signature !== lastSignature) {
        lastSignature = signature;
        last = job;
        options.onProgress?.(job);
      }
      if (!ENDED.has(job.status)) return;
      if (job.status === 'completed') settle.resolve(job);
      else settle.reject(new JobFailedError(job));
    };
    const waiter: Waiter = {
      source,
      reread: () => wake(),
      offer,
      fail: (err) => settle.reject(err),
    };
    this.add(key, waiter);
    const timer = setTimeout(() => settle.reject(new WaitTimeoutError(last, timeoutMs)), timeoutMs);
    const onAbort = () => settle.reject(options.signal?.reason);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) onAbort();

    // Reads: at once, on every wake (stream connected, gap), every `pollMs` while the stream is
    // down, and every 30 s while it is up.
    const reads = (async () => {
      while (!stop.signal.aborted) {
        try {
          offer(await this.transport.call(source.retrieve, source.path, {}, { signal: stop.signal }));
        } catch (err) {
          if (stop.signal.aborted) return;
          // A gateway restarting, a network blip, a rate limit: read again on the next turn.
          const passing = err instanceof APIError && (err.status >= 500 || err.status === 429);
          if (!(err instanceof APIConnectionError) && !passing) {
            return settle.reject(err);
          }
        }
        let since = 0;
        while (!stop.signal.aborted && (this.connected ? since < SAFETY_READ_MS : since < pollMs)) {
          const step = Math.min(pollMs, 1_000);
          const woken = await new Promise<boolean>((resolve) => {
            wake = () => resolve(true);
            sleep(step, stop.signal).then(
              () => resolve(false),
              () => resolve(false),
            );
          });
          if (woken) break;
          since += step;
        }
      }
    })();
    try {
      return await done;
    } finally {
      stop.abort();
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      this.remove(key, waiter);
      await reads;
    }
  }

  private add(key: string, waiter: Waiter): void {
    const set = this.waiters.get(key) ?? new Set();
    set.add(waiter);
    this.waiters.set(key, set);
    if (!this.stream) this.follow();
  }

  private remove(key: string, waiter: Waiter): void {
    const set = this.waiters.get(key);
    set?.delete(waiter);
    if (set?.size === 0) this.waiters.delete(key);
    if (this.waiters.size === 0) {
      this.stream?.abort();
      this.stream = undefined;
      this.connected = false;
    }
  }

  private everyWaiter(): Waiter[] {
    return [...this.waiters.values()].flatMap((set) => [...set]);
  }

  /** The shared stream: events to their waiters, and a re-read for all on every (re)connect. */
  private follow(): void {
    const controller = new AbortController();
    this.stream = controller;
    const stream = new EventStream(this.transport, {
      signal: controller.signal,
      onConnect: () => {
        this.connected = true;
        for (const waiter of this.everyWaiter()) waiter.reread();
      },
      onDisconnect: () => (this.connected = false),
      onGap: () => this.everyWaiter().forEach((waiter) => waiter.reread()),
    });
    void (async () => {
      try {
        for await (const event of stream) this.deliver(event);
      } catch (err) {
        if (controller.signal.aborted) return;
        // The stream refused for good (credentials): reads alone carry on.
        this.connected = false;
        if (err instanceof APIError && (err.status === 401 || err.status === 403)) {
          for (const waiter of this.everyWaiter()) waiter.fail(err);
        }
      }
    })().catch((err: unknown) => {
      for (const waiter of this.everyWaiter()) waiter.fail(new MediaPlatformError(String(err)));
    });
  }

  private deliver(event: JobEvent): void {
    const { kind, job } = event.data;
    for (const waiter of this.waiters.get(`${kind}:${job.id}`) ?? []) waiter.offer(job);
  }
}
