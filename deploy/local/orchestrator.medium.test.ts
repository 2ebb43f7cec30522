// The runner end to end, with stand-in services (fixtures/) in place of the real ones: local
// infrastructure, migrations, env, health, dev account, restart reuse, clean stop, and crashes.
import { readFile, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_URL, DEFAULT_NATS_URL } from '@platform/config';
import { createStorage } from '@platform/storage';
import { freePort } from '@platform/testkit';
import { LocalStack } from './orchestrator.ts';
import { repositoryLayout, type StackLayout } from './stack-layout.ts';
import { portAnswers } from './ports.ts';
import { startS3, type RunningS3 } from './s3.ts';
import type { ServiceDefinition } from './services.ts';
import type { StackSettings } from './settings.ts';
import { memorySink, tempDir } from './test-support.ts';

const root = resolve(import.meta.dirname, '..', '..');
const layout: StackLayout = {
  main: () => 'deploy/local/fixtures/fake-service.ts',
  migrate: () => 'deploy/local/fixtures/fake-migrate.ts',
  createAccount: ['deploy/local/fixtures/fake-cli.ts', ...repositoryLayout.createAccount.slice(1)],
};

let dir: string;
beforeAll(async () => {
  dir = await tempDir('stack-run-');
  // Children inherit the runner's environment; the fixtures write their evidence here.
  process.env.FIXTURE_DIR = dir;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function settingsFor(dataDir: string, external: Partial<StackSettings> = {}): Promise<StackSettings> {
  return {
    root,
    dataDir,
    bucket: 'media',
    region: 'us-east-1',
    gatewayPort: await freePort(),
    pg: { port: await freePort(), database: 'platform', osUser: 'postgres' },
    natsPort: await freePort(),
    s3Port: await freePort(),
    readyTimeoutMs: 30_000,
    ...external,
  };
}

const services = async (
  billing: Record<string, string> = {},
  migration: Record<string, string> = {},
): Promise<ServiceDefinition[]> => {
  const grpcAddr = `127.0.0.1:${await freePort()}`;
  return [
    {
      name: 'billing',
      migrations: true,
      grpcAddr,
      env: { FIXTURE_NAME: 'billing', ...billing, ...migration },
    },
    { name: 'gateway', migrations: false, env: { FIXTURE_NAME: 'gateway' } },
  ];
};

function startStack(settings: StackSettings, definitions: ServiceDefinition[]) {
  const memory = memorySink();
  const printed: string[] = [];
  const stack = new LocalStack(settings, definitions, layout, {
    sink: memory.sink,
    print: (text) => printed.push(text),
    color: false,
  });
  const exitCode = stack.run();
  const banner = async () => {
    await expect
      // Under the test's own 60 s, so a stack that never gets ready fails with what it printed.
      .poll(() => printed.join('\n'), { timeout: 45_000, interval: 200 })
      .toContain('Platform is ready');
    return printed.join('\n');
  };
  return { stack, exitCode, banner, memory, printed };
}

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;

describe('LocalStack', () => {
  it('starts local infrastructure and the services, creates the dev account once, and stops in order', async () => {
    const dataDir = join(dir, 'data');
    const settings = await settingsFor(dataDir);
    const definitions = await services();
    const first = startStack(settings, definitions);
    const banner = await first.banner();

    const account = await readJson(join(dataDir, 'dev-account.json'));
    expect(account).toMatchObject({ account_id: 1, email: 'dev@example.com' });
    expect(((await stat(join(dataDir, 'dev-account.json'))).mode & 0o777).toString(8)).toBe('600');
    const gatewayUrl = `http://127.0.0.1:${settings.gatewayPort}`;
    expect(banner).toContain(`Platform is ready: ${gatewayUrl}`);
    expect(banner).toContain(
      `curl -H "Authorization: Token ${account.api_key}" ${gatewayUrl}/api/accounts/profile/balance/`,
    );
    expect(banner).not.toMatch(/postgres:\/\/postgres:(?!\*\*\*)[^@]+@/);

    // Every service got the same working endpoints and the gRPC addresses.
    const env = await readJson(join(dir, 'gateway.env.json'));
    expect(env).toEqual(await readJson(join(dir, 'billing.env.json')));
    expect(env.DATABASE_URL).toMatch(new RegExp(`@127\\.0\\.0\\.1:${settings.pg.port}/platform$`));
    expect(env).toMatchObject({
      NATS_URL: `nats://127.0.0.1:${settings.natsPort}`,
      S3_ENDPOINT: `http://127.0.0.1:${settings.s3Port}`,
      S3_BUCKET: 'media',
      S3_ACCESS_KEY: 'S3RVER',
      BILLING_GRPC_ADDR: definitions[0]?.grpcAddr,
      GATEWAY_PORT: String(settings.gatewayPort),
    });
    expect(env.JWT_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(env.STORAGE_KEY_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(env.STORAGE_KEY_SECRET).not.toBe(env.JWT_SECRET);
    expect(((await stat(join(dataDir, 'storage-key-secret'))).mode & 0o777).toString(8)).toBe('600');
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    expect((await client.query('SELECT current_database() AS db')).rows).toEqual([{ db: 'platform' }]);
    await client.end();
    expect(await readFile(join(dir, 'migrations.log'), 'utf8')).toBe('billing\n');
    expect(first.memory.of('billing')).toContain('billing listening');
    expect(first.memory.of('cli')).toContain('{"level":"info","msg":"account created"}');

    first.stack.requestStop('SIGTERM');
    expect(await first.exitCode).toBe(0);
    // Services were stopped while the database was still up; then the infrastructure went.
    expect(await readJson(join(dir, 'billing.stopped.json'))).toEqual({ databaseReachable: true });
    expect(await readJson(join(dir, 'gateway.stopped.json'))).toEqual({ databaseReachable: true });
    for (const port of [settings.pg.port, settings.natsPort, settings.s3Port, settings.gatewayPort]) {
      expect(await portAnswers('127.0.0.1', port)).toBe(false);
    }
    await expect(stat(join(dataDir, 'stack.json'))).rejects.toThrow();

    // A second start reuses the data: the same account, no second CLI call.
    const second = startStack(settings, definitions);
    expect(await second.banner()).toContain(`API key     ${account.api_key}`);
    expect(await readFile(join(dir, 'cli.log'), 'utf8')).toBe('dev@example.com\n');
    expect(await readFile(join(dir, 'migrations.log'), 'utf8')).toBe('billing\nbilling\n');
    expect((await readJson(join(dir, 'gateway.env.json'))).JWT_SECRET).toBe(env.JWT_SECRET);
    // The account folders must not move between runs: the same storage key secret again.
    expect((await readJson(join(dir, 'gateway.env.json'))).STORAGE_KEY_SECRET).toBe(env.STORAGE_KEY_SECRET);
    second.stack.requestStop('SIGINT');
    second.stack.requestStop('SIGINT');
    expect(await second.exitCode).toBe(0);
    expect(second.memory.of('stack')).toContain('SIGINT: already stopping');
  });

  // The machine's Postgres and NATS, and an S3 server of the test's own, as external services.
  let external: Partial<StackSettings>;
  let externalS3: RunningS3;
  beforeAll(async () => {
    externalS3 = await startS3({ dataDir: join(dir, 'external-s3'), port: 0, bucket: 'unused' });
    external = {
      databaseUrl: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
      natsUrl: process.env.NATS_URL ?? DEFAULT_NATS_URL,
      s3: { endpoint: externalS3.endpoint, region: 'us-east-1', accessKey: 'S3RVER', secretKey: 'S3RVER' },
    };
  });
  afterAll(async () => {
    await externalS3.stop();
  });

  it('creates the bucket on an external S3 (and fails clearly when it is unreachable)', async () => {
    const settings = await settingsFor(join(dir, 'external-data'), { ...external, bucket: 'platform-media' });
    // Also: a dev account that cannot be created is reported, and the platform stays up.
    process.env.FIXTURE_CLI = 'fail';
    const run = startStack(settings, await services());
    const banner = await run.banner().finally(() => delete process.env.FIXTURE_CLI);
    expect(banner).toContain('Could not create the dev account: the CLI exited with code 1');
    await expect(stat(join(settings.dataDir, 'dev-account.json'))).rejects.toThrow();
    expect(await createStorage({ ...externalS3, bucket: 'platform-media' }).ping()).toBeUndefined();
    run.stack.requestStop('SIGTERM');
    expect(await run.exitCode).toBe(0);

    const unreachable = await settingsFor(join(dir, 'unreachable-data'), {
      ...external,
      s3: { endpoint: 'http://127.0.0.1:9', region: 'us-east-1', accessKey: 'a', secretKey: 'b' },
    });
    const failed = startStack(unreachable, await services());
    expect(await failed.exitCode).toBe(1);
    expect(failed.printed.join('\n')).toContain('S3 at http://127.0.0.1:9 is not usable');
  });

  it('restarts a service that crashes at start with backoff, then stops everything with its last lines when it keeps crashing', async () => {
    const settings = await settingsFor(join(dir, 'crash-data'), {
      ...external,
      restart: { initialDelayMs: 50, maxCrashes: 3 },
    });
    const run = startStack(settings, await services({ FIXTURE_BEHAVIOUR: 'crash' }));
    expect(await run.exitCode).toBe(1);
    expect(run.memory.of('stack').filter((line) => line.startsWith('restarting billing'))).toHaveLength(2);
    expect(run.memory.of('stack').join('\n')).toMatch(
      /billing exited with code 3 \(crash 2 in a row\); restarting it in 100 ms/,
    );
    const report = run.printed.join('\n');
    expect(report).toContain('billing exited with code 3, 3 times in a row');
    expect(report).toContain('boom: billing cannot start');
    // Whether the stack looked ready in one of the short runs between crashes is a race, so
    // only the end state is checked: everything stopped.
    expect(await portAnswers('127.0.0.1', settings.gatewayPort)).toBe(false);
  });

  it('does not start services when a migration fails', async () => {
    const settings = await settingsFor(join(dir, 'migration-data'), external);
    await rm(join(dir, 'gateway.env.json'), { force: true });
    const run = startStack(settings, await services({}, { FIXTURE_MIGRATION: 'fail' }));
    expect(await run.exitCode).toBe(1);
    const report = run.printed.join('\n');
    expect(report).toContain('billing migrations exited with code 2');
    expect(report).toContain('relation "ledger" already exists');
    await expect(stat(join(dir, 'gateway.env.json'))).rejects.toThrow();
  });

  it('refuses to start when the gateway port is already taken', async () => {
    const settings = await settingsFor(join(dir, 'busy-data'), external);
    const { createServer } = await import('node:net');
    const squatter = createServer().listen(settings.gatewayPort, '127.0.0.1');
    try {
      const run = startStack(settings, await services());
      expect(await run.exitCode).toBe(1);
      expect(run.printed.join('\n')).toContain(
        `127.0.0.1:${settings.gatewayPort} (for the gateway) is already in use`,
      );
    } finally {
      squatter.close();
    }
  });
});
