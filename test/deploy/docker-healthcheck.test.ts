// The image's HEALTHCHECK script against real servers: a grpc-js server with the standard health
// service (the same libraries the services use, resolved from @platform/grpc) and a plain HTTP
// server standing in for the gateway's /livez.
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVING,
  checkGrpc,
  checkHttp,
  decodeHealthResponse,
  encodeHealthRequest,
  runHealthcheck,
  targetFor,
} from '../../deploy/docker/healthcheck.ts';

type ServingStatus = 'SERVING' | 'NOT_SERVING';
interface GrpcServer {
  bindAsync(
    address: string,
    credentials: unknown,
    callback: (error: Error | null, port: number) => void,
  ): void;
  tryShutdown(callback: () => void): void;
}
interface GrpcModule {
  Server: new () => GrpcServer;
  ServerCredentials: { createInsecure(): unknown };
}
interface HealthModule {
  HealthImplementation: new (statuses: Record<string, ServingStatus>) => {
    addToServer(server: GrpcServer): void;
    setStatus(service: string, status: ServingStatus): void;
  };
}

// @platform/grpc owns these dependencies; resolving through it keeps this test on the versions
// the services run.
const grpcPackage = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/grpc/package.json',
);
const requireFromGrpc = createRequire(grpcPackage);
const grpc = requireFromGrpc('@grpc/grpc-js') as GrpcModule;
const { HealthImplementation } = requireFromGrpc('grpc-health-check') as HealthModule;

describe('gRPC health messages', () => {
  it('frames an empty request as a bare 5-byte header', () => {
    expect([...encodeHealthRequest()]).toEqual([0, 0, 0, 0, 0]);
  });

  it('encodes the service name as field 1', () => {
    expect([...encodeHealthRequest('ab')]).toEqual([0, 0, 0, 0, 4, 0x0a, 2, 0x61, 0x62]);
  });

  it('decodes the status and skips unknown fields', () => {
    // field 2 (string "x"), then field 1 = 2 (NOT_SERVING)
    expect(decodeHealthResponse(Buffer.from([0, 0, 0, 0, 5, 0x12, 1, 0x78, 0x08, 2]))).toBe(2);
    expect(decodeHealthResponse(Buffer.from([0, 0, 0, 0, 0]))).toBe(0);
  });

  it('rejects truncated and compressed frames', () => {
    expect(() => decodeHealthResponse(Buffer.from([0, 0, 0]))).toThrow(/shorter/);
    expect(() => decodeHealthResponse(Buffer.from([0, 0, 0, 0, 4, 0x08]))).toThrow(/truncated/);
    expect(() => decodeHealthResponse(Buffer.from([1, 0, 0, 0, 0]))).toThrow(/compressed/);
  });
});

describe('targetFor', () => {
  it('probes the gateway and the worker over HTTP on their configured ports', () => {
    expect(targetFor('gateway', { GATEWAY_PORT: '9090' })).toEqual({
      kind: 'http',
      url: 'http://127.0.0.1:9090/livez',
    });
    expect(targetFor('gateway', { GATEWAY_PORT: '9090', GATEWAY_PROBE_PORT: '9091' })).toEqual({
      kind: 'http',
      url: 'http://127.0.0.1:9091/livez',
    });
    expect(targetFor('media-worker', {})).toEqual({ kind: 'http', url: 'http://127.0.0.1:9464/livez' });
  });

  it('probes a gRPC service on the port of its own address variable', () => {
    expect(targetFor('real-estate', { REAL_ESTATE_GRPC_PORT: '6000' })).toEqual({
      kind: 'grpc',
      port: 6000,
      service: '',
    });
    expect(targetFor('billing', {})).toEqual({ kind: 'grpc', port: 50051, service: '' });
  });

  it('refuses an unknown service and an address without a port', () => {
    expect(() => targetFor('payments', {})).toThrow(/unknown SERVICE/);
    expect(() => targetFor('billing', { BILLING_GRPC_PORT: 'billing' })).toThrow(/invalid gRPC port/);
  });
});

describe('against a grpc-js server', () => {
  let server: GrpcServer;
  let health: InstanceType<HealthModule['HealthImplementation']>;
  let port = 0;

  beforeAll(async () => {
    server = new grpc.Server();
    health = new HealthImplementation({ '': 'NOT_SERVING', 'billing.v1.BillingService': 'SERVING' });
    health.addToServer(server);
    port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, bound) =>
        error ? reject(error) : resolve(bound),
      ),
    );
  });

  afterAll(() => new Promise<void>((resolve) => server.tryShutdown(resolve)));

  it('fails while the server reports NOT_SERVING, passes once it is SERVING', async () => {
    await expect(checkGrpc(port, '', 2000)).rejects.toThrow(/serving status 2/);
    health.setStatus('', 'SERVING');
    await expect(checkGrpc(port, '', 2000)).resolves.toBeUndefined();
    expect(SERVING).toBe(1);
  });

  it('checks a named service, and reports an unknown one with its gRPC status', async () => {
    await expect(checkGrpc(port, 'billing.v1.BillingService', 2000)).resolves.toBeUndefined();
    await expect(checkGrpc(port, 'no.such.Service', 2000)).rejects.toThrow(/gRPC status 5/);
  });

  it('runs from the environment the image sets', async () => {
    health.setStatus('', 'SERVING');
    await expect(
      runHealthcheck({ SERVICE: 'billing', BILLING_GRPC_PORT: String(port) }),
    ).resolves.toBeUndefined();
  });

  it('fails when nothing listens', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    await expect(checkGrpc(closed, '', 2000)).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('against an HTTP server', () => {
  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      response.statusCode = request.url === '/livez' ? 200 : request.url === '/slow' ? 200 : 503;
      if (request.url === '/slow') setTimeout(() => response.end('late'), 1000);
      else response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes on 2xx and fails on anything else or on a timeout', async () => {
    await expect(checkHttp(`${base}/livez`, 2000)).resolves.toBeUndefined();
    await expect(checkHttp(`${base}/healthz`, 2000)).rejects.toThrow(/answered 503/);
    await expect(checkHttp(`${base}/slow`, 200)).rejects.toThrow(/within 200 ms/);
  });

  it('uses GATEWAY_PORT for the gateway', async () => {
    const port = new URL(base).port;
    await expect(runHealthcheck({ SERVICE: 'gateway', GATEWAY_PORT: port })).resolves.toBeUndefined();
  });
});
