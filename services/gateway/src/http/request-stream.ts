// Reading a request body as a stream. Every way a body can fail to arrive whole is reported to
// the one request that sent it: a malformed or truncated multipart body (the parser's 'error'),
// an error of the request stream, and a client that goes away before the end. Without these
// listeners a single truncated upload raised an unhandled 'error' and took the process down.
import type { Writable } from 'node:stream';
import Busboy from 'busboy';
import type { Context } from 'koa';
import { GatewayError } from './problem.ts';

export const malformedBody = (): GatewayError => new GatewayError(400, 'Malformed request body.');

/** A multipart parser for the request; a missing or broken boundary is a 400. */
export function multipartParser(ctx: Context, limits: Busboy.Limits): Busboy.Busboy {
  try {
    return Busboy({ headers: ctx.req.headers, limits });
  } catch {
    throw malformedBody();
  }
}

/**
 * Pipes the request body into `parser` and calls `onFailure` (at most once) when the body cannot
 * arrive whole. Returns `stop`: the caller is done with the body (answered or failed), so the
 * rest is drained without parsing and the watch ends.
 */
export function watchRequestBody(
  ctx: Context,
  parser: Writable,
  onFailure: (err: GatewayError) => void,
): () => void {
  const req = ctx.req;
  let stopped = false;
  const failOnce = (err: GatewayError) => {
    if (stopped) return;
    onFailure(err);
  };
  // These stay attached for the parser's lifetime: an 'error' after the request was answered
  // must still find a listener.
  parser.on('error', () => failOnce(malformedBody()));
  req.on('error', () => failOnce(new GatewayError(400, 'The request body ended early.')));
  const onClose = () => {
    if (!req.complete) failOnce(new GatewayError(400, 'The request body ended early.'));
  };
  req.on('close', onClose);
  req.pipe(parser);
  return () => {
    if (stopped) return;
    stopped = true;
    req.off('close', onClose);
    req.unpipe(parser);
    req.resume();
  };
}
