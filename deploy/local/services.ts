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
 * 8 MiB semi-spaces cost no measurable CPU and keep each service's idle RSS about 20 MiB lower.
 */
export const SERVICE_NODE_FLAGS = ['--max-semi-space-size=8'];

export const SERVICES: ServiceDefinition[] = [
  { name: 'billing', migrations: true, grpcAddr: '127.0.0.1:50051' },
  { name: 'studio', migrations: true, grpcAddr: '127.0.0.1:50052' },
  { name: 'sharing', migrations: true, grpcAddr: '127.0.0.1:50053' },
  { name: 'media-worker', migrations: false },
  { name: 'gateway', migrations: false },
];
