// One log line per request, written inside the request's span so it carries the trace id, with
// the request id and, for failures, the error_id the client was given.
import type { Middleware } from 'koa';
import type { Logger } from '@platform/logging';
import type { Principal } from '../auth/authenticator.ts';
import type { RouteDefinition } from '../http/route.ts';

export function accessLogMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      // A per-account admission refusal is the overload's hot path: counted, not logged one by one.
      if (!ctx.state.admissionRefused) logRequest();
    }
    function logRequest(): void {
      const status = ctx.status;
      const entry = {
        request_id: ctx.state.requestId,
        method: ctx.method,
        path: ctx.path,
        route: (ctx.state.route as RouteDefinition | undefined)?.path,
        status,
        duration_ms: Math.round((performance.now() - started) * 100) / 100,
        client_address: ctx.ip,
        account_id: (ctx.state.principal as Principal | undefined)?.accountId,
        error_id: ctx.state.errorId,
      };
      if (status >= 500) logger.error(entry, 'request');
      else if (status >= 400) logger.warn(entry, 'request');
      else logger.info(entry, 'request');
    }
  };
}
