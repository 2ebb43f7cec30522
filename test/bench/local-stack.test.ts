// A benchmark that starts the local stack while another stack holds its gRPC ports fails at
// once, naming the ports, instead of waiting two minutes for a gateway that never comes.
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
  it('names every gRPC port that another program holds, and only those', async () => {
    const [taken, alsoTaken, free] = [await freePort(), await freePort(), await freePort()];
    await listen(taken);
    await listen(alsoTaken);
    const services: ServiceDefinition[] = [
      { name: 'billing', migrations: true, grpcAddr: `127.0.0.1:${taken}` },
      { name: 'studio', migrations: true, grpcAddr: `127.0.0.1:${free}` },
      { name: 'webhooks', migrations: true, grpcAddr: `127.0.0.1:${alsoTaken}` },
      { name: 'media-worker', migrations: false },
    ];
    expect(await busyServicePorts(services)).toEqual([
      `127.0.0.1:${taken} (billing)`,
      `127.0.0.1:${alsoTaken} (webhooks)`,
    ]);
    const started = Date.now();
    await expect(refuseBusyServicePorts(services)).rejects.toThrow(
      `its gRPC ports are in use: 127.0.0.1:${taken} (billing), 127.0.0.1:${alsoTaken} (webhooks). Another local stack (\`npm start\`, or another benchmark) is probably running`,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(
      refuseBusyServicePorts(services.filter((service) => service.name === 'studio')),
    ).resolves.toBeUndefined();
  });
});
