// One request to the API, as every method makes it: the credentials, the URL from the
// operation's path, a JSON or multipart body, a time limit per attempt, and retries that are safe
// to make. A create sends one `Idempotency-Key` that its retries reuse, so a create whose answer
// was lost is answered with the same record and charged once.
import { APIConnectionError, APIError, APITimeoutError } from './errors.ts';
import { OPERATIONS } from './generated/operations.ts';
import { backoffMs, retryAfterMs, sleep } from './retry.ts';
import type { OperationSpec } from './operation-spec.ts';
import { PagePromise, type Page } from './pages.ts';
import {
  fileName,
  toBlob,
  uploadFile,
  type UploadOperations,
  type UploadOptions,
  type UploadSource,
} from './uploads.ts';
import type { JobWatcher, WaitOptions } from './wait.ts';

export type OperationName = keyof typeof OPERATIONS;

export interface ClientOptions {
  /** An API key (`Authorization: Token …`): for servers only, never in a browser. */
  apiKey?: string;
  /** A short-lived JWT from `POST /api/v2/auth/token/` (`Authorization: Bearer …`), or a function that answers a fresh one. */
  token?: string | (() => string | Promise<string>);
  /** Where the API is, e.g. `https://api.example.com` (no trailing path). */
  baseUrl?: string;
  /** Retries after a refusal (429, 503), a server error or a lost connection; 3 unless set. */
  maxRetries?: number;
  /** The time limit of one attempt, until its answer's headers (and a JSON answer's body); 60 s unless set. */
  timeoutMs?: number;
  /** Files at or under this size go in one multipart request; larger ones to storage first. 8 MiB unless set. */
  multipartThreshold?: number;
  /** Another `fetch` (a proxy agent, a test's recorder). */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  maxRetries?: number;
  /** Replaces the key the client makes for a create, e.g. to retry it across restarts of your program. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

export interface RequestInput {
  body?: unknown;
  query?: object;
}

/** Where a job came from, kept on the job object (not enumerable) so `wait(job)` can read it again. */
export const JOB_SOURCE = Symbol.for('@media-platform/client.job');
export interface JobSource {
  retrieve: OperationName;
  path: (string | number)[];
  kind: string;
}

const VERSION = '0.1.0';

export class Transport {
  readonly baseUrl: string;
  readonly maxRetries: number;
  readonly timeoutMs: number;
  readonly multipartThreshold: number;
  readonly fetch: typeof fetch;
  /** Set by the client: follows jobs for `wait`. */
  watcher: JobWatcher | undefined;
  /** Set by the Node entry: opens a file given by its path. */
  openPath: ((path: string) => Promise<Blob>) | undefined;

  private readonly options: ClientOptions;

  constructor(options: ClientOptions) {
    this.options = options;
    if (!options.apiKey && !options.token) {
      throw new Error('Give an apiKey (servers) or a token (browsers): neither was set.');
    }
    this.baseUrl = (options.baseUrl ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
    this.maxRetries = options.maxRetries ?? 3;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.multipartThreshold = options.multipartThreshold ?? 8 * 1024 * 1024;
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  async authorization(): Promise<string> {
    if (this.options.apiKey) return `Token ${this.options.apiKey}`;
    const token = typeof this.options.token === 'function' ? await this.options.token() : this.options.token;
    return `Bearer ${token}`;
  }

  /** Calls one operation and answers its parsed answer (JSON, text, or the streaming Response). */
  async call<T>(
    id: OperationName,
    path: readonly (string | number)[],
    input: RequestInput,
    options: RequestOptions = {},
  ): Promise<T> {
    const spec: OperationSpec = OPERATIONS[id];
    const response = await this.send(spec, path, input, options);
    if (spec.answer === 'none') return undefined as T;
    if (spec.answer === 'stream') return response as T;
    if (spec.answer === 'text') return (await response.text()) as T;
    const answer: unknown = await response.json();
    if (spec.job) markJobs(answer, spec, path);
    return answer as T;
  }

  list<T>(
    id: OperationName,
    path: readonly (string | number)[],
    query: object | undefined,
    options?: RequestOptions,
  ): PagePromise<T> {
    return new PagePromise<T>(
      (pageQuery) => this.call<Page<T>>(id, path, { query: { ...query, ...pageQuery } }, options),
      query,
    );
  }

  wait<T>(id: OperationName, path: readonly (string | number)[], options?: WaitOptions<T>): Promise<T> {
    const spec = OPERATIONS[id];
    if (!this.watcher || !spec.job) throw new Error(`${id} reads no job`);
    const source: JobSource = { retrieve: id, path: [...path], kind: spec.job.kind };
    return this.watcher.wait<T>(source, options);
  }

  upload<T>(
    operations: UploadOperations,
    path: readonly (string | number)[],
    source: UploadSource,
    options?: UploadOptions,
  ): Promise<T> {
    return uploadFile<T>(this, operations, path, source, options);
  }

  /** One request with its retries; answers the successful Response, or throws the API's error. */
  async send(
    spec: OperationSpec,
    path: readonly (string | number)[],
    input: RequestInput,
    options: RequestOptions,
  ): Promise<Response> {
    const url = this.url(spec, path, input.query);
    const headers: Record<string, string> = {
      Authorization: await this.authorization(),
      Accept: spec.answer === 'stream' ? 'text/event-stream' : 'application/json',
      ...options.headers,
    };
    if (typeof process !== 'undefined' && process.versions?.node) {
      headers['User-Agent'] = `media-platform-client/${VERSION} node/${process.versions.node}`;
    }
    // Every POST carries a key; the operations that honour it make a retried create safe.
    if (spec.method === 'POST') headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();
    const body = await this.body(spec, input.body, headers);
    const repeatable = spec.method !== 'POST' || spec.idempotencyKey;
    const maxRetries = options.maxRetries ?? this.maxRetries;
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await this.attempt(url, { method: spec.method, headers, body }, spec, options);
      } catch (err) {
        if (!(err instanceof APIConnectionError) || !repeatable || attempt >= maxRetries) throw err;
        await sleep(backoffMs(attempt), options.signal);
        continue;
      }
      if (response.ok) return response;
      const retryable =
        response.status === 429 ||
        response.status === 503 ||
        (repeatable && [500, 502, 504].includes(response.status));
      if (!retryable || attempt >= maxRetries)
        throw APIError.of(response.status, await bodyOf(response), response.headers);
      await response.body?.cancel();
      await sleep(retryAfterMs(response.headers) ?? backoffMs(attempt), options.signal);
    }
  }

