// A benchmark that starts the local stack while another stack holds its fixed ports (gRPC, the
// worker's health port) fails at once, naming the ports, instead of waiting two minutes for a
// gateway that never comes, or losing its stack when the worker cannot start.
import { createServer, type Server } from 'node:net';
import { freePort } from '@platform/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceDefinition } from '../../deploy/local/services.ts';
import { busyServicePorts, refuseBusyServicePorts } from './local-stack.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(port: number): Promise<void> {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

describe('the local stack of the benchmarks', () => {
  it('names every fixed port that another program holds, and only those', async () => {
    const [taken, alsoTaken, free, health] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    await listen(taken);
    await listen(alsoTaken);
    await listen(health);
    const services: ServiceDefinition[] = [
      { name: 'billing', migrations: true, grpcAddr: `127.0.0.1:${taken}` },
      { name: 'studio', migrations: true, grpcAddr: `127.0.0.1:${free}` },
      { name: 'webhooks', migrations: true, grpcAddr: `127.0.0.1:${alsoTaken}` },
      { name: 'media-worker', migrations: false, metricsPort: health, metricsAlways: true },
      // A metrics port opened only when Prometheus runs is not fixed.
      { name: 'gateway', migrations: false, metricsPort: taken },
    ];
    expect(await busyServicePorts(services)).toEqual([
      `127.0.0.1:${taken} (billing)`,
      `127.0.0.1:${alsoTaken} (webhooks)`,
      `127.0.0.1:${health} (media-worker's health port)`,
    ]);
    const started = Date.now();
    await expect(refuseBusyServicePorts(services)).rejects.toThrow(
      `its fixed ports are in use: 127.0.0.1:${taken} (billing), 127.0.0.1:${alsoTaken} (webhooks), 127.0.0.1:${health} (media-worker's health port). Another local stack (\`npm start\`, or another benchmark) is probably running`,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(
      refuseBusyServicePorts(services.filter((service) => service.name === 'studio')),
    ).resolves.toBeUndefined();
  });
});
