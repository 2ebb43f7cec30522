// One SERVER span per HTTP request, active while the request is handled so that gRPC client
// spans (and the services' own spans behind them) join the same trace. Inbound trace context is
// honoured only behind a trusted proxy; otherwise every request starts its own trace.
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import type { Middleware } from 'koa';
import type { RouteDefinition } from '../http/route.ts';

const tracer = trace.getTracer('@platform/gateway');

export function serverSpanMiddleware(options: { trustInboundContext: boolean }): Middleware {
  return async (ctx, next) => {
    const parent = options.trustInboundContext
      ? propagation.extract(ROOT_CONTEXT, ctx.headers)
      : ROOT_CONTEXT;
    const span = tracer.startSpan(
      ctx.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': ctx.method,
          'url.path': ctx.path,
          'url.scheme': ctx.protocol,
          'client.address': ctx.ip,
          'user_agent.original': ctx.get('User-Agent'),
          'http.request.id': String(ctx.state.requestId ?? ''),
        },
      },
      parent,
    );
    ctx.state.traceId = span.spanContext().traceId;
    try {
      await context.with(trace.setSpan(parent, span), next);
    } catch (err) {
      span.recordException(err as Error);
      throw err;
    } finally {
      const route = (ctx.state.route as RouteDefinition | undefined)?.path;
      if (route) {
        span.setAttribute('http.route', route);
        span.updateName(`${ctx.method} ${route}`);
      }
      span.setAttribute('http.response.status_code', ctx.status);
      if (ctx.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
  };
}
