// `http.server.request.duration` after the OpenTelemetry HTTP conventions, by method, route
// template (never the raw path: ids would make a series per resource) and status code.
import { elapsedSeconds, lazyInstruments } from '@platform/telemetry';
import type { Middleware } from 'koa';
import type { RouteDefinition } from '../http/route.ts';

const instruments = lazyInstruments((meter) => ({
  duration: meter.createHistogram('http.server.request.duration', {
    unit: 's',
    description: 'Duration of HTTP requests served',
  }),
}));

export function httpMetricsMiddleware(): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = (ctx.state.route as RouteDefinition | undefined)?.path;
      instruments().duration.record(elapsedSeconds(started), {
        'http.request.method': ctx.method,
        // Unmatched paths share one series; a scanner cannot grow the registry.
        'http.route': route ?? 'unmatched',
        'http.response.status_code': ctx.status,
      });
    }
  };
}
