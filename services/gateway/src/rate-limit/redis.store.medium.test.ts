import { connect, createServer, type Socket } from 'node:net';
import { createLogger } from '@platform/logging';
import { uniqueSuffix } from '@platform/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { FallbackRateLimitStore } from './fallback.store.ts';
import { MemoryRateLimitStore } from './memory.store.ts';
import { RedisRateLimitStore } from './redis.store.ts';
import { RateLimiter, type RateLimitPolicy } from './rate-limiter.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const reachable = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = connect({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(1000);
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => {
    socket.destroy();
    resolve(false);
  });
});
// Only when nobody asked for Redis and none runs locally; with REDIS_URL set the test must run.
const skip = !process.env.REDIS_URL && !reachable;
if (skip)
  console.warn(
    `skipping the Redis rate-limit store test: REDIS_URL is unset and ${redisUrl} refuses connections`,
  );

const policy: RateLimitPolicy = {
  account: { capacity: 5, refillPerSecond: 2 },
  jobCreate: { capacity: 2, refillPerSecond: 1 / 60 },
  ip: { capacity: 3, refillPerSecond: 1 },
};

describe.skipIf(skip)('Redis rate-limit store', () => {
  const prefix = `test:${uniqueSuffix()}:`;
  const stores: RedisRateLimitStore[] = [];
  const newStore = async () => {
    const store = new RedisRateLimitStore(redisUrl, { prefix });
    stores.push(store);
    await store.ready();
    return store;
  };
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
  });

  it('shares buckets between replicas', async () => {
    let now = 1_000_000;
    const replicaA = new RateLimiter(await newStore(), policy, () => now);
    const replicaB = new RateLimiter(await newStore(), policy, () => now);
    const results = [];
    for (let i = 0; i < 6; i++)
      results.push((await (i % 2 ? replicaA : replicaB).chargeAccount('1')).allowed);
    expect(results).toEqual([true, true, true, true, true, false]);
    const refused = await replicaA.chargeAccount('1');
    expect(refused).toEqual({
      allowed: false,
      report: { limit: 5, remaining: 0, resetSeconds: 3, retryAfterSeconds: 1 },
    });
    // Another account has its own bucket.
    expect((await replicaB.chargeAccount('2')).allowed).toBe(true);
    // Half a second refills one token at 2/s, for either replica.
    now += 500;
    expect((await replicaB.chargeAccount('1')).allowed).toBe(true);
    expect((await replicaA.chargeAccount('1')).allowed).toBe(false);
  });

  it('charges the account and job buckets atomically, all or nothing', async () => {
    const now = 2_000_000;
    const limiter = new RateLimiter(await newStore(), policy, () => now);
    expect((await limiter.chargeAccount('9', 'jobCreate')).allowed).toBe(true);
    expect((await limiter.chargeAccount('9', 'jobCreate')).allowed).toBe(true);
    const refused = await limiter.chargeAccount('9', 'jobCreate');
    expect(refused.allowed).toBe(false);
    expect(refused.report).toMatchObject({ limit: 2, remaining: 0, retryAfterSeconds: 60 });
    // The refused job request took nothing from the account budget: 3 of 5 are left.
    const read = await limiter.chargeAccount('9');
    expect(read).toEqual({
      allowed: true,
      report: { limit: 5, remaining: 2, resetSeconds: 2, retryAfterSeconds: 0 },
    });
  });

  it('holds under concurrent charges from many clients', async () => {
    const now = 3_000_000;
    const limiters = await Promise.all(
      [0, 1, 2, 3].map(async () => new RateLimiter(await newStore(), policy, () => now)),
    );
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => limiters[i % limiters.length]!.chargeClientAddress('192.0.2.7')),
    );
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(3);
  });

  it('lets its state expire once the bucket would be full again', async () => {
    const store = await newStore();
    await store.charge([{ key: 'expiring', limit: { capacity: 1, refillPerSecond: 1000 } }], 5_000_000);
    const { Redis } = await import('ioredis');
    const probe = new Redis(redisUrl);
    try {
      const ttl = await probe.pttl(`${prefix}expiring`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(1001);
    } finally {
      probe.disconnect();
    }
  });

  it('falls back to per-replica limits when Redis is unreachable', async () => {
    const broken = new RedisRateLimitStore('redis://127.0.0.1:1', {
      redisOptions: { retryStrategy: () => null },
    });
    const store = new FallbackRateLimitStore(
      broken,
      new MemoryRateLimitStore(),
      createLogger('test', 'silent'),
    );
    const limiter = new RateLimiter(store, policy, () => 0);
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push((await limiter.chargeClientAddress('198.51.100.1')).allowed);
    expect(outcomes).toEqual([true, true, true, false]);
    await store.close();
  });

  it('does not make every request wait for the command timeout while a connected Redis has gone silent', async () => {
    // A network partition after connecting: the socket stays open and commands simply get no
    // answer, so each one fails only after the 500 ms command timeout (for as long as TCP takes to
    // notice, many minutes). Falling back per replica must not add that wait to every request.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('data', (data) => {
        // Answer only the connection's set-up (CLIENT SETINFO, the INFO ready check), then nothing.
        for (const [, command = ''] of data.toString().matchAll(/\*\d+\r\n\$\d+\r\n([^\r]+)\r\n/g)) {
          if (/^client$/i.test(command)) socket.write('+OK\r\n');
          else if (/^info$/i.test(command)) socket.write('$9\r\nloading:0\r\n');
        }
      });
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const hung = new RedisRateLimitStore(`redis://127.0.0.1:${port}`, {
      redisOptions: { retryStrategy: () => null },
    });
    const store = new FallbackRateLimitStore(
      hung,
      new MemoryRateLimitStore(),
      createLogger('test', 'silent'),
    );
    try {
      await hung.ready();
      let now = 10_000_000;
      const limiter = new RateLimiter(store, policy, () => now);
      const started = performance.now();
      const outcomes = [];
      for (let i = 0; i < 6; i++) {
        outcomes.push((await limiter.chargeAccount('77')).allowed);
        now += 10;
      }
      const elapsedMs = performance.now() - started;
      expect(outcomes).toEqual([true, true, true, true, true, false]);
      // The first request may pay for finding out (one command timeout); the others must not.
      expect(elapsedMs).toBeLessThan(1000);
    } finally {
      await store.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
