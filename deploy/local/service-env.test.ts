import { describe, expect, it } from 'vitest';
import { grpcAddrVariable, grpcListenEnv, serviceEnv, sharedEnv } from './service-env.ts';

describe('service environment', () => {
  it('names gRPC address variables after the service', () => {
    expect(grpcAddrVariable('billing')).toBe('BILLING_GRPC_ADDR');
    expect(grpcAddrVariable('real-estate')).toBe('REAL_ESTATE_GRPC_ADDR');
    expect(grpcAddrVariable('media-worker')).toBe('MEDIA_WORKER_GRPC_ADDR');
  });

  it('tells a service where to bind, and lets its own extras win', () => {
    const studio = {
      name: 'studio',
      migrations: true,
      grpcAddr: '127.0.0.1:50052',
      env: { STUDIO_GRPC_PORT: '6000', EXTRA: '1' },
    };
    expect(grpcListenEnv(studio)).toEqual({ STUDIO_GRPC_HOST: '127.0.0.1', STUDIO_GRPC_PORT: '50052' });
    expect(grpcListenEnv({ name: 'gateway', migrations: false })).toEqual({});
    expect(serviceEnv(studio, { DATABASE_URL: 'postgres://x', STUDIO_GRPC_ADDR: '127.0.0.1:50052' })).toEqual(
      {
        DATABASE_URL: 'postgres://x',
        STUDIO_GRPC_ADDR: '127.0.0.1:50052',
        MALLOC_ARENA_MAX: '2',
        MALLOC_MMAP_THRESHOLD_: '131072',
        STUDIO_GRPC_HOST: '127.0.0.1',
        STUDIO_GRPC_PORT: '6000',
        EXTRA: '1',
      },
    );
  });

  it("passes the runner's CORS origins to the gateway when set, and sets none otherwise", () => {
    const shared = (base: NodeJS.ProcessEnv) =>
      sharedEnv({
        base,
        endpoints: {
          databaseUrl: 'postgres://x',
          natsUrl: 'nats://x',
          s3: { endpoint: 'http://s3', region: 'r', accessKey: 'a', secretKey: 's' },
        },
        services: [],
        bucket: 'media',
        gatewayPort: 8080,
        jwtSecret: 'j'.repeat(32),
        storageKeySecret: 'k'.repeat(32),
      });
    const gateway = { name: 'gateway', migrations: false };
    expect(
      serviceEnv(gateway, shared({ CORS_ALLOWED_ORIGINS: 'http://localhost:5173' })).CORS_ALLOWED_ORIGINS,
    ).toBe('http://localhost:5173');
    expect(serviceEnv(gateway, shared({})).CORS_ALLOWED_ORIGINS).toBeUndefined();
  });

  it('rejects a malformed address', () => {
    expect(() => grpcListenEnv({ name: 'x', migrations: false, grpcAddr: 'localhost' })).toThrow(
      'Not a host:port address',
    );
  });
});
