import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@platform/testkit';
import {
  Migration,
  col,
  createOrm,
  defineTable,
  migrate,
  schemaDrift,
  type MikroORM,
  type Row,
} from './index.ts';

class CreateItems extends Migration {
  override up(): void {
    this.addSql(`create table demo.items (
      id bigint generated always as identity primary key,
      account_id bigint not null,
      price numeric(20,4) not null,
      tags jsonb not null default '[]'::jsonb,
      ratio double precision,
      done boolean not null default false,
      note text,
      labels text[] not null default '{}',
      created_at timestamptz not null)`);
  }
}

const items = defineTable('demo.items', {
  id: col.bigintNumber().primary().generated(),
  accountId: col.bigint(),
  price: col.numeric(),
  tags: col.jsonb<string[]>(),
  ratio: col.double().nullable(),
  done: col.boolean(),
  note: col.text().nullable(),
  labels: col.textArray(),
  createdAt: col.timestamptz(),
});

describe('defineTable', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await createOrm({
      url: database.url,
      schema: 'demo',
      entities: [items.entity],
      migrations: [{ name: '0001', class: CreateItems }],
    });
    await migrate(orm, 'demo');
  });
  afterAll(async () => {
    await orm?.close();
    await database?.drop();
  });

  it('agrees with the migrated table, and names every difference of a definition that does not', async () => {
    expect(await schemaDrift(orm.em.fork(), 'demo', [items])).toEqual([]);
    const drifted = defineTable('demo.items', {
      id: col.bigintNumber().primary(),
      accountId: col.text(),
      price: col.numeric().nullable(),
      tags: col.jsonb<string[]>(),
      ratio: col.double().nullable(),
      done: col.boolean(),
      labels: col.textArray(),
      createdAt: col.timestamptz(),
      deletedAt: col.timestamptz().nullable(),
    });
    expect(await schemaDrift(orm.em.fork(), 'demo', [drifted])).toEqual([
      'items.account_id: defined text, migrated bigint',
      'items.price: defined null, migrated not null',
      'items.deleted_at: defined, not migrated',
      'items.note: migrated, not defined',
    ]);
    expect(await schemaDrift(orm.em.fork(), 'demo', [])).toEqual(['items: migrated, not defined']);
  });

  it('decodes a row of explicit SQL into typed values, and refuses a row that lacks a column', async () => {
    const em = orm.em.fork();
    await em.execute(
      `insert into demo.items (account_id, price, tags, ratio, created_at) values (9007199254740993, 12.5, '["a"]', null, '2026-11-28T10:00:00Z')`,
    );
    const [row] = await em.execute<Row[]>('select * from demo.items');
    expect(items.decode(row!)).toEqual({
      id: 1,
      accountId: '9007199254740993',
      price: '12.5000',
      tags: ['a'],
      ratio: null,
      done: false,
      note: null,
      labels: [],
      createdAt: new Date('2026-11-28T10:00:00Z'),
    });
    const [partial] = await em.execute<Row[]>('select id from demo.items');
    expect(() => items.decode(partial!)).toThrow('demo.items: the row has no account_id');
  });

  it('decodes the columns of a join as select(alias, prefix) named them', async () => {
    const em = orm.em.fork();
    const [row] = await em.execute<Row[]>(
      `select ${items.select('i', 'item_')}, 1 as id from demo.items i order by i.id limit 1`,
    );
    expect(items.decode(row!, 'item_')).toMatchObject({ id: 1, accountId: '9007199254740993', labels: [] });
  });

  it('builds an insert of the given properties, each encoded as its column takes it', async () => {
    const em = orm.em.fork();
    const values = {
      accountId: '8',
      price: '2.5000',
      tags: ['x', 'y'],
      ratio: 0.5,
      done: true,
      note: null,
      labels: ['a "quoted" one', 'back\\slash', 'c,d'],
      createdAt: new Date('2026-11-28T12:00:00Z'),
    };
    const [row] = await em.execute<Row[]>(...items.insert(values, 'returning *'));
    expect(items.decode(row!)).toEqual({ id: expect.any(Number), ...values });
    const [set, params] = items.set({ tags: ['z'], note: 'changed' });
    expect(set).toBe('tags = cast(? as jsonb), note = ?');
    const [updated] = await em.execute<Row[]>(
      `update demo.items set ${set} where account_id = ? returning *`,
      [...params, '8'],
    );
    expect(items.decode(updated!)).toMatchObject({ tags: ['z'], note: 'changed', labels: values.labels });
  });

  it('gives the entity to statements written through the ORM', async () => {
    const em = orm.em.fork();
    await em.insert(items.entity, {
      accountId: '7',
      price: '1.0000',
      tags: [],
      done: true,
      createdAt: new Date('2026-11-28T11:00:00Z'),
    } as never);
    await em.nativeUpdate(items.entity, { accountId: '7' }, { note: 'seen' });
    const found = await em.fork().findOne(items.entity, { accountId: '7' });
    expect(found).toMatchObject({
      accountId: '7',
      price: '1.0000',
      done: true,
      note: 'seen',
      createdAt: new Date('2026-11-28T11:00:00Z'),
    });
  });
});
