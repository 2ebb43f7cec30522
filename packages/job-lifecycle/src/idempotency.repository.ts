// The idempotency keys table, the same in every service's schema: its migration and the SQL
// repository over it. A service appends `idempotencyKeysMigration` to its migration list (or
// keeps an equivalent table of its own) and binds the repository to each unit of work.
import { Migration, type EntityManager, type MigrationEntry, type Table } from '@platform/db';
import { idempotencyKeysIn } from './idempotency.table.ts';
import type { IdempotencyRecord, IdempotencyRepository } from './lifecycle.ports.ts';

type Row = Record<string, unknown>;

export class CreateIdempotencyKeys extends Migration {
  override up(): void {
    // resource_id is text: services with integer ids and with UUIDs share the table shape.
    this.addSql(`create table idempotency_keys (
      account_id bigint not null,
      key text not null,
      request_hash text not null,
      resource_kind text not null,
      resource_id text not null,
      created_at timestamptz not null,
      primary key (account_id, key),
      constraint idempotency_keys_key_length check (length(key) between 1 and 255)
    )`);
    this.addSql('create index idempotency_keys_created_idx on idempotency_keys (created_at)');
  }

  override down(): void {
    this.addSql('drop table if exists idempotency_keys');
  }
}

export const idempotencyKeysMigration: MigrationEntry = {
  name: 'job_lifecycle_0001_idempotency_keys',
  class: CreateIdempotencyKeys,
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

export class SqlIdempotencyKeys implements IdempotencyRepository {
  readonly #em: EntityManager;
  readonly #keys: Table<IdempotencyRecord>;
  readonly #table: string;

  /** `schema` is the service's own schema, which holds `idempotency_keys`. */
  constructor(em: EntityManager, schema: string) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
    this.#em = em;
    this.#keys = idempotencyKeysIn(schema);
    this.#table = this.#keys.name;
  }

  async find(accountId: string, key: string, since: Date): Promise<IdempotencyRecord | null> {
    const rows = await this.#em.execute<Row[]>(
      `select * from ${this.#table} where account_id = ? and key = ? and created_at > ?`,
      [accountId, key, since],
    );
    // Studio's own table has a uuid resource_id; its decoded value is the same string.
    return rows[0] ? this.#keys.decode(rows[0]) : null;
  }

  async claim(record: IdempotencyRecord, expiredBefore: Date): Promise<boolean> {
    await this.#em.execute(
      `delete from ${this.#table} where account_id = ? and key = ? and created_at <= ?`,
      [record.accountId, record.key, expiredBefore],
    );
    // ON CONFLICT waits for a concurrent claim of the same key to commit or roll back.
    const rows = await this.#em.execute<Row[]>(
      ...this.#keys.insert(record, 'on conflict (account_id, key) do nothing returning key'),
    );
    return rows.length === 1;
  }

  async purge(before: Date): Promise<number> {
    const rows = await this.#em.execute<Row[]>(
      `delete from ${this.#table} where created_at <= ? returning key`,
      [before],
    );
    return rows.length;
  }
}
