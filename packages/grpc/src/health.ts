// Client side of the standard gRPC health protocol, used by the gateway's /healthz and probes.
import { Client, credentials, type ServiceError } from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import type { MethodDefinition } from '@grpc/proto-loader';
import { protoPath } from 'grpc-health-check';
import { RECONNECT_OPTIONS } from './client.ts';

const healthDefinition = loadSync(protoPath, { keepCase: true, enums: String, defaults: true })[
  'grpc.health.v1.Health'
] as unknown as Record<'Check', MethodDefinition<{ service: string }, unknown, unknown, { status: string }>>;

export interface HealthChecker {
  /** True when the server answers SERVING for `service` ('' = the whole server) within the deadline. */
  check(service?: string, deadlineMs?: number): Promise<boolean>;
  /** The status the server answers for `service` (`SERVING`, `NOT_SERVING`...), or null when it does not answer or knows no such name. */
  status(service?: string, deadlineMs?: number): Promise<string | null>;
  close(): void;
}

export function createHealthChecker(address: string): HealthChecker {
  const client = new Client(address, credentials.createInsecure(), RECONNECT_OPTIONS);
  const check = healthDefinition.Check;
  const status = (service = '', deadlineMs = 1000) =>
    new Promise<string | null>((resolve) => {
      client.makeUnaryRequest(
        check.path,
        check.requestSerialize,
        check.responseDeserialize,
        { service },
        { deadline: new Date(Date.now() + deadlineMs) },
        (err: ServiceError | null, response?: { status: string }) => resolve(err ? null : (response?.status ?? null)),
      );
    });
  return {
    status,
    async check(service = '', deadlineMs = 1000) {
      return (await status(service, deadlineMs)) === 'SERVING';
    },
    close: () => client.close(),
  };
}
