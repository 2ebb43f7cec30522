// The one way adapters talk to model providers: fetch with a time limit per attempt, bounded
// retries with exponential backoff on 429 / 5xx / network errors / timeouts only, and a cap on
// the bytes read from every answer (a provider must not be able to exhaust the worker's memory
// or disk). The caller's AbortSignal (job cancelled, deadline, shutdown) stops everything at once.
// One class kept whole (a little over 300 lines): its retry, redirect and attempt loops share one
// call's state; the policy, the answer's cap and the provider's error text sit in their own files.
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { setTimeout as sleep } from 'node:timers/promises';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { inSpan } from '@platform/telemetry';
import { AdapterError } from './adapter.error.ts';
import { TooLarge, byteCap, readCapped } from './capped-body.ts';
import { isCredentialHeader, providerDetail, requestSecrets } from './provider-detail.ts';
import type { CallPolicy, HttpAnswer, HttpClientDeps, HttpRequest } from './http-request.ts';
import { backoffDelay, isRetryableStatus } from './retry-policy.ts';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Redirects followed per attempt. */
const MAX_REDIRECTS = 3;
/** Answers that prove the provider did not take a call (safe to repeat even when it bills). */
const NOT_TAKEN = new Set([429, 500, 503]);
/** Connection errors raised before a request could reach the provider. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function networkCode(error: unknown): string | undefined {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? code : undefined;
}

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : String(error);
}

type Sink<T> = (response: Response) => Promise<T>;

interface Answered<T> {
  status: number;
  headers: Headers;
  value: T;
}

/** An attempt's answer, or its error; `notTaken` when the provider surely did not act on it. */
type Outcome<T> =
  { answer: Answered<T> } | { error: AdapterError; retryAfter: string | null; notTaken?: boolean };

export class HttpClient {
  readonly #fetch: typeof fetch;
  readonly #sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly #random: () => number;
  readonly #allowPlainHttp: boolean;

  constructor(deps: HttpClientDeps = {}) {
    this.#fetch = deps.fetch ?? fetch;
    this.#sleep = deps.sleep ?? ((ms, signal) => sleep(ms, undefined, { signal }));
    this.#random = deps.random ?? Math.random;
    this.#allowPlainHttp = deps.allowPlainHttp ?? process.env.NODE_ENV !== 'production';
  }

