// Probes. /livez says the process serves HTTP at all; /healthz says requests can be served now:
// every configured backend answers SERVING on the standard gRPC health service, and the gateway
// is not draining for shutdown. A backend that answers NOT_SERVING is asked which of its
// dependencies is missing (each reports its own health name, `database` or `bus`), and /healthz
// names them under `missing`, so an operator sees "studio: database" rather than only "studio".
// A backend with several replicas (an address list) is serving when any replica is, since calls go
// to the replicas that serve; the body then also names each replica's state, so one that is down
// shows without failing the probe. Probes have a lane of their own in admission control; /healthz
// answers from backend checks at most `cacheMs` old, and probes that arrive while a check runs
// share it, so a burst of probes (or a slow backend) costs one round of checks, bounded by its
// deadline, never one per probe.
import { overallStatus } from '@platform/grpc';
import { defineRoute, type RouteDefinition } from '../http/route.ts';

export interface BackendHealth {
  /** Name shown in the /healthz body. */
  name: string;
  /** The gRPC service name checked ('' for the whole server). */
  service: string;
  checker: {
    status(service?: string, deadlineMs?: number): Promise<string | null>;
    /**
     * Each replica's own answer (address -> status, null when it does not answer), when the
     * backend can be asked replica by replica: the service's status and the replica list then
     * come from this one round of questions.
     */
    replicaStatuses?(service?: string, deadlineMs?: number): Promise<Record<string, string | null>>;
  };
}

/** The dependencies a backend may report as missing (the names of packages/grpc's DependencyCheck). */
export const BACKEND_DEPENDENCIES = ['database', 'bus'] as const;

/** The backend's state from one question to each replica (and, only when it is not serving, its dependencies). */
async function stateOf(backend: BackendHealth, deadlineMs: number): Promise<BackendState> {
  const answers = backend.checker.replicaStatuses
    ? await backend.checker.replicaStatuses(backend.service, deadlineMs)
    : undefined;
  const status = answers
    ? overallStatus(Object.values(answers))
    : await backend.checker.status(backend.service, deadlineMs);
  const each = Object.fromEntries(
    Object.entries(answers ?? {}).map(([address, answer]) => [address, answer === 'SERVING']),
  );
  return { name: backend.name, missing: await missingOf(backend, status, deadlineMs), each };
}

/** null when serving; otherwise what is missing ([] when the backend does not answer at all). */
async function missingOf(
  backend: BackendHealth,
  status: string | null,
  deadlineMs: number,
): Promise<string[] | null> {
  if (status === 'SERVING') return null;
  if (status === null) return [];
  const statuses = await Promise.all(
    BACKEND_DEPENDENCIES.map((name) => backend.checker.status(name, deadlineMs)),
  );
  return BACKEND_DEPENDENCIES.filter((_name, index) => statuses[index] === 'NOT_SERVING');
}

export interface HealthRouteDeps {
  backends: BackendHealth[];
  isDraining: () => boolean;
  checkDeadlineMs?: number;
  /** How long a round of backend checks answers probes (0: every probe after the last round checks again). */
  cacheMs?: number;
  clock?: () => number;
}

interface BackendState {
  name: string;
  /** null when serving; else what it lacks ([] when it does not answer). */
  missing: string[] | null;
  /** Each replica's state when the backend is a list of replicas. */
  each: Record<string, boolean>;
}

/** The backends' state: the last round of checks while it is fresh, else the round running now (one at a time). */
function backendChecks(deps: HealthRouteDeps): () => BackendState[] | Promise<BackendState[]> {
  const clock = deps.clock ?? Date.now;
  const cacheMs = deps.cacheMs ?? 0;
  // Half the deadline each for the service and its dependencies: the probe answers within it.
  const deadlineMs = (deps.checkDeadlineMs ?? 1000) / 2;
  let last: { at: number; results: BackendState[] } | undefined;
  let running: Promise<BackendState[]> | undefined;
  return () => {
    if (last && clock() - last.at < cacheMs) return last.results;
    if (running) return running;
    const at = clock();
    running = Promise.all(deps.backends.map((backend) => stateOf(backend, deadlineMs)))
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
        const checked = await checks();
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
                  Object.fromEntries(
                    Object.entries(each).map(([address, serving]) => [address, state(serving)]),
                  ),
                ]),
              ),
            }
          : {};
        const draining = deps.isDraining();
        ctx.status = failed.length === 0 && !draining ? 200 : 503;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = draining
          ? { status: 'draining', services, ...replicas }
          : failed.length === 0
            ? { status: 'ok', services, ...replicas }
            : {
                status: 'unavailable',
                services,
                failed,
                ...(Object.keys(missing).length > 0 ? { missing } : {}),
                ...replicas,
              };
      },
    }),
  ];
}
