// Probes. /livez says the process serves HTTP at all; /healthz says requests can be served now:
// every configured backend answers SERVING on the standard gRPC health service, and the gateway
// is not draining for shutdown.
import { defineRoute, type RouteDefinition } from '../http/route.ts';

export interface BackendHealth {
  /** Name shown in the /healthz body. */
  name: string;
  /** The gRPC service name checked ('' for the whole server). */
  service: string;
  checker: { check(service?: string, deadlineMs?: number): Promise<boolean> };
}

export interface HealthRouteDeps {
  backends: BackendHealth[];
  isDraining: () => boolean;
  checkDeadlineMs?: number;
}

export function healthRoutes(deps: HealthRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/livez',
      operationId: 'livez',
      summary: 'Liveness probe',
      auth: 'none',
      hidden: true,
      responses: { 200: { description: 'The process is alive.' } },
      handler(_input, ctx) {
        ctx.body = { status: 'ok' };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/healthz',
      operationId: 'healthz',
      summary: 'Readiness probe',
      auth: 'none',
      hidden: true,
      responses: { 200: { description: 'Every backend is serving.' } },
      async handler(_input, ctx) {
        const results = await Promise.all(
          deps.backends.map(async (backend) => [backend.name, await backend.checker.check(backend.service, deps.checkDeadlineMs ?? 1000)] as const),
        );
        const services = Object.fromEntries(results.map(([name, serving]) => [name, serving ? 'ok' : 'unavailable']));
        const failed = results.filter(([, serving]) => !serving).map(([name]) => name);
        const draining = deps.isDraining();
        ctx.status = failed.length === 0 && !draining ? 200 : 503;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = draining
          ? { status: 'draining', services }
          : failed.length === 0
            ? { status: 'ok', services }
            : { status: 'unavailable', services, failed };
      },
    }),
  ];
}
