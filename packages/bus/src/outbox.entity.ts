// Outbox rows live in the owning service's own schema (the table name is unqualified: it is
// whichever schema the service's ORM has): the service lists this entity with its own and adds
// the migration to its own list, so a row commits or rolls back together with the business
// change that caused it. This definition is the table's one column list besides the migration.
import { col, defineTable } from '@platform/db';
import type { HeaderRecord } from './trace.context.ts';

export const outboxMessagesTable = defineTable('outbox_messages', {
  /** UUID v7; also the `Nats-Msg-Id`, so a re-publish is de-duplicated by the stream. */
  id: col.uuid().primary(),
  subject: col.text(),
  payload: col.jsonb<unknown>(),
  /** Trace context captured at enqueue time, replayed on publish. */
  headers: col.jsonb<HeaderRecord>(),
  createdAt: col.timestamptz(),
  publishedAt: col.timestamptz().nullable(),
  attempts: col.integer(),
  /** Set after a failed publish: the row waits until then so it cannot block the rows behind it. */
  nextAttemptAt: col.timestamptz().nullable(),
  lastError: col.text().nullable(),
});

export const OutboxMessage = outboxMessagesTable.entity;

export type OutboxMessageRow = ReturnType<typeof outboxMessagesTable.decode>;
