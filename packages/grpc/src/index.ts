export {
  DEFAULT_GRPC_MAX_IN_FLIGHT,
  createGrpcServer,
  registration,
  type CallContext,
  type DependencyCheck,
  type GrpcServer,
  type GrpcServerOptions,
  type ServiceRegistration,
  type UnaryHandlers,
} from './server.ts';
export {
  FLOW_CONTROL_WINDOW_BYTES,
  createClient,
  type CallOptions,
  type ClientOptions,
  type PromiseClient,
} from './client.ts';
export { createHealthChecker, overallStatus, type HealthChecker, type ReplicaAnswer } from './health.ts';
export { extractTraceContext, injectTraceContext } from './tracing.ts';
export { ROUND_ROBIN_SERVICE_CONFIG, channelTarget, type ChannelTarget } from './target.ts';
export { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, pageOf } from './paging.ts';
