// Database side of the relay, in plain SQL because it sits on the job hot path (the ORM's
// hydration and change tracking cost more than the round trips here). Rows are claimed with
// FOR UPDATE SKIP LOCKED inside the relay's transaction, so replicas running at once each take
// different rows and none waits on another.
import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxMessage } from './outbox.entity.ts';
import type { HeaderRecord } from './trace.context.ts';

export interface ClaimedOutboxMessage {
  id: string;
  subject: string;
  payload: unknown;
  headers: HeaderRecord;
  attempts: number;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The outbox table in the schema the entity manager's ORM is configured for. */
function outboxTable(em: EntityManager): string {
  const meta = em.getMetadata(OutboxMessage);
  const schema = meta.schema ?? em.config.get('schema');
  return schema ? `${quote(schema)}.${quote(meta.tableName)}` : quote(meta.tableName);
}

export interface NewOutboxMessage {
  id: string;
  subject: string;
  payload: unknown;
  headers: HeaderRecord;
  createdAt: Date;
}

export class OutboxRepository {
  async insert(em: EntityManager, row: NewOutboxMessage): Promise<void> {
    await em.execute(
      `insert into ${outboxTable(em)} (id, subject, payload, headers, created_at, attempts)
       values (?, ?, cast(? as jsonb), cast(? as jsonb), ?, 0)`,
      [row.id, row.subject, JSON.stringify(row.payload), JSON.stringify(row.headers), row.createdAt],
      'run',
    );
  }

  /** Unpublished rows due for an attempt, oldest first, locked until the transaction ends. */
  async claimBatch(em: EntityManager, limit: number, now: Date): Promise<ClaimedOutboxMessage[]> {
    return em.execute<ClaimedOutboxMessage[]>(
      `select id, subject, payload, headers, attempts from ${outboxTable(em)}
       where published_at is null and (next_attempt_at is null or next_attempt_at <= ?)
       order by created_at, id
       limit ?
       for update skip locked`,
      [now, limit],
    );
  }

  async markPublished(em: EntityManager, ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await em.execute(
      `update ${outboxTable(em)}
       set published_at = ?, attempts = attempts + 1, next_attempt_at = null, last_error = null
       where id in (${ids.map(() => '?').join(', ')})`,
      [at, ...ids],
      'run',
    );
  }

  async recordFailure(em: EntityManager, id: string, error: string, retryAt: Date): Promise<void> {
    await em.execute(
      `update ${outboxTable(em)}
       set attempts = attempts + 1, next_attempt_at = ?, last_error = ?
       where id = ?`,
      [retryAt, error.slice(0, 2_000), id],
      'run',
    );
  }

  /** Deletes up to `limit` rows published before `before`; returns how many went. */
  async purgePublished(em: EntityManager, before: Date, limit: number): Promise<number> {
    const table = outboxTable(em);
    const result = await em.execute<{ affectedRows: number }>(
      `delete from ${table} where id in (
         select id from ${table} where published_at < ? order by published_at limit ?
       )`,
      [before, limit],
      'run',
    );
    return result.affectedRows;
  }

  /** Rows not yet published and the creation time of the oldest (null when none waits). */
  async backlog(em: EntityManager): Promise<{ count: number; oldest: Date | null }> {
    const [row] = await em.execute<{ count: string; oldest: Date | string | null }[]>(
      `select count(*) as count, min(created_at) as oldest from ${outboxTable(em)} where published_at is null`,
    );
    const oldest = row?.oldest ?? null;
    return { count: Number(row?.count ?? 0), oldest: oldest === null ? null : new Date(oldest) };
  }
}
