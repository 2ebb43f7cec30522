// The services the local stack runs, in start order. Adding a service is one line here: it is
// then migrated (when it has migrations), started with the shared environment, and every other
// service learns its gRPC address from `<NAME>_GRPC_ADDR`.

export interface ServiceDefinition {
  /** Folder under services/; runs `node services/<name>/src/main.ts`. */
  name: string;
  /** Runs `node services/<name>/src/migrate.ts` before any service starts. */
  migrations: boolean;
  /** host:port the service serves gRPC on; exported to all services as `<NAME>_GRPC_ADDR`. */
  grpcAddr?: string;
  /**
   * Port of its `/metrics` with STACK_PROMETHEUS=1 (given as METRICS_PORT, and scraped by the
   * stack's Prometheus as job `<name>`); without it the services open no metrics port.
   */
  metricsPort?: number;
  /**
   * The service listens on `metricsPort` even without Prometheus (the media worker's health
   * checks are there), so the runner always gives it, and each replica its own.
   */
  metricsAlways?: boolean;
  /**
   * Addresses of replicas 2, 3, ... with STACK_REPLICAS (replicas.ts); by default the first's
   * ports plus REPLICA_PORT_STEP per replica.
   */
  extraReplicas?: { grpcAddr?: string; metricsPort?: number }[];
  /** Variables only this service needs (they override the shared ones). */
  env?: Record<string, string>;
}

/**
 * V8 flags every service process runs with, here, in the benchmarks, in the image's CMD and in the
 * chart's arguments (services.test.ts and the chart's rendered-manifest test keep them in step).
 * 16 MiB semi-spaces: with 2 MiB, the objects of the requests in flight were still alive at every
 * scavenge, were promoted, and GC took a quarter of the gateway's CPU on the project list (an
 * eighth with 16 MiB; docs/benchmarks.md). Start-up grows the young generation to that maximum
 * and V8 keeps it, so `--expose-gc` lets runService hand it back once the service is up: every
 * service then idles below what it did with 2 MiB (docs/decisions.md).
 */
export const SERVICE_NODE_FLAGS = ['--max-semi-space-size=16', '--expose-gc'];

/**
 * Process environment every service runs with, here, in the benchmarks and in the image (keep
 * deploy/docker/Dockerfile's ENV in step). glibc gives each thread that allocates its own malloc
 * arena, and Node's helper threads then keep several mostly empty arenas resident (6-9 MiB a
 * service here): two are plenty for one JavaScript thread. A fixed mmap threshold makes blocks
 * over 128 KiB (image buffers, large responses) go back to the system when freed; glibc would
 * otherwise raise the threshold after the first large free and keep such memory in its heap.
 */
export const SERVICE_PROCESS_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
};

export const SERVICES: ServiceDefinition[] = [
  { name: 'billing', migrations: true, grpcAddr: '127.0.0.1:50051', metricsPort: 9471 },
  { name: 'studio', migrations: true, grpcAddr: '127.0.0.1:50052', metricsPort: 9472 },
  { name: 'sharing', migrations: true, grpcAddr: '127.0.0.1:50053', metricsPort: 9473 },
  { name: 'real-estate', migrations: true, grpcAddr: '127.0.0.1:50054', metricsPort: 9474 },
  { name: 'enhancement', migrations: true, grpcAddr: '127.0.0.1:50055', metricsPort: 9475 },
  { name: 'webhooks', migrations: true, grpcAddr: '127.0.0.1:50056', metricsPort: 9476 },
  // The worker serves /metrics beside its health checks on METRICS_PORT (9464 by default).
  { name: 'media-worker', migrations: false, metricsPort: 9464, metricsAlways: true },
  { name: 'gateway', migrations: false, metricsPort: 9470 },
];
