// Turns anything thrown below into the spec's error shapes. Every error gets a fresh error_id;
// unexpected ones are logged with their stack (the logger adds the trace id), and the client
// sees only the generic body.
import { randomUUID } from 'node:crypto';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { Middleware } from 'koa';
import type { Logger } from '@platform/logging';
import { toErrorResponse } from '../http/problem.ts';

export function errorHandlerMiddleware(logger: Logger, newErrorId: () => string = randomUUID): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const errorId = newErrorId();
      const response = toErrorResponse(err, errorId);
      ctx.state.errorId = errorId;
      ctx.status = response.status;
      ctx.set(response.headers);
      ctx.body = response.body;
      if (response.unexpected) {
        const span = trace.getActiveSpan();
        span?.recordException(err as Error);
        span?.setStatus({ code: SpanStatusCode.ERROR });
        logger.error(
          { err, error_id: errorId, request_id: ctx.state.requestId, status: response.status },
          'request failed',
        );
      }
    }
  };
}
