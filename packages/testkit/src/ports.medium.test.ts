// startOnFreePort: a start that lost its port to someone else is run again on another port.
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startOnFreePort } from './ports.ts';

const listening: Server[] = [];
afterEach(async () => {
  await Promise.all(listening.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Listens on the port, as a service under test would; rejects with the listen error. */
function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      listening.push(server);
      resolve(server);
    });
  });
}

describe('startOnFreePort', () => {
  it('hands out a port nothing listens on', async () => {
    const port = await freePort();
    await expect(listen(port)).resolves.toBeDefined();
  });

  it("draws from its vitest worker slot's own range, below the kernel's ephemeral ports", async () => {
    const slot = Number(process.env.VITEST_POOL_ID);
    expect(slot).toBeGreaterThanOrEqual(1);
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20_000 + (slot - 1) * 2000);
    expect(port).toBeLessThan(20_000 + slot * 2000);
  });

  it('never hands out the same port twice, though each is released at once', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 300; i += 1) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('starts again on another port when the first was taken before the start bound it', async () => {
    const tried: number[] = [];
    const server = await startOnFreePort(async (port) => {
      tried.push(port);
      // Someone else takes the first port between freePort and the start.
      if (tried.length === 1) await listen(port);
      return listen(port);
    });
    expect(tried).toHaveLength(2);
    expect(tried[1]).not.toBe(tried[0]);
    expect((server.address() as { port: number }).port).toBe(tried[1]);
  });

  it('throws any other failure at once, and a taken port after three tries', async () => {
    let starts = 0;
    await expect(
      startOnFreePort(async () => {
        starts += 1;
        throw new Error('bad configuration');
      }),
    ).rejects.toThrow('bad configuration');
    expect(starts).toBe(1);

    starts = 0;
    await expect(
      startOnFreePort(async () => {
        starts += 1;
        throw new Error('listen EADDRINUSE: address already in use');
      }),
    ).rejects.toThrow('EADDRINUSE');
    expect(starts).toBe(3);
  });
});
