// Which ports the stack's processes take, worked out from the settings and the replicas before
// anything starts: the gateways', the gRPC services', the metrics ports that are opened (all
// scraped ones, and the worker's health port once it has replicas), Prometheus' and Redis'. Two
// processes given one port, or a port another program holds, stop the start with a clear message.
import { startsRedis } from './infrastructure.ts';
import { portAnswers, splitHostPort } from './ports.ts';
import type { ServiceReplica } from './replicas.ts';
import type { StackSettings } from './settings.ts';

/** The gateways' HTTP ports: GATEWAY_PORT, then the next port for each further replica. */
export function gatewayPorts(replicas: ServiceReplica[]): number[] {
  return replicas.flatMap((replica) => (replica.gatewayPort !== undefined ? [replica.gatewayPort] : []));
}

/** Replicas with a metrics port, when Prometheus runs: the others open none. */
export function scrapedReplicas(settings: StackSettings, replicas: ServiceReplica[]): ServiceReplica[] {
  return settings.prometheus ? replicas.filter((r) => r.service.metricsPort !== undefined) : [];
}

/**
 * Replicas given a METRICS_PORT: the scraped ones, and those that always listen on it (the
 * worker's health checks) when the runner starts more than one of them, so they do not collide,
 * or was given their port (STACK_WORKER_HEALTH_PORT).
 */
export function metricsListeners(settings: StackSettings, replicas: ServiceReplica[]): ServiceReplica[] {
  const several = (settings.replicas ?? 1) > 1 || settings.workerHealthPort !== undefined;
  const scraped = scrapedReplicas(settings, replicas);
  return replicas.filter(
    (r) =>
      r.service.metricsPort !== undefined && (scraped.includes(r) || (several && r.service.metricsAlways)),
  );
}

/** The METRICS_PORT a replica is started with, if it opens one. */
export function metricsEnv(
  settings: StackSettings,
  replicas: ServiceReplica[],
  replica: ServiceReplica,
): NodeJS.ProcessEnv {
  return metricsListeners(settings, replicas).includes(replica)
    ? { METRICS_PORT: String(replica.service.metricsPort) }
    : {};
}

export async function refuseBusyPorts(settings: StackSettings, replicas: ServiceReplica[]): Promise<void> {
  const gateways = gatewayPorts(replicas);
  const wanted = [
    ...(gateways.length ? gateways : [settings.gatewayPort]).map((port, index) => ({
      what: index === 0 ? 'the gateway' : `gateway replica ${index + 1}`,
      host: '127.0.0.1',
      port,
    })),
    ...replicas
      .filter((r) => r.probePort !== undefined)
      .map((r) => ({ what: `${r.name}'s probes`, host: '127.0.0.1', port: r.probePort as number })),
    ...replicas
      .filter((r) => r.service.grpcAddr)
      .map((r) => ({ what: r.name, ...splitHostPort(r.service.grpcAddr ?? '') })),
    ...metricsListeners(settings, replicas).map((r) => ({
      what: `${r.name}'s metrics`,
      host: '127.0.0.1',
      port: r.service.metricsPort as number,
    })),
    ...(settings.prometheus
      ? [{ what: 'prometheus', host: '127.0.0.1', port: settings.prometheus.port }]
      : []),
    ...(startsRedis(settings)
      ? [{ what: 'redis', host: '127.0.0.1', port: settings.redisPort ?? 16379 }]
      : []),
  ];
  // Two processes given one port (a replica's derived port landing on another's) would make one crash-loop.
  for (const [index, { what, port }] of wanted.entries()) {
    const other = wanted.findIndex((earlier) => earlier.port === port);
    if (other < index) throw new Error(`Port ${port} is wanted by both ${wanted[other]?.what} and ${what}.`);
  }
  for (const { what, host, port } of wanted) {
    if (await portAnswers(host, port))
      throw new Error(`${host}:${port} (for ${what}) is already in use by another program.`);
  }
}
