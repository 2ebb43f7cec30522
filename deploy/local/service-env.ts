// The environment every service process gets from the runner, and the naming convention for
// gRPC addresses: clients read `<NAME>_GRPC_ADDR`, the service itself binds to
// `<NAME>_GRPC_HOST`/`<NAME>_GRPC_PORT`.
import { splitHostPort } from './ports.ts';
import { SERVICE_PROCESS_ENV, type ServiceDefinition } from './services.ts';

export interface Endpoints {
  databaseUrl: string;
  natsUrl: string;
  s3: { endpoint: string; region: string; accessKey: string; secretKey: string };
}

const envPrefix = (service: string): string => service.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/** `real-estate` -> `REAL_ESTATE_GRPC_ADDR`: how every process finds a service. */
export const grpcAddrVariable = (service: string): string => `${envPrefix(service)}_GRPC_ADDR`;

/** What a service itself binds to: `<NAME>_GRPC_HOST` and `<NAME>_GRPC_PORT` from its address. */
export function grpcListenEnv(service: ServiceDefinition): Record<string, string> {
  if (!service.grpcAddr) return {};
  const { host, port } = splitHostPort(service.grpcAddr);
  return {
    [`${envPrefix(service.name)}_GRPC_HOST`]: host,
    [`${envPrefix(service.name)}_GRPC_PORT`]: String(port),
  };
}

/** Variables shared by every service, migration and the CLI. */
export function sharedEnv(options: {
  base: NodeJS.ProcessEnv;
  endpoints: Endpoints;
  services: ServiceDefinition[];
  bucket: string;
  gatewayPort: number;
  jwtSecret: string;
  /** Names the account folders in storage: every process must have the same one, kept across runs. */
  storageKeySecret: string;
}): NodeJS.ProcessEnv {
  const { endpoints } = options;
  const addresses = Object.fromEntries(
    options.services.filter((s) => s.grpcAddr).map((s) => [grpcAddrVariable(s.name), s.grpcAddr ?? '']),
  );
  return {
    NODE_ENV: 'development',
    ...options.base,
    JWT_SECRET: options.base.JWT_SECRET ?? options.jwtSecret,
    STORAGE_KEY_SECRET: options.base.STORAGE_KEY_SECRET ?? options.storageKeySecret,
    DATABASE_URL: endpoints.databaseUrl,
    NATS_URL: endpoints.natsUrl,
    S3_ENDPOINT: endpoints.s3.endpoint,
    S3_REGION: endpoints.s3.region,
    S3_ACCESS_KEY: endpoints.s3.accessKey,
    S3_SECRET_KEY: endpoints.s3.secretKey,
    S3_BUCKET: options.bucket,
    GATEWAY_PORT: String(options.gatewayPort),
    // Links the gateway writes (paging, share pages) take their base from here, never from a
    // request's Host header.
    PUBLIC_BASE_URL: options.base.PUBLIC_BASE_URL ?? `http://127.0.0.1:${options.gatewayPort}`,
    // Locally a developer's webhook receiver listens on this machine: loopback is exempt from
    // the private-address block of webhook endpoints and job `webhook_url`s here only (never in
    // the chart).
    WEBHOOK_ALLOW_CIDRS: options.base.WEBHOOK_ALLOW_CIDRS ?? '127.0.0.0/8,::1/128',
    ...addresses,
  };
}

/** The environment of one service: shared variables, its listen address, then its own extras. */
export const serviceEnv = (service: ServiceDefinition, shared: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...shared,
  ...SERVICE_PROCESS_ENV,
  ...grpcListenEnv(service),
  ...service.env,
});
