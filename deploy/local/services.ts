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
  /** Variables only this service needs (they override the shared ones). */
  env?: Record<string, string>;
}

/**
 * V8 flags every service process runs with, here, in the benchmarks and in the image (keep
 * deploy/docker/Dockerfile's CMD in step). Node sizes the young generation from the machine's
 * memory (64 MiB reserved on these 24 GiB machines); request garbage dies young at any size, so
 * 4 MiB semi-spaces cost no measurable CPU and keep each service's idle RSS about 25 MiB lower.
 */
export const SERVICE_NODE_FLAGS = ['--max-semi-space-size=4'];

/**
 * Process environment every service runs with, here, in the benchmarks and in the image (keep
 * deploy/docker/Dockerfile's ENV in step). glibc gives each thread that allocates its own malloc
 * arena; Node's helper threads then keep several mostly empty arenas resident (about 6-9 MiB a
 * service here). Two arenas are plenty for one JavaScript thread.
 */
export const SERVICE_PROCESS_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };

export const SERVICES: ServiceDefinition[] = [
  { name: 'billing', migrations: true, grpcAddr: '127.0.0.1:50051' },
  { name: 'studio', migrations: true, grpcAddr: '127.0.0.1:50052' },
  { name: 'sharing', migrations: true, grpcAddr: '127.0.0.1:50053' },
  { name: 'media-worker', migrations: false },
  { name: 'gateway', migrations: false },
];
