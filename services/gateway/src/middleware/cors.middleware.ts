// CORS for the browser origins an operator lists (CORS_ALLOWED_ORIGINS; none by default: CORS
// off). A browser app calls the API with a short-lived JWT its own backend minted
// (`POST /api/v2/auth/token/`), never with an API key, and never with cookies: no
// `Access-Control-Allow-Credentials`. It wraps the whole request listener, outside admission
// control, rather than running as a Koa middleware: admission refuses before Koa runs, and a
// browser can read a 503 (and its Retry-After) only when it carries the headers too; and a
// preflight is answered at once, with no key, admission slot, log line or rate-limit charge.
// The headers are set on the response before anything else runs, so every answer written later
// keeps them: Koa's (routes, the error handler's 401/404/429/...), admission's refusals
// (`writeHead` merges what was set) and the event stream. An unlisted origin gets no
// Access-Control-* header at all, and its preflight is the gateway's ordinary OPTIONS answer
// (204 with Allow, or 404), which the browser rejects. Decisions: docs/decisions.md, "CORS".
import type { RequestListener } from 'node:http';

/** What a browser app may send: what the gateway uses, no more. */
export const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The request headers the gateway reads from clients. */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Content-Encoding',
  'Idempotency-Key',
  'Last-Event-ID',
  'X-Request-Id',
  // Honoured only behind a trusted proxy (TRUST_PROXY), like every inbound trace context.
  'traceparent',
  'tracestate',
] as const;

/** The response headers a client reads beyond the safelisted ones (Content-Type, Cache-Control, ...). */
export const CORS_EXPOSED_HEADERS = [
  'Retry-After',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'X-Request-Id',
  'Server-Timing',
  'WWW-Authenticate',
] as const;

/** How long a browser may keep a preflight's answer: Chromium's own cap (two hours). */
export const CORS_MAX_AGE_SECONDS = 7200;

/** `inner` behind CORS for `allowedOrigins` (exact, normalised origins); `inner` itself when none. */
export function corsListener(allowedOrigins: readonly string[], inner: RequestListener): RequestListener {
  if (allowedOrigins.length === 0) return inner;
  const allowed = new Set(allowedOrigins);
  const methods = CORS_ALLOWED_METHODS.join(', ');
  const requestHeaders = CORS_ALLOWED_HEADERS.join(', ');
  const exposed = CORS_EXPOSED_HEADERS.join(', ');
  const maxAge = String(CORS_MAX_AGE_SECONDS);
  return (req, res) => {
    // With CORS on, every answer depends on Origin (with or without the headers): a cache must
    // not give a listed origin the answer another origin got, or the other way round.
    res.setHeader('Vary', 'Origin');
    const origin = req.headers.origin;
    if (origin === undefined || !allowed.has(origin)) {
      inner(req, res);
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': methods,
        'Access-Control-Allow-Headers': requestHeaders,
        'Access-Control-Max-Age': maxAge,
      });
      res.end();
      return;
    }
    res.setHeader('Access-Control-Expose-Headers', exposed);
    inner(req, res);
  };
}
