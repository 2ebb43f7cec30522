// Client side of the standard gRPC health protocol, used by the gateway's /healthz and probes.
import { Client, credentials, status as grpcStatus, type ServiceError } from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import type { MethodDefinition } from '@grpc/proto-loader';
import { protoPath } from 'grpc-health-check';
import { RECONNECT_OPTIONS } from './client.ts';
import { channelTarget } from './target.ts';

const healthDefinition = loadSync(protoPath, { keepCase: true, enums: String, defaults: true })[
  'grpc.health.v1.Health'
] as unknown as Record<'Check', MethodDefinition<{ service: string }, unknown, unknown, { status: string }>>;

/**
 * One replica's answer: its status (`SERVING`, `NOT_SERVING`...), or null when it gave none; then
 * `timedOut` tells a replica that did not answer within the deadline (slow, perhaps only loaded)
 * from one that could not be asked at all (its channel is down: refused, reset, unreachable).
 */
export interface ReplicaAnswer {
  status: string | null;
  timedOut: boolean;
}

export interface HealthChecker {
  /** True when a replica answers SERVING for `service` ('' = the whole server) within the deadline. */
  check(service?: string, deadlineMs?: number): Promise<boolean>;
  /** The status the server answers for `service` (`SERVING`, `NOT_SERVING`...), or null when it does not answer or knows no such name. */
  status(service?: string, deadlineMs?: number): Promise<string | null>;
  /**
   * Each replica of an address list on its own (address -> serving); one entry for a single
   * address, or for a `dns:///` name (whose pods are not known one by one here).
   */
  checkReplicas(service?: string, deadlineMs?: number): Promise<Record<string, boolean>>;
  /** Each replica's own answer (address -> status, null when it does not answer): one question per replica. */
  replicaStatuses(service?: string, deadlineMs?: number): Promise<Record<string, string | null>>;
  /** Each replica's own answer, telling a timeout from a channel that is down: one question per replica. */
  replicaAnswers(service?: string, deadlineMs?: number): Promise<Record<string, ReplicaAnswer>>;
  close(): void;
}

/**
 * The status of a backend from its replicas' answers. Calls are spread over the replicas that
 * serve, so one serving replica is enough to serve; otherwise the first answer of a replica that
 * answered (NOT_SERVING says which dependency is missing), or null when none answered.
 */
export function overallStatus(answers: readonly (string | null)[]): string | null {
  return answers.includes('SERVING') ? 'SERVING' : (answers.find((answer) => answer !== null) ?? null);
}

/**
 * A list of replicas gets one channel per replica, so that each is asked itself: through one
 * round_robin channel a check would reach whichever replica is next, and a replica that is down
 * would be skipped without being reported.
 */
export function createHealthChecker(address: string): HealthChecker {
  const { replicas } = channelTarget(address);
  const clients = replicas.map((replica) => {
    const { target, options } = channelTarget(replica);
    return [
      replica,
      new Client(target, credentials.createInsecure(), { ...RECONNECT_OPTIONS, ...options }),
    ] as const;
  });
  const check = healthDefinition.Check;
  /** One replica's answer for `service` (null status when it does not answer or knows no such name). */
  const ask = (client: Client, service: string, deadlineMs: number) =>
    new Promise<ReplicaAnswer>((resolve) => {
      client.makeUnaryRequest(
        check.path,
        check.requestSerialize,
        check.responseDeserialize,
        { service },
        { deadline: new Date(Date.now() + deadlineMs) },
        (err: ServiceError | null, response?: { status: string }) =>
          resolve({
            status: err ? null : (response?.status ?? null),
            timedOut: err?.code === grpcStatus.DEADLINE_EXCEEDED,
          }),
      );
    });
  const replicaAnswers = async (service = '', deadlineMs = 1000) =>
    Object.fromEntries(
      await Promise.all(
        clients.map(async ([replica, client]) => [replica, await ask(client, service, deadlineMs)] as const),
      ),
    );
  const replicaStatuses = async (service = '', deadlineMs = 1000) =>
    Object.fromEntries(
      Object.entries(await replicaAnswers(service, deadlineMs)).map(([replica, answer]) => [
        replica,
        answer.status,
      ]),
    );
  const checkReplicas = async (service = '', deadlineMs = 1000) =>
    Object.fromEntries(
      Object.entries(await replicaStatuses(service, deadlineMs)).map(([replica, answer]) => [
        replica,
        answer === 'SERVING',
      ]),
    );
  return {
    async status(service = '', deadlineMs = 1000) {
      return overallStatus(Object.values(await replicaStatuses(service, deadlineMs)));
    },
    async check(service = '', deadlineMs = 1000) {
      return Object.values(await checkReplicas(service, deadlineMs)).some(Boolean);
    },
    checkReplicas,
    replicaStatuses,
    replicaAnswers,
    close: () => {
      for (const [, client] of clients) client.close();
    },
  };
}