  /** One attempt under the time limit (until the headers; a JSON answer's body is read within it too). */
  private async attempt(
    url: string,
    init: RequestInit,
    spec: OperationSpec,
    options: RequestOptions,
  ): Promise<Response> {
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new APITimeoutError(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    // The caller's signal stays tied to the answer for its whole life (a stream's body too).
    const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
    try {
      const response = await this.fetch(url, { ...init, signal });
      if (spec.answer === 'stream' && response.ok) return response;
      // Read the body inside the time limit, so a stalled answer is a timeout too.
      const bytes = await response.arrayBuffer();
      return new Response(response.status === 204 ? null : bytes, response);
    } catch (err) {
      if (options.signal?.aborted) throw options.signal.reason;
      if (controller.signal.reason instanceof APITimeoutError) throw controller.signal.reason;
      throw new APIConnectionError(`could not reach ${new URL(url).origin}: ${describe(err)}`, {
        cause: err,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  private url(spec: OperationSpec, path: readonly (string | number)[], query: object | undefined): string {
    let index = 0;
    const filled = spec.path.replace(/\{\w+\}/g, () => {
      const value = path[index++];
      if (value === undefined || value === '') throw new Error(`${spec.path}: a path parameter is missing`);
      return encodeURIComponent(String(value));
    });
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) search.set(name, String(value));
    }
    const text = search.toString();
    return `${this.baseUrl}${filled}${text ? `?${text}` : ''}`;
  }

  private async body(
    spec: OperationSpec,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<RequestInit['body']> {
    if (body === undefined) return undefined;
    if (spec.multipart && typeof body === 'object' && body !== null && 'file' in body) {
      const form = new FormData();
      for (const [name, value] of Object.entries(body)) {
        if (name === 'file') {
          const source = value as UploadSource;
          form.set('file', await toBlob(source, this), fileName(source));
        } else if (value !== undefined) form.set(name, String(value));
      }
      return form;
    }
    headers['Content-Type'] = 'application/json';
    return JSON.stringify(body);
  }
}

function markJobs(answer: unknown, spec: OperationSpec, path: readonly (string | number)[]): void {
  const job = spec.job!;
  const jobs = spec.paged ? ((answer as { results?: unknown[] }).results ?? []) : [answer];
  for (const item of jobs) {
    if (typeof item !== 'object' || item === null || !('id' in item)) continue;
    const id = (item as { id: string | number }).id;
    const source: JobSource = {
      retrieve: job.retrieve as OperationName,
      path: job.appendId ? [...path, id] : [...path],
      kind: job.kind,
    };
    Object.defineProperty(item, JOB_SOURCE, { value: source, enumerable: false, configurable: true });
  }
}

export function newIdempotencyKey(): string {
  return `mp-${globalThis.crypto.randomUUID()}`;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { detail: text.slice(0, 500) || response.statusText };
  }
}

function describe(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return cause instanceof Error ? cause.message : String(cause);
}
