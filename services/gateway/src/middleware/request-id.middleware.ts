// Every request gets an id: a sane inbound X-Request-Id (set by a proxy or the client) is kept,
// anything else is replaced, so ids are safe to log and to echo.
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

export function requestIdMiddleware(generate: () => string = randomUUID): Middleware {
  return async (ctx, next) => {
    const inbound = ctx.get(REQUEST_ID_HEADER);
    const requestId = SANE_REQUEST_ID.test(inbound) ? inbound : generate();
    ctx.state.requestId = requestId;
    ctx.set(REQUEST_ID_HEADER, requestId);
    await next();
  };
}
