// Probes. /livez says the process serves HTTP at all; /healthz says requests can be served now:
// every configured backend answers SERVING on the standard gRPC health service, and the gateway
// is not draining for shutdown. Probes have a lane of their own in admission control; /healthz
// answers from backend checks at most `cacheMs` old, and probes that arrive while a check runs
// share it, so a burst of probes (or a slow backend) costs one round of checks, bounded by its
// deadline, never one per probe.
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
  /** How long a round of backend checks answers probes (0: every probe after the last round checks again). */
  cacheMs?: number;
  clock?: () => number;
}

type CheckResults = (readonly [string, boolean])[];

/** The backends' state: the last round of checks while it is fresh, else the round running now (one at a time). */
function backendChecks(deps: HealthRouteDeps): () => CheckResults | Promise<CheckResults> {
  const clock = deps.clock ?? Date.now;
  const cacheMs = deps.cacheMs ?? 0;
  let last: { at: number; results: CheckResults } | undefined;
  let running: Promise<CheckResults> | undefined;
  return () => {
    if (last && clock() - last.at < cacheMs) return last.results;
    if (running) return running;
    const at = clock();
    running = Promise.all(
      deps.backends.map(async (backend) => [backend.name, await backend.checker.check(backend.service, deps.checkDeadlineMs ?? 1000)] as const),
    )
      .then((results) => {
        last = { at, results };
        return results;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}

export function healthRoutes(deps: HealthRouteDeps): RouteDefinition[] {
  const checks = backendChecks(deps);
  return [
    defineRoute({
      method: 'GET',
      path: '/livez',
      operationId: 'livez',
      summary: 'Liveness probe',
      auth: 'none',
      hidden: true,
      probe: true,
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
      probe: true,
      responses: { 200: { description: 'Every backend is serving.' } },
      async handler(_input, ctx) {
        const results = await checks();
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