  /** A 2xx answer with its body; anything else becomes an AdapterError. */
  async request(request: HttpRequest, policy: CallPolicy, signal?: AbortSignal): Promise<HttpAnswer> {
    const answer = await this.#withRetries(request, policy, signal, (response) =>
      readCapped(response, policy.maxResponseBytes),
    );
    return { status: answer.status, headers: answer.headers, body: answer.value };
  }

  /** A 2xx answer parsed as JSON. */
  async json(request: HttpRequest, policy: CallPolicy, signal?: AbortSignal): Promise<unknown> {
    const answer = await this.request(request, policy, signal);
    try {
      return JSON.parse(answer.body.toString('utf8')) as unknown;
    } catch {
      throw new AdapterError(`${request.what}: the provider's answer is not JSON.`, {
        retryable: false,
        status: answer.status,
      });
    }
  }

  /** Streams a 2xx answer into `path` (never more than maxResponseBytes); returns the size. */
  async download(
    request: HttpRequest,
    path: string,
    policy: CallPolicy,
    signal?: AbortSignal,
  ): Promise<number> {
    const answer = await this.#withRetries(request, policy, signal, async (response) => {
      const declared = Number(response.headers.get('content-length'));
      if (Number.isFinite(declared) && declared > policy.maxResponseBytes) {
        await response.body?.cancel().catch(() => undefined);
        throw new TooLarge();
      }
      if (!response.body)
        throw new AdapterError(`${request.what}: the provider sent an empty answer.`, { retryable: false });
      try {
        let size = 0;
        const counter = byteCap(policy.maxResponseBytes);
        counter.on('data', (chunk: Buffer) => (size += chunk.length));
        await pipeline(
          Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
          counter,
          createWriteStream(path),
        );
        return size;
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
    });
    return answer.value;
  }

  async #withRetries<T>(
    request: HttpRequest,
    policy: CallPolicy,
    signal: AbortSignal | undefined,
    sink: Sink<T>,
  ): Promise<Answered<T>> {
    const attempts = policy.retries + 1;
    let last: AdapterError | undefined;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      signal?.throwIfAborted();
      // A call that must not be repeated is never cut off halfway by the caller (its outcome would
      // be unknown): the signal stops the waits between attempts, the attempt has its time limit.
      const outcome = await this.#attempt(request, policy, request.unsafeToRepeat ? undefined : signal, sink);
      if ('answer' in outcome) return outcome.answer;
      last = outcome.error;
      if (request.unsafeToRepeat && last.retryable && !outcome.notTaken) {
        throw new AdapterError(
          `${last.message.replace(/\.$/, '')}; whether the provider took the request is unknown, so it is not sent again.`,
          {
            retryable: false,
            status: last.status,
            outcomeUnknown: true,
            cause: last,
          },
        );
      }
      if (!last.retryable || attempt === attempts - 1) break;
      await this.#sleep(backoffDelay(policy, attempt, outcome.retryAfter, this.#random), signal);
    }
    const error = last as AdapterError;
    if (!error.retryable || attempts === 1) throw error;
    throw new AdapterError(`${error.message} (${attempts} attempts)`, {
      retryable: true,
      status: error.status,
      cause: error,
    });
  }

  /**
   * Fetches without letting fetch follow redirects: a provider (or whoever answers for it) must not
   * be able to send the worker to an internal address. A redirect is followed for GET only, at
   * most MAX_REDIRECTS times, to http(s) URLs `request.redirectAllowed` accepts (by default the
   * request's own origin); the credentials go no further than the origin they were meant for.
   */
  async #follow(
    request: HttpRequest,
    headers: Record<string, string>,
    body: string | AsyncIterable<Uint8Array> | undefined,
    signal: AbortSignal,
  ): Promise<Response> {
    const allowed = request.redirectAllowed ?? ((url: URL) => url.origin === new URL(request.url).origin);
    let url = new URL(request.url);
    let sent = headers;
    for (let hop = 0; ; hop += 1) {
      if (url.protocol === 'http:' && !this.#allowPlainHttp) {
        throw new AdapterError(
          `${request.what}: the provider's address is plain http; only https is allowed in production.`,
          { retryable: false },
        );
      }
      const response = await this.#fetch(url, {
        method: request.method,
        headers: sent,
        body: body as RequestInit['body'],
        signal,
        redirect: 'manual',
        // A streamed body (a file upload) must say so.
        ...(body !== undefined && typeof body !== 'string' ? { duplex: 'half' } : {}),
      } as RequestInit);
      if (!REDIRECTS.has(response.status)) return response;
      await response.body?.cancel().catch(() => undefined);
      const location = response.headers.get('location');
      const next = location && URL.canParse(location, url.href) ? new URL(location, url) : null;
      if (
        request.method !== 'GET' ||
        hop >= MAX_REDIRECTS ||
        !next ||
        (next.protocol !== 'http:' && next.protocol !== 'https:') ||
        !allowed(next)
      ) {
        throw new AdapterError(
          `${request.what}: the provider redirected to an address that is not allowed.`,
          { retryable: false, status: response.status },
        );
      }
      if (next.origin !== url.origin) {
        sent = Object.fromEntries(Object.entries(sent).filter(([name]) => !isCredentialHeader(name)));
      }
      url = next;
    }
  }

  /** One attempt is one CLIENT span: method, host and path (never the query), status. */
  #attempt<T>(
    request: HttpRequest,
    policy: CallPolicy,
    signal: AbortSignal | undefined,
    sink: Sink<T>,
  ): Promise<Outcome<T>> {
    const url = new URL(request.url);
    const attributes = {
      'http.request.method': request.method,
      'server.address': url.hostname,
      'url.path': url.pathname,
      'provider.call': request.what,
    };
    return inSpan(
      '@platform/http-client',
      `${request.method} ${url.hostname}`,
      { kind: SpanKind.CLIENT, attributes },
      async (span) => {
        const outcome = await this.#attemptOnce(request, policy, signal, sink);
        const status = 'answer' in outcome ? outcome.answer.status : outcome.error.status;
        if (typeof status === 'number') span.setAttribute('http.response.status_code', status);
        if ('error' in outcome)
          span.setStatus({ code: SpanStatusCode.ERROR, message: outcome.error.message.slice(0, 200) });
        return outcome;
      },
    );
  }

  async #attemptOnce<T>(
    request: HttpRequest,
    policy: CallPolicy,
    signal: AbortSignal | undefined,
    sink: Sink<T>,
  ): Promise<Outcome<T>> {
    const timeout = AbortSignal.timeout(policy.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    let body: string | AsyncIterable<Uint8Array> | undefined;
    if (request.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    let status: number | null = null;
    let upload: ReturnType<typeof createReadStream> | undefined;
    try {
      if (request.file) {
        const { path, contentType, range } = request.file;
        headers['Content-Type'] = contentType;
        if (range) {
          headers['Content-Length'] = String(range.end - range.start);
          // An empty part is an empty body (createReadStream's `end` is inclusive).
          body =
            range.end > range.start
              ? (upload = createReadStream(path, { start: range.start, end: range.end - 1 }))
              : '';
        } else {
          headers['Content-Length'] = String((await stat(path)).size);
          body = upload = createReadStream(path);
        }
      }
      const response = await this.#follow(request, headers, body, combined);
      status = response.status;
      if (response.ok) {
        return { answer: { status, headers: response.headers, value: await sink(response) } };
      }
      const detail = providerDetail(
        await readCapped(response, 64 * 1024).catch(() => Buffer.alloc(0)),
        requestSecrets(request.headers),
      );
      const message = `${request.what}: the provider answered ${status}${detail ? `: ${detail}` : ''}`;
      return {
        error: new AdapterError(message, { retryable: isRetryableStatus(status), status }),
        retryAfter: response.headers.get('retry-after'),
        notTaken: NOT_TAKEN.has(status),
      };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (error instanceof AdapterError) return { error, retryAfter: null };
      if (error instanceof TooLarge) {
        const limit = `${Math.round(policy.maxResponseBytes / 1024)} KiB`;
        return {
          error: new AdapterError(
            `${request.what}: the provider's answer is larger than the ${limit} limit.`,
            {
              retryable: false,
              status,
            },
          ),
          retryAfter: null,
        };
      }
      if (timeout.aborted) {
        return {
          error: new AdapterError(
            `${request.what}: the provider did not answer within ${policy.timeoutMs} ms.`,
            {
              retryable: true,
              status,
            },
          ),
          retryAfter: null,
        };
      }
      return {
        error: new AdapterError(
          `${request.what}: the provider could not be reached (${networkReason(error)}).`,
          {
            retryable: true,
            status,
            cause: error,
          },
        ),
        retryAfter: null,
        notTaken: status === null && NOT_SENT.has(networkCode(error) ?? ''),
      };
    } finally {
      // An attempt that failed before the body was read must not leave the file open.
      upload?.destroy();
    }
  }
}
