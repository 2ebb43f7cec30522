// STACK_REPLICAS: every service as that many processes. Each replica has its own ports (gRPC,
// metrics, the gateway's HTTP port) and is supervised on its own; migrations still run once per
// service. Clients reach a gRPC service through the list of all its replicas' addresses
// (`<NAME>_GRPC_ADDR=127.0.0.1:50051,127.0.0.1:50061`), over which they spread their calls.
import { splitHostPort } from './ports.ts';
import type { ServiceDefinition } from './services.ts';
import type { StackSettings } from './settings.ts';

/** How far a replica's default ports are from the first's: 50051 -> 50061, metrics 9471 -> 9571. */
export const REPLICA_PORT_STEP = { grpc: 10, metrics: 100 } as const;

export interface ServiceReplica {
  /** The service's definition with this replica's own addresses. */
  service: ServiceDefinition;
  /** 0 for the first. */
  index: number;
  /** Its name in the log and in `pidOf`: `billing`, then `billing#2`, ... */
  name: string;
  /** The gateway's HTTP port for a gateway replica (GATEWAY_PORT, the next port, ...). */
  gatewayPort?: number;
  /** Its probe port, /livez and /healthz only (GATEWAY_PROBE_PORT, the next port, ...). */
  probePort?: number;
}

/** The first gateway's ports; a further gateway replica takes the next of each. */
export interface GatewayPorts {
  port: number;
  /** None when unset: the gateways answer their probes on their HTTP port only. */
  probePort?: number | undefined;
}

const shiftPort = (address: string, by: number): string => {
  const { host, port } = splitHostPort(address);
  return `${host.includes(':') ? `[${host}]` : host}:${port + by}`;
};

export const replicaName = (service: string, index: number): string =>
  index === 0 ? service : `${service}#${index + 1}`;

/** Every process of every service, replicas of a service next to each other. */
export function expandReplicas(
  services: ServiceDefinition[],
  count: number,
  gateway: GatewayPorts,
): ServiceReplica[] {
  return services.flatMap((service) =>
    Array.from({ length: count }, (_, index) => {
      const own = index === 0 ? {} : (service.extraReplicas?.[index - 1] ?? {});
      const grpcAddr =
        service.grpcAddr && index > 0
          ? (own.grpcAddr ?? shiftPort(service.grpcAddr, REPLICA_PORT_STEP.grpc * index))
          : service.grpcAddr;
      const metricsPort =
        service.metricsPort !== undefined && index > 0
          ? (own.metricsPort ?? service.metricsPort + REPLICA_PORT_STEP.metrics * index)
          : service.metricsPort;
      return {
        service: { ...service, grpcAddr, metricsPort },
        index,
        name: replicaName(service.name, index),
        ...(service.name === 'gateway'
          ? {
              gatewayPort: gateway.port + index,
              ...(gateway.probePort === undefined ? {} : { probePort: gateway.probePort + index }),
            }
          : {}),
      };
    }),
  );
}

/** The stack's processes as its settings ask (STACK_REPLICAS, GATEWAY_PORT, GATEWAY_PROBE_PORT). */
export const stackReplicas = (services: ServiceDefinition[], settings: StackSettings): ServiceReplica[] =>
  expandReplicas(
    services.map((service) =>
      service.metricsAlways && settings.workerHealthPort !== undefined
        ? { ...service, metricsPort: settings.workerHealthPort }
        : service,
    ),
    settings.replicas ?? 1,
    {
      port: settings.gatewayPort,
      probePort: settings.gatewayProbePort,
    },
  );

/** `<NAME>_GRPC_ADDR` values: every replica's address, comma-separated. */
export function replicaAddresses(replicas: ServiceReplica[]): ServiceDefinition[] {
  const byService = new Map<string, ServiceDefinition>();
  for (const { service } of replicas) {
    if (!service.grpcAddr) continue;
    const known = byService.get(service.name);
    byService.set(
      service.name,
      known ? { ...known, grpcAddr: `${known.grpcAddr},${service.grpcAddr}` } : service,
    );
  }
  return [...byService.values()];
}
