// What a call to a provider is: the request, the policy it runs under, the answer.

export interface CallPolicy {
  /** Time limit of one attempt, answer body included. */
  timeoutMs: number;
  /** Attempts after the first one, for retryable failures only. */
  retries: number;
  /** First backoff delay; doubles per attempt. A `Retry-After` answer header wins when longer. */
  retryBaseMs: number;
  /** Largest answer body accepted. */
  maxResponseBytes: number;
  /**
   * Spreads backoff waits (not a provider's own `Retry-After`) over [delay/2, delay], so workers
   * that hit the same busy provider do not all come back at once. Off by default.
   */
  jitter?: boolean;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Readonly<Record<string, string>>;
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /**
   * A local file streamed as the body (read again on a retry, never held in memory); with `range`,
   * only bytes [start, end) of it (one part of a multipart upload).
   */
  file?: { path: string; contentType: string; range?: { start: number; end: number } };
  /** Names the call in error messages, e.g. `openai-images: image generation`. */
  what: string;
  /** Which redirect targets a GET may follow (default: the request's own origin only). */
  redirectAllowed?: (url: URL) => boolean;
  /**
   * The call must not be repeated unless the provider proved it did not take it (a submit that
   * bills). Retried only after a 429, 500 or 503 answer or a refused connection; a timeout, a
   * dropped connection, 502 or 504 fail at once with `outcomeUnknown` set. The caller's signal
   * does not cut an attempt off halfway (only its time limit does); it stops the waits between.
   */
  unsafeToRepeat?: boolean;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
}

export interface HttpClientDeps {
  fetch?: typeof fetch;
  /** Backoff waits; tests may shorten them. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Jitter's randomness (0..1); tests pin it. */
  random?: () => number;
  /**
   * Whether plain http addresses may be called: a provider on this machine in development and
   * tests. Default: everywhere but NODE_ENV=production, where only https reaches a provider.
   */
  allowPlainHttp?: boolean;
}
