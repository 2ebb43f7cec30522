// Probes. /livez says the process serves HTTP at all (the event loop's own answer); /healthz says
// requests can be served now: every configured backend is serving and the gateway is not draining
// for shutdown. /healthz reads the backends' state from the background monitor
// (clients/backend-health.monitor.ts) and asks nobody itself, so a probe costs nothing and
// answers in the loop's own time under any load. A backend that answers NOT_SERVING is asked
// which of its dependencies is missing (each reports its own health name, `database` or `bus`),
// and /healthz names them under `missing`, so an operator sees "studio: database" rather than
// only "studio". A backend with several replicas (an address list) is serving when any replica
// is, since calls go to the replicas that serve; the body then also names each replica's state,
// so one that is down shows without failing the probe. Probes have a lane of their own in
// admission control.
import type { BackendMonitor, BackendState } from '../clients/backend-health.monitor.ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';

export type { BackendHealth } from '../clients/backend-health.monitor.ts';

export interface HealthRouteDeps {
  backends: BackendMonitor;
  isDraining: () => boolean;
}

export interface Readiness {
  status: 200 | 503;
  body: Record<string, unknown>;
}

/** /healthz's answer for the backends' states: 200 when every one serves and the gateway is not draining. */
export function readinessOf(checked: readonly BackendState[], draining: boolean): Readiness {
  const services = Object.fromEntries(
    checked.map(({ name, missing }) => [name, missing ? 'unavailable' : 'ok']),
  );
  const failed = checked.filter(({ missing }) => missing).map(({ name }) => name);
  const missing = Object.fromEntries(
    checked
      .filter(({ missing: names }) => names && names.length > 0)
      .map(({ name, missing: names }) => [name, names]),
  );
  const state = (serving: boolean) => (serving ? 'ok' : 'unavailable');
  // Only backends with more than one replica are listed one by one.
  const several = checked.filter(({ each }) => Object.keys(each).length > 1);
  const replicas = several.length
    ? {
        replicas: Object.fromEntries(
          several.map(({ name, each }) => [
            name,
            Object.fromEntries(Object.entries(each).map(([address, serving]) => [address, state(serving)])),
          ]),
        ),
      }
    : {};
  if (draining) return { status: 503, body: { status: 'draining', services, ...replicas } };
  if (failed.length === 0) return { status: 200, body: { status: 'ok', services, ...replicas } };
  return {
    status: 503,
    body: {
      status: 'unavailable',
      services,
      failed,
      ...(Object.keys(missing).length > 0 ? { missing } : {}),
      ...replicas,
    },
  };
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
        const { status, body } = readinessOf(await deps.backends.states(), deps.isDraining());
        ctx.status = status;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      },
    }),
  ];
}
