// A gRPC server with the standard health service, a server span per call and the one mapping of
// AppError kinds to gRPC status codes. Handlers are plain async functions of the decoded request.
// The server bounds its handlers in flight: beyond `maxInFlight` a call is answered at once with
// `atCapacity` (UNAVAILABLE carrying the error kind and a Retry-After, so clients do not retry it
// and the gateway answers 503 with Retry-After). The health service is not bounded by it.
import {
  Server,
  ServerCredentials,
  status,
  type ServerUnaryCall,
  type sendUnaryData,
  type ServiceDefinition,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import { AppError, atCapacity, toGrpcError } from '@platform/errors';
import type { Logger } from '@platform/logging';
import { HealthImplementation } from 'grpc-health-check';
import { elapsedSeconds } from '@platform/telemetry';
import { recordCall } from './grpc.metrics.ts';
import { extractTraceContext } from './tracing.ts';

export interface CallContext {
  /** Aborted when the client cancels or its deadline passes. */
  signal: AbortSignal;
  deadline: Date | undefined;
}

// Infer every parameter: MethodDefinition is invariant in them (serializers take, deserializers give).
type RequestOf<M> =
  M extends MethodDefinition<infer _Req, infer _Res, infer RequestOut, infer _ResOut> ? RequestOut : never;
type ResponseOf<M> =
  M extends MethodDefinition<infer _Req, infer Response, infer _ReqOut, infer _ResOut> ? Response : never;

/**
 * Async unary handlers for every method of a service definition (checked exhaustively). Generated
 * definitions inherit a string index signature from grpc-js; only the named methods count.
 */
export type UnaryHandlers<Definition extends ServiceDefinition> = {
  [Method in keyof Definition as string extends Method ? never : Method]: (
    request: RequestOf<Definition[Method]>,
    call: CallContext,
  ) => Promise<ResponseOf<Definition[Method]>>;
};

export interface ServiceRegistration {
  /** Fully qualified name used by the health service, e.g. `billing.v1.BillingService`. */
  name: string;
  definition: ServiceDefinition;
  handlers: Record<string, (request: never, call: CallContext) => Promise<unknown>>;
}

export function registration<Definition extends ServiceDefinition>(
  name: string,
  definition: Definition,
  handlers: UnaryHandlers<Definition>,
): ServiceRegistration {
  return { name, definition, handlers: handlers as unknown as ServiceRegistration['handlers'] };
}

const tracer = trace.getTracer('@platform/grpc');

/** Handlers in flight on one server (all its services together). */
interface InFlight {
  count: number;
  max: number;
}

/** Seconds a call refused at capacity is told to wait. */
const AT_CAPACITY_RETRY_AFTER_S = 1;

function wrapUnary(
  serviceName: string,
  methodName: string,
  handler: (request: never, call: CallContext) => Promise<unknown>,
  logger: Logger,
  inFlight: InFlight,
) {
  return (call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>) => {
    if (inFlight.count >= inFlight.max) {
      // Refused before any work (no span, no handler): what a refusal costs is what keeps the
      // calls admitted fast.
      recordCall('server', serviceName, methodName, status.UNAVAILABLE, 0);
      callback(toGrpcError(atCapacity(AT_CAPACITY_RETRY_AFTER_S)) as Parameters<sendUnaryData<unknown>>[0]);
      return;
    }
    inFlight.count += 1;
    const parent = extractTraceContext(call.metadata);
    const abort = new AbortController();
    // grpc-js emits 'cancelled' after every call, answered or not; only a call still running
    // was given up by its caller (cancel, deadline, lost connection). Aborting after the
    // answer would run every abort listener and build an AbortError for nothing.
    let answered = false;
    call.on('cancelled', () => {
      if (!answered) abort.abort();
    });
    const deadline = call.getDeadline();
    const span = tracer.startSpan(
      `${serviceName}/${methodName}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'rpc.system': 'grpc', 'rpc.service': serviceName, 'rpc.method': methodName },
      },
      parent,
    );
    const started = performance.now();
    let code: number = status.UNKNOWN;
    context.with(trace.setSpan(parent, span), async () => {
      try {
        const response = await handler(call.request as never, {
          signal: abort.signal,
          deadline: deadline instanceof Date ? deadline : undefined,
        });
        code = status.OK;
        span.setAttribute('rpc.grpc.status_code', code);
        answered = true;
        callback(null, response);
      } catch (err) {
        const grpcError = toGrpcError(err);
        code = grpcError.code ?? status.UNKNOWN;
        span.setAttribute('rpc.grpc.status_code', code);
        if (!(err instanceof AppError) || err.kind === 'internal') {
          span.recordException(err as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          logger.error({ err, method: `${serviceName}/${methodName}` }, 'unexpected error in gRPC handler');
        }
        answered = true;
        callback(grpcError as Parameters<sendUnaryData<unknown>>[0]);
      } finally {
        inFlight.count -= 1;
        span.end();
        recordCall('server', serviceName, methodName, code, elapsedSeconds(started));
      }
    });
  };
}

/** Something the service cannot serve without (its database, the bus), as the health service reports it. */
export interface DependencyCheck {
  /** Also the health service name its status is reported under (`database`, `bus`). */
  name: string;
  /** True while it is usable; false or a rejection when not. */
  healthy(): boolean | Promise<boolean>;
}

export interface GrpcServerOptions {
  /**
   * Checked every `dependencyIntervalMs` once listening: while one fails, the services are
   * NOT_SERVING and the dependency's own name (`database`, `bus`) says which. The whole server
   * ('') stays SERVING, as it is what liveness probes ask: a process waiting for its database
   * to come back is alive, and restarting it would not bring the database back.
   */
  dependencies?: DependencyCheck[];
  dependencyIntervalMs?: number;
  /** Handlers in flight beyond which a call is refused at once (default DEFAULT_GRPC_MAX_IN_FLIGHT). */
  maxInFlight?: number;
}

/** How long a client connection lives before the server asks the client to reconnect. */
export const MAX_CONNECTION_AGE_MS = 5 * 60_000;

export interface GrpcServer {
  server: Server;
  health: HealthImplementation;
  /** Binds and starts; resolves with the bound port (useful with port 0 in tests). */
  listen(address: string): Promise<number>;
  /** Marks every service NOT_SERVING, then drains in-flight calls (forcing after a grace period). */
  stop(graceMs?: number): Promise<void>;
}

/** See GRPC_MAX_IN_FLIGHT in @platform/config and docs/decisions.md ("Admission control"). */
export const DEFAULT_GRPC_MAX_IN_FLIGHT = 256;

const dependencyHealthy = async (dependency: DependencyCheck): Promise<boolean> => {
  try {
    return await dependency.healthy();
  } catch {
    return false;
  }
};

export function createGrpcServer(
  services: ServiceRegistration[],
  logger: Logger,
  options: GrpcServerOptions = {},
): GrpcServer {
  const dependencies = options.dependencies ?? [];
  let watching: NodeJS.Timeout | undefined;
  let stopped = false;
  const down = new Set<string>();
  const report = async () => {
    const results = await Promise.all(
      dependencies.map(async (dependency) => [dependency.name, await dependencyHealthy(dependency)] as const),
    );
    if (stopped) return;
    for (const [name, healthy] of results) {
      health.setStatus(name, healthy ? 'SERVING' : 'NOT_SERVING');
      if (healthy === down.has(name))
        logger.warn(
          { dependency: name },
          healthy ? 'dependency is back; serving again' : 'dependency unavailable; not serving',
        );
      if (healthy) down.delete(name);
      else down.add(name);
    }
    for (const service of services)
      health.setStatus(service.name, down.size === 0 ? 'SERVING' : 'NOT_SERVING');
  };
  const inFlight: InFlight = { count: 0, max: options.maxInFlight ?? DEFAULT_GRPC_MAX_IN_FLIGHT };
  const server = new Server({
    'grpc.max_receive_message_length': 8 * 1024 * 1024,
    // Clients spread calls over the addresses they resolved (a headless Service's pods), and
    // grpc-js resolves again only when a connection ends: closing each connection after a while
    // (calls in flight finish on it) lets clients find pods added since, a scale-up included.
    'grpc.max_connection_age_ms': MAX_CONNECTION_AGE_MS,
  });
  const health = new HealthImplementation({ '': 'NOT_SERVING' });
  health.addToServer(server);
  for (const service of services) {
    const implementation: UntypedServiceImplementation = {};
    for (const methodName of Object.keys(service.definition)) {
      const handler = service.handlers[methodName];
      if (!handler) throw new Error(`${service.name}: no handler for method ${methodName}`);
      implementation[methodName] = wrapUnary(service.name, methodName, handler, logger, inFlight);
    }
    server.addService(service.definition, implementation);
    health.setStatus(service.name, 'NOT_SERVING');
  }

  return {
    server,
    health,
    async listen(address) {
      const port = await new Promise<number>((resolve, reject) => {
        server.bindAsync(address, ServerCredentials.createInsecure(), (err, boundPort) =>
          err ? reject(err) : resolve(boundPort),
        );
      });
      health.setStatus('', 'SERVING');
      for (const service of services) health.setStatus(service.name, 'SERVING');
      for (const dependency of dependencies) health.setStatus(dependency.name, 'SERVING');
      if (dependencies.length > 0) {
        let checking = false;
        watching = setInterval(() => {
          if (checking) return;
          checking = true;
          void report().finally(() => (checking = false));
        }, options.dependencyIntervalMs ?? 1_000);
        watching.unref();
      }
      return port;
    },
    async stop(graceMs = 5000) {
      stopped = true;
      clearInterval(watching);
      health.setStatus('', 'NOT_SERVING');
      for (const service of services) health.setStatus(service.name, 'NOT_SERVING');
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, graceMs);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      });
    },
  };
}
