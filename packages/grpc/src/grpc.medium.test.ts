import { loadSync, type MethodDefinition } from '@grpc/proto-loader';
import { context, trace } from '@opentelemetry/api';
import { startInMemoryTelemetry } from '@platform/telemetry';
import { AppError } from '@platform/errors';
import { createLogger } from '@platform/logging';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createClient,
  createGrpcServer,
  createHealthChecker,
  registration,
  type GrpcServer,
} from './index.ts';

interface EchoRequest {
  text: string;
  delay_ms: number;
  fail_with: string;
}
interface EchoResponse {
  text: string;
  trace_id: string;
}
type EchoDefinition = { Echo: MethodDefinition<EchoRequest, EchoResponse, EchoRequest, EchoResponse> };

const definition = loadSync(fileURLToPath(new URL('./testdata/echo.proto', import.meta.url)), {
  keepCase: true,
  defaults: true,
})['testing.v1.EchoService'] as unknown as EchoDefinition;

const { exporter } = startInMemoryTelemetry();

describe('gRPC server and client', () => {
  let server: GrpcServer;
  let address: string;
  let unavailableAnswers = 0;
  const signals: AbortSignal[] = [];
  beforeAll(async () => {
    server = createGrpcServer(
      [
        registration('testing.v1.EchoService', definition, {
          async Echo(request, call) {
            signals.push(call.signal);
            if (request.delay_ms) {
              await new Promise((resolve) => setTimeout(resolve, request.delay_ms));
              if (call.signal.aborted) throw new AppError('unavailable', 'gone');
            }
            if (request.fail_with === 'not_found') throw new AppError('not_found', 'No such thing.');
            if (request.fail_with === 'crash') throw new Error('secret internals');
            if (request.fail_with === 'unavailable') {
              unavailableAnswers += 1;
              throw new AppError('unavailable', 'A backing service is unavailable.');
            }
            return { text: request.text, trace_id: trace.getActiveSpan()?.spanContext().traceId ?? '' };
          },
        }),
      ],
      createLogger('test', 'silent'),
    );
    address = `127.0.0.1:${await server.listen('127.0.0.1:0')}`;
  });
  afterAll(async () => {
    await server?.stop(100);
  });

  it('round-trips a call and continues the caller trace on the server', async () => {
    const client = createClient('testing.v1.EchoService', definition, address);
    const tracer = trace.getTracer('test');
    const parent = tracer.startSpan('request');
    const response = await context.with(trace.setSpan(context.active(), parent), () =>
      client.Echo({ text: 'hi', delay_ms: 0, fail_with: '' }),
    );
    parent.end();
    expect(response.text).toBe('hi');
    expect(response.trace_id).toBe(parent.spanContext().traceId);
    const names = exporter
      .getFinishedSpans()
      .filter((s) => s.spanContext().traceId === parent.spanContext().traceId);
    expect(names.map((s) => s.name).sort()).toEqual([
      'request',
      'testing.v1.EchoService/Echo',
      'testing.v1.EchoService/Echo',
    ]);
    client.close();
  });

  it('maps application errors by kind and hides internals', async () => {
    const client = createClient('testing.v1.EchoService', definition, address);
    await expect(client.Echo({ text: '', delay_ms: 0, fail_with: 'not_found' })).rejects.toMatchObject({
      kind: 'not_found',
      message: 'No such thing.',
    });
    const crash = await client.Echo({ text: '', delay_ms: 0, fail_with: 'crash' }).catch((e: unknown) => e);
    expect(crash).toBeInstanceOf(AppError);
    expect((crash as AppError).kind).toBe('internal');
    expect((crash as AppError).message).not.toMatch(/secret/);
    client.close();
  });

  it("enforces the deadline and aborts the handler's signal when the caller gives up", async () => {
    const client = createClient('testing.v1.EchoService', definition, address, { deadlineMs: 100 });
    await expect(client.Echo({ text: '', delay_ms: 1000, fail_with: '' })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    await vi.waitFor(() => expect(signals.at(-1)?.aborted).toBe(true));
    client.close();
  });

  it('leaves the signal of an answered call alone', async () => {
    const client = createClient('testing.v1.EchoService', definition, address);
    await client.Echo({ text: 'ok', delay_ms: 0, fail_with: '' });
    await expect(client.Echo({ text: '', delay_ms: 0, fail_with: 'not_found' })).rejects.toMatchObject({
      kind: 'not_found',
    });
    // grpc-js reports every finished call as 'cancelled' on the next tick; give it a few.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(signals.slice(-2).map((signal) => signal.aborted)).toEqual([false, false]);
    client.close();
  });

  it('retries an unreachable server within the deadline, then fails as unavailable', async () => {
    const client = createClient('testing.v1.EchoService', definition, '127.0.0.1:1', {
      deadlineMs: 500,
      retries: 2,
    });
    await expect(client.Echo({ text: '', delay_ms: 0, fail_with: '' })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    client.close();
  });

  it('does not retry a call a handler answered with unavailable: the handler ran', async () => {
    const client = createClient('testing.v1.EchoService', definition, address, {
      deadlineMs: 2_000,
      retries: 2,
    });
    await expect(client.Echo({ text: '', delay_ms: 0, fail_with: 'unavailable' })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(unavailableAnswers).toBe(1);
    client.close();
  });

  it('serves the standard health service', async () => {
    const health = createHealthChecker(address);
    expect(await health.check()).toBe(true);
    expect(await health.check('testing.v1.EchoService')).toBe(true);
    expect(await health.check('unknown.Service')).toBe(false);
    health.close();
    const down = createHealthChecker('127.0.0.1:1');
    expect(await down.check('', 200)).toBe(false);
    down.close();
  });

  it('reports a missing dependency under its own name and the services NOT_SERVING, the server itself still SERVING', async () => {
    let databaseUp = true;
    const watched = createGrpcServer(
      [
        registration('testing.v1.EchoService', definition, {
          Echo: async (request) => ({ text: request.text, trace_id: '' }),
        }),
      ],
      createLogger('test', 'silent'),
      {
        dependencies: [
          { name: 'database', healthy: async () => databaseUp },
          { name: 'bus', healthy: () => true },
        ],
        dependencyIntervalMs: 20,
      },
    );
    const health = createHealthChecker(`127.0.0.1:${await watched.listen('127.0.0.1:0')}`);
    try {
      expect(await health.status('testing.v1.EchoService')).toBe('SERVING');
      expect(await health.status('database')).toBe('SERVING');
      databaseUp = false;
      await vi.waitFor(async () => expect(await health.status('testing.v1.EchoService')).toBe('NOT_SERVING'));
      expect(await health.status('database')).toBe('NOT_SERVING');
      expect(await health.status('bus')).toBe('SERVING');
      // Liveness asks the whole server: a process waiting for its database is not restarted.
      expect(await health.status('')).toBe('SERVING');
      databaseUp = true;
      await vi.waitFor(async () => expect(await health.status('testing.v1.EchoService')).toBe('SERVING'));
      expect(await health.status('database')).toBe('SERVING');
    } finally {
      health.close();
      await watched.stop(100);
    }
  });
});

describe('the server’s bound on handlers in flight', () => {
  it('refuses calls beyond it at once, unretried, while health checks still answer', async () => {
    let entered = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const bounded = createGrpcServer(
      [
        registration('testing.v1.EchoService', definition, {
          async Echo(request) {
            entered += 1;
            await gate;
            return { text: request.text, trace_id: '' };
          },
        }),
      ],
      createLogger('test', 'silent'),
      { maxInFlight: 2 },
    );
    const boundAddress = `127.0.0.1:${await bounded.listen('127.0.0.1:0')}`;
    const client = createClient('testing.v1.EchoService', definition, boundAddress);
    const health = createHealthChecker(boundAddress);
    try {
      const held = [
        client.Echo({ text: 'a', delay_ms: 0, fail_with: '' }),
        client.Echo({ text: 'b', delay_ms: 0, fail_with: '' }),
      ];
      await vi.waitFor(() => expect(entered).toBe(2));
      const refused = await client
        .Echo({ text: 'c', delay_ms: 0, fail_with: '' })
        .catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ kind: 'unavailable', retryAfterSeconds: 1 });
      // Not retried by the client, and no handler ran for it.
      expect(entered).toBe(2);
      expect(await health.check('testing.v1.EchoService')).toBe(true);
      open();
      expect((await Promise.all(held)).map((answer) => answer.text)).toEqual(['a', 'b']);
      expect((await client.Echo({ text: 'd', delay_ms: 0, fail_with: '' })).text).toBe('d');
    } finally {
      open();
      client.close();
      health.close();
      await bounded.stop(100);
    }
  });
});
