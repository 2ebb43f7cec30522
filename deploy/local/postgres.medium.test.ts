import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isRoot } from './os-user.ts';
import { startPostgres, type RunningPostgres } from './postgres.ts';
import { freePort, memorySink, tempDir } from './test-support.ts';

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
});
