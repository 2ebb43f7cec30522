// Probes. /livez says the process serves HTTP at all; /healthz says requests can be served now:
// every configured backend answers SERVING on the standard gRPC health service, and the gateway
// is not draining for shutdown. A backend with several replicas (an address list) is serving when
// any replica is, since calls go to the replicas that serve; the body then also names each
// replica's state, so one that is down shows without failing the probe.
import { defineRoute, type RouteDefinition } from '../http/route.ts';

export interface BackendHealth {
  /** Name shown in the /healthz body. */
  name: string;
  /** The gRPC service name checked ('' for the whole server). */
  service: string;
  checker: {
    check(service?: string, deadlineMs?: number): Promise<boolean>;
    /** Each replica's state (address -> serving), when the backend is a list of replicas. */
    checkReplicas?(service?: string, deadlineMs?: number): Promise<Record<string, boolean>>;
  };
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
        const deadlineMs = deps.checkDeadlineMs ?? 1000;
        const checked = await Promise.all(
          deps.backends.map(async ({ name, service, checker }) => {
            const each = checker.checkReplicas ? await checker.checkReplicas(service, deadlineMs) : { '': await checker.check(service, deadlineMs) };
            return { name, each, serving: Object.values(each).some(Boolean) };
          }),
        );
        const results = checked.map(({ name, serving }) => [name, serving] as const);
        const services = Object.fromEntries(results.map(([name, serving]) => [name, serving ? 'ok' : 'unavailable']));
        const state = (serving: boolean) => (serving ? 'ok' : 'unavailable');
        // Only backends with more than one replica are listed one by one.
        const several = checked.filter(({ each }) => Object.keys(each).length > 1);
        const replicas = several.length
          ? { replicas: Object.fromEntries(several.map(({ name, each }) => [name, Object.fromEntries(Object.entries(each).map(([address, serving]) => [address, state(serving)]))])) }
          : {};
        const failed = results.filter(([, serving]) => !serving).map(([name]) => name);
        const draining = deps.isDraining();
        ctx.status = failed.length === 0 && !draining ? 200 : 503;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = draining
          ? { status: 'draining', services, ...replicas }
          : failed.length === 0
            ? { status: 'ok', services, ...replicas }
            : { status: 'unavailable', services, failed, ...replicas };
      },
    }),
  ];
}
