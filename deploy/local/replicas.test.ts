import { describe, expect, it } from 'vitest';
import { expandReplicas, replicaAddresses, stackReplicas } from './replicas.ts';
import { SERVICES } from './services.ts';
import { loadSettings } from './settings.ts';
import { metricsEnv } from './stack-ports.ts';

const GATEWAY = { port: 8080, probePort: 8090 };

describe('service replicas', () => {
  it('is the service list itself with one replica', () => {
    const replicas = expandReplicas(SERVICES, 1, GATEWAY);
    expect(replicas.map((r) => r.service)).toEqual(SERVICES);
    expect(replicas.map((r) => r.name)).toEqual(SERVICES.map((s) => s.name));
    expect(replicaAddresses(replicas).map((s) => s.grpcAddr)).toEqual(
      SERVICES.filter((s) => s.grpcAddr).map((s) => s.grpcAddr),
    );
  });

  it('gives every further replica its own ports and lists every gRPC replica', () => {
    const replicas = expandReplicas(SERVICES, 2, GATEWAY);
    const byName = new Map(replicas.map((r) => [r.name, r]));
    expect(byName.get('billing#2')?.service).toMatchObject({
      grpcAddr: '127.0.0.1:50061',
      metricsPort: 9571,
    });
    expect(byName.get('media-worker#2')?.service.metricsPort).toBe(9564);
    expect([byName.get('gateway')?.gatewayPort, byName.get('gateway#2')?.gatewayPort]).toEqual([8080, 8081]);
    expect([byName.get('gateway')?.probePort, byName.get('gateway#2')?.probePort]).toEqual([8090, 8091]);
    expect(replicaAddresses(replicas).find((s) => s.name === 'billing')?.grpcAddr).toBe(
      '127.0.0.1:50051,127.0.0.1:50061',
    );
    // No two processes share a port.
    const ports = replicas.flatMap((r) =>
      [r.service.grpcAddr, r.service.metricsPort, r.gatewayPort, r.probePort]
        .filter((p) => p !== undefined)
        .map(String),
    );
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('gives the worker the health port it is given (STACK_WORKER_HEALTH_PORT), as its METRICS_PORT', () => {
    const settings = loadSettings('/tmp', { STACK_WORKER_HEALTH_PORT: '39464' });
    const replicas = stackReplicas(SERVICES, settings);
    const worker = replicas.find((r) => r.name === 'media-worker')!;
    expect(worker.service.metricsPort).toBe(39464);
    expect(metricsEnv(settings, replicas, worker)).toEqual({ METRICS_PORT: '39464' });
    // The others open no metrics port without Prometheus.
    expect(
      metricsEnv(
        settings,
        replicas,
        replicas.find((r) => r.name === 'billing')!,
      ),
    ).toEqual({});
    const plain = loadSettings('/tmp', {});
    const alone = stackReplicas(SERVICES, plain);
    expect(
      metricsEnv(
        plain,
        alone,
        alone.find((r) => r.name === 'media-worker')!,
      ),
    ).toEqual({});
  });

  it('takes explicit addresses for further replicas', () => {
    const [first, second] = expandReplicas(
      [
        {
          name: 'studio',
          migrations: true,
          grpcAddr: '127.0.0.1:40000',
          metricsPort: 41000,
          extraReplicas: [{ grpcAddr: '127.0.0.1:40123', metricsPort: 41234 }],
        },
      ],
      2,
      GATEWAY,
    );
    expect(first?.service.grpcAddr).toBe('127.0.0.1:40000');
    expect(second?.service).toMatchObject({ grpcAddr: '127.0.0.1:40123', metricsPort: 41234 });
  });
});
