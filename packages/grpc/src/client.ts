// Promise clients generated from a service definition. Every call has a deadline, carries the
// trace context, retries only when the server was unreachable (UNAVAILABLE from the channel, so
// the request was not processed; not when a handler answered UNAVAILABLE), and surfaces failures
// as AppError.
import {
  Client,
  Metadata,
  credentials,
  status,
  type ServiceDefinition,
  type ServiceError,
} from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import { SpanKind, SpanStatusCode, context, trace, type Link } from '@opentelemetry/api';
import { fromGrpcError, isHandlerAnswer } from '@platform/errors';
import { elapsedSeconds } from '@platform/telemetry';
import { recordCall } from './grpc.metrics.ts';
import { channelTarget } from './target.ts';
import { injectTraceContext } from './tracing.ts';

export interface CallOptions {
  deadlineMs?: number;
  /** Spans this call serves besides the active one (a call batching several requests). */
  links?: Link[];
}

// Infer every parameter: MethodDefinition is invariant in them (serializers take, deserializers give).
type RequestOf<M> =
  M extends MethodDefinition<infer Request, infer _Res, infer _ReqOut, infer _ResOut> ? Request : never;
type ResponseOutOf<M> =
  M extends MethodDefinition<infer _Req, infer _Res, infer _ReqOut, infer ResponseOut> ? ResponseOut : never;

export type PromiseClient<Definition extends ServiceDefinition> = {
  [Method in keyof Definition]: (
    request: RequestOf<Definition[Method]>,
    options?: CallOptions,
  ) => Promise<ResponseOutOf<Definition[Method]>>;
} & { close(): void };

export interface ClientOptions {
  /** Default per-call deadline. */
  deadlineMs?: number;
  /** Extra attempts after UNAVAILABLE, within the same deadline. */
  retries?: number;
}

/**
 * How soon a channel tries again after its server went away. grpc-js backs off up to 120 s by
 * default, so a service restarted after a crash kept getting 503s from its callers for up to two
 * minutes after it was serving again; a restarted server is found within two seconds instead,
 * at the cost of one connection attempt a second or two while it is down.
 */
export const RECONNECT_OPTIONS = {
  'grpc.initial_reconnect_backoff_ms': 250,
  'grpc.max_reconnect_backoff_ms': 2_000,
} as const;

/**
 * How much of its answers a server may send before the client reads them (HTTP/2 flow control,
 * for the connection and for each call). Node's default is 64 KiB for the whole connection, so a
 * handful of concurrent answers of a few dozen KiB (a page of the project list is 21 KiB) had
 * to wait for the client's WINDOW_UPDATE frames, and the wait showed in the list's tail latency
 * under load (docs/benchmarks.md, sixth pass). Only answers already on their way are buffered:
 * memory grows with the calls in flight, never past this per connection and call.
 */
export const FLOW_CONTROL_WINDOW_BYTES = 4 * 1024 * 1024;

const tracer = trace.getTracer('@platform/grpc');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createClient<Definition extends ServiceDefinition>(
  serviceName: string,
  definition: Definition,
  address: string,
  options: ClientOptions = {},
): PromiseClient<Definition> {
  // A list of replicas (or a dns:/// name) spreads calls over all of them (target.ts).
  const { target, options: targetOptions } = channelTarget(address);
  const client = new Client(target, credentials.createInsecure(), {
    'grpc.keepalive_time_ms': 30_000,
    'grpc.enable_retries': 0,
    'grpc-node.flow_control_window': FLOW_CONTROL_WINDOW_BYTES,
    ...RECONNECT_OPTIONS,
    ...targetOptions,
  });
  const defaultDeadline = options.deadlineMs ?? 5_000;
  const retries = options.retries ?? 2;

  const invoke = (method: MethodDefinition<unknown, unknown>, request: unknown, deadline: Date) =>
    new Promise<unknown>((resolve, reject) => {
      client.makeUnaryRequest(
        method.path,
        method.requestSerialize,
        method.responseDeserialize,
        request,
        injectTraceContext(new Metadata()),
        { deadline },
        (err: ServiceError | null, response?: unknown) => (err ? reject(err) : resolve(response)),
      );
    });

  const result: Record<string, unknown> = { close: () => client.close() };
  for (const [methodName, method] of Object.entries(definition)) {
    const methodDefinition = method as MethodDefinition<unknown, unknown>;
    result[methodName] = async (request: unknown, callOptions: CallOptions = {}) => {
      const deadline = new Date(Date.now() + (callOptions.deadlineMs ?? defaultDeadline));
      const span = tracer.startSpan(`${serviceName}/${methodName}`, {
        kind: SpanKind.CLIENT,
        attributes: { 'rpc.system': 'grpc', 'rpc.service': serviceName, 'rpc.method': methodName },
        links: callOptions.links,
      });
      const ctx = trace.setSpan(context.active(), span);
      const started = performance.now();
      let code: number = status.UNKNOWN;
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            const response = await context.with(ctx, () => invoke(methodDefinition, request, deadline));
            code = status.OK;
            span.setAttribute('rpc.grpc.status_code', code);
            return response;
          } catch (err) {
            const failedCode = (err as ServiceError).code as number | undefined;
            const timeLeft = deadline.getTime() - Date.now();
            // UNAVAILABLE from the channel means the call never reached a handler; the same code
            // answered by a handler (one of its own dependencies was down) means it ran, and a
            // create must not run again behind the caller's back.
            if (
              failedCode === status.UNAVAILABLE &&
              !isHandlerAnswer(err) &&
              attempt < retries &&
              timeLeft > 50
            ) {
              await sleep(Math.min(50 * 2 ** attempt, timeLeft / 2));
              continue;
            }
            code = failedCode ?? status.UNKNOWN;
            span.setAttribute('rpc.grpc.status_code', code);
            throw fromGrpcError(err);
          }
        }
      } catch (err) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw err;
      } finally {
        span.end();
        recordCall('client', serviceName, methodName, code, elapsedSeconds(started));
      }
    };
  }
  return result as PromiseClient<Definition>;
}
