// The backends' readiness as /healthz reports it, kept off the request path: every `refreshMs` a
// round of gRPC health checks runs in the background (one at a time per backend) and a probe only
// reads the last state, so a probe costs nothing and a flood of probes asks no backend anything.
//
// A replica turns unavailable on evidence, never on one slow answer: at once when its channel is
// down (the call fails without reaching it: refused, reset, unreachable) or it answers anything
// but SERVING; after `timeoutsInARow` checks in a row that time out, with a deadline well above a
// loaded backend's answer time. Under a flood a loaded backend (or this gateway's own late event
// loop) can miss a deadline now and then; a replica that is really gone is refused at once, so the
// next round (within `refreshMs`) reports it, and a returning one serves again on the first answer.
// A backend with several replicas (an address list) is serving while any replica is; one that
// answers NOT_SERVING is asked which of its dependencies (`database`, `bus`) is missing.
import { overallStatus, type ReplicaAnswer } from '@platform/grpc';

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
    /** As `replicaStatuses`, telling a timeout from a channel that is down (the production checker's). */
    replicaAnswers?(service?: string, deadlineMs?: number): Promise<Record<string, ReplicaAnswer>>;
  };
}

/** The dependencies a backend may report as missing (the names of packages/grpc's DependencyCheck). */
export const BACKEND_DEPENDENCIES = ['database', 'bus'] as const;

export interface BackendState {
  name: string;
  /** null when serving; else what it lacks ([] when it does not answer). */
  missing: string[] | null;
  /** Each replica's state when the backend is a list of replicas (address -> serving). */
  each: Record<string, boolean>;
}

export interface BackendMonitorSettings {
  /** How often a round of checks starts (a backend whose last round still runs is skipped). */
  refreshMs: number;
  /** Each check's deadline. */
  deadlineMs: number;
  /** Checks in a row that time out before a replica that still has a channel counts as unavailable. */
  timeoutsInARow: number;
  /**
   * How late this process's event loop is now (ms). A check that timed out while the loop was late
   * by half its deadline or more does not count: the deadline's timer runs before the answer that
   * arrived in the same late turn, so the timeout is this process's lateness, not the backend's.
   */
  loopLateMs?: () => number;
}

export interface BackendMonitor {
  /** The last state of every backend; before the first round has ended, that round's. */
  states(): BackendState[] | Promise<BackendState[]>;
  stop(): void;
}

interface ReplicaState {
  /** The last status that counts (a timeout keeps the one before it until enough come in a row). */
  status: string | null;
  timeouts: number;
}

/** The answers of a backend's replicas, from whichever question its checker can be asked. */
async function answersOf(backend: BackendHealth, deadlineMs: number): Promise<Record<string, ReplicaAnswer>> {
  const { checker, service } = backend;
  if (checker.replicaAnswers) return checker.replicaAnswers(service, deadlineMs);
  const statuses = checker.replicaStatuses
    ? await checker.replicaStatuses(service, deadlineMs)
    : { '': await checker.status(service, deadlineMs) };
  return Object.fromEntries(
    Object.entries(statuses).map(([address, status]) => [address, { status, timedOut: false }]),
  );
}

/** One backend's checks: its replicas' states carried from round to round. */
function backendCheck(backend: BackendHealth, settings: BackendMonitorSettings) {
  const replicas = new Map<string, ReplicaState>();
  return async (): Promise<BackendState> => {
    const answers = await answersOf(backend, settings.deadlineMs);
    for (const [address, answer] of Object.entries(answers)) {
      const state = replicas.get(address) ?? { status: null, timeouts: 0 };
      if (!answer.timedOut) replicas.set(address, { status: answer.status, timeouts: 0 });
      else if ((settings.loopLateMs?.() ?? 0) >= settings.deadlineMs / 2) replicas.set(address, state);
      else {
        const timeouts = state.timeouts + 1;
        replicas.set(address, {
          status: timeouts >= settings.timeoutsInARow ? null : state.status,
          timeouts,
        });
      }
    }
    const statuses = Object.keys(answers).map((address) => replicas.get(address)!.status);
    const status = overallStatus(statuses);
    const each = Object.fromEntries(
      Object.keys(answers).map((address) => [address, replicas.get(address)!.status === 'SERVING']),
    );
    return { name: backend.name, missing: await missingOf(backend, status, settings.deadlineMs), each };
  };
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

export function startBackendMonitor(
  backends: readonly BackendHealth[],
  settings: BackendMonitorSettings,
): BackendMonitor {
  const checks = backends.map((backend) => backendCheck(backend, settings));
  const last: (BackendState | undefined)[] = backends.map(() => undefined);
  const running: (Promise<BackendState> | undefined)[] = backends.map(() => undefined);
  const unanswered = (backend: BackendHealth): BackendState => ({
    name: backend.name,
    missing: [],
    each: {},
  });
  const round = () =>
    Promise.all(
      checks.map((check, index) => {
        const backend = backends[index]!;
        running[index] ??= check()
          .catch(() => unanswered(backend))
          .then((state) => (last[index] = state))
          .finally(() => (running[index] = undefined));
        return running[index];
      }),
    );
  const first = round();
  const timer = setInterval(() => void round(), settings.refreshMs);
  timer.unref();
  return {
    states() {
      if (last.every(Boolean)) return last as BackendState[];
      return first;
    },
    stop: () => clearInterval(timer),
  };
}
