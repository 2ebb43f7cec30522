import { defineEntity, p } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@platform/testkit';
import { Migration, createOrm, migrate, type MikroORM } from './index.ts';

const Note = defineEntity({
  name: 'Note',
  tableName: 'notes',
  properties: { id: p.integer().primary(), body: p.string() },
});

class CreateNotes extends Migration {
  override up(): void {
    this.addSql('create table notes (id serial primary key, body text not null)');
  }
}

describe('createOrm + migrate', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await createOrm({
      url: database.url,
      schema: 'demo',
      entities: [Note],
      migrations: [{ name: '0001_create_notes', class: CreateNotes }],
    });
  });
  afterAll(async () => {
    await orm?.close();
    await database?.drop();
  });

  it('applies migrations once, in the service schema', async () => {
    expect(await migrate(orm, 'demo')).toEqual(['0001_create_notes']);
    expect(await migrate(orm, 'demo')).toEqual([]);
    const em = orm.em.fork();
    em.create(Note, { body: 'hello' });
    await em.flush();
    const rows = await orm.em.fork().getConnection().execute('select body from demo.notes');
    expect(rows).toEqual([{ body: 'hello' }]);
  });
});

describe('poolMax', () => {
  it('bounds the connections one process opens, however many statements wait', async () => {
    const database = await createTestDatabase();
    const orm = await createOrm({
      url: database.url,
      schema: 'demo',
      entities: [Note],
      migrations: [],
      poolMax: 2,
    });
    try {
      const rows = await Promise.all(
        Array.from({ length: 6 }, () =>
          orm.em
            .fork()
            .getConnection()
            .execute<{ pid: number }[]>('select pg_backend_pid() as pid, pg_sleep(0.05)'),
        ),
      );
      const pids = new Set(rows.map((result) => result[0]!.pid));
      expect(rows).toHaveLength(6);
      expect(pids.size).toBeGreaterThanOrEqual(1);
      expect(pids.size).toBeLessThanOrEqual(2);
    } finally {
      await orm.close();
      await database.drop();
    }
  });
});

describe('sessionSettings', () => {
  it('holds on every connection of the pool, and rules how its prepared statements are planned', async () => {
    const database = await createTestDatabase();
    const orm = await createOrm({
      url: database.url,
      schema: 'demo',
      entities: [Note],
      migrations: [],
      sessionSettings: { plan_cache_mode: 'force_generic_plan' },
    });
    try {
      const settings = await Promise.all(
        Array.from({ length: 4 }, () =>
          orm.em
            .fork()
            .getConnection()
            .execute<{ mode: string }[]>(
              'select current_setting($$plan_cache_mode$$) as mode, pg_sleep(0.02)',
            ),
        ),
      );
      expect(settings.map((rows) => rows[0]!.mode)).toEqual(Array(4).fill('force_generic_plan'));
      const pool = await orm.em.getConnection().getNativeClient();
      const client = await pool.connect();
      try {
        // Without the setting PostgreSQL plans a prepared statement anew for its first five runs at least.
        for (let i = 0; i < 6; i++)
          await client.query({ name: 'probe', text: 'select $1::int + 1 as n', values: [i] });
        const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
          "select generic_plans, custom_plans from pg_prepared_statements where name = 'probe'",
        );
        expect(rows).toEqual([{ generic_plans: '6', custom_plans: '0' }]);
      } finally {
        client.release();
      }
    } finally {
      await orm.close();
      await database.drop();
    }
  });

  it('refuses a setting that is not a plain name and value', async () => {
    await expect(
      createOrm({
        url: 'postgres://127.0.0.1/none',
        schema: 'demo',
        entities: [Note],
        migrations: [],
        sessionSettings: { plan_cache_mode: 'auto -c x=y' },
      }),
    ).rejects.toThrow(/unsupported session setting/);
  });
});
