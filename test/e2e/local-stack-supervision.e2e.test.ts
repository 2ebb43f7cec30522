// The local runner with the real services (all of deploy/local/services.ts but the worker, as processes): a
// service killed mid-run is restarted while the others keep answering, /healthz names it while
// it is down, and it serves again once it is back. The restart is held by a hook until the
// stack has been looked at, so nothing here races a timer.
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, freePort, natsUrl, uniqueSuffix, type TestDatabase } from '@platform/testkit';
import { busNames, connectBus, deleteStreams } from '../../packages/bus/src/index.ts';
import { LocalStack } from '../../deploy/local/orchestrator.ts';
import { repositoryLayout } from '../../deploy/local/stack-layout.ts';
import { SERVICES, type ServiceDefinition } from '../../deploy/local/services.ts';
import { memorySink, tempDir } from '../../deploy/local/test-support.ts';

const root = resolve(import.meta.dirname, '..', '..');
const busPrefix = `T_${uniqueSuffix()}`;
let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase('supervision');
  dataDir = await tempDir('stack-supervision-');
});

afterAll(async () => {
  const bus = await connectBus({ url: natsUrl(), name: 'supervision-cleanup' });
  await deleteStreams(bus.jsm, busNames(busPrefix));
  await bus.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('local stack supervision', () => {
  it(
    'restarts a killed service while the others keep serving, and /healthz names it meanwhile',
    { timeout: 300_000 },
    async () => {
      const env = { BUS_PREFIX: busPrefix, LOG_LEVEL: 'warn' };
      // Every service of the local stack but the media worker (no job runs here), each on a free
      // port: the gateway's /healthz waits for every backend it routes to.
      const services: ServiceDefinition[] = [];
      for (const service of SERVICES.filter((one) => one.name !== 'media-worker')) {
        services.push({
          ...service,
          ...(service.grpcAddr ? { grpcAddr: `127.0.0.1:${await freePort()}` } : {}),
          env: { ...service.env, ...env },
        });
      }
      const gatewayPort = await freePort();
      let restartAsked!: (service: string) => void;
      const restartRequested = new Promise<string>((resolveAsk) => (restartAsked = resolveAsk));
      let allowRestart!: () => void;
      const restartAllowed = new Promise<void>((resolveAllow) => (allowRestart = resolveAllow));
      const memory = memorySink();
      const printed: string[] = [];
      const stack = new LocalStack(
        {
          root,
          dataDir,
          databaseUrl: database.url,
          natsUrl: natsUrl(),
          bucket: 'media',
          region: 'us-east-1',
          gatewayPort,
          pg: { port: await freePort(), database: 'unused', osUser: 'postgres' },
          natsPort: await freePort(),
          s3Port: await freePort(),
          readyTimeoutMs: 240_000,
        },
        services,
        repositoryLayout,
        { sink: memory.sink, print: (text) => printed.push(text), color: false },
        {
          async beforeRestart(service) {
            restartAsked(service);
            await restartAllowed;
          },
        },
      );
      const exitCode = stack.run();
      try {
        await expect
          .poll(() => printed.join('\n'), { timeout: 240_000, interval: 250 })
          .toContain('Platform is ready');
        const { api_key: key } = JSON.parse(await readFile(join(dataDir, 'dev-account.json'), 'utf8')) as {
          api_key: string;
        };
        const gateway = `http://127.0.0.1:${gatewayPort}`;
        const get = (path: string) =>
          fetch(`${gateway}${path}`, { headers: { Authorization: `Token ${key}` } });
        expect((await get('/api/v2/studio/projects/')).status).toBe(200);

        const killed = stack.pidOf('studio');
        expect(killed).toBeGreaterThan(0);
        process.kill(killed as number, 'SIGKILL');
        expect(await restartRequested).toBe('studio');

        // Studio is down and held down: the rest answers, and the health check says what is missing.
        const health = await fetch(`${gateway}/healthz`);
        expect(health.status).toBe(503);
        expect(await health.json()).toMatchObject({
          status: 'unavailable',
          failed: ['studio'],
          services: { billing: 'ok', sharing: 'ok', studio: 'unavailable' },
        });
        const balance = await get('/api/accounts/profile/balance/');
        expect(balance.status).toBe(200);
        expect(await balance.json()).toEqual({ balance_usd: '100.0000' });
        const projects = await get('/api/v2/studio/projects/');
        expect(projects.status).toBe(503);
        expect(await projects.json()).toMatchObject({
          detail: expect.any(String),
          error_id: expect.any(String),
        });
        expect(memory.of('stack').join('\n')).toMatch(
          /studio was killed by SIGKILL \(crash 1 in a row\); restarting it in \d+ ms/,
        );

        allowRestart();
        await expect
          .poll(async () => (await fetch(`${gateway}/healthz`)).status, { timeout: 120_000, interval: 250 })
          .toBe(200);
        expect(stack.pidOf('studio')).not.toBe(killed);
        // The gateway's channel to studio finds the new process within its reconnect backoff (2 s at most).
        await expect
          .poll(async () => (await get('/api/v2/studio/projects/')).status, {
            timeout: 30_000,
            interval: 250,
          })
          .toBe(200);
      } finally {
        allowRestart();
        stack.requestStop('SIGTERM');
      }
      expect(await exitCode).toBe(0);
    },
  );
});
