// Outbox rows live in the owning service's own schema: the service lists this entity with its
// own entities and adds the migration to its own list, so a row commits or rolls back together
// with the business change that caused it.
import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import type { HeaderRecord } from './trace.context.ts';

export const OutboxMessage = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_messages',
  properties: {
    /** UUID v7; also the `Nats-Msg-Id`, so a re-publish is de-duplicated by the stream. */
    id: p.uuid().primary(),
    subject: p.text(),
    payload: p.json<unknown>(),
    /** Trace context captured at enqueue time, replayed on publish. */
    headers: p.json<HeaderRecord>(),
    createdAt: p.datetime(),
    publishedAt: p.datetime().nullable(),
    attempts: p.integer(),
    /** Set after a failed publish: the row waits until then so it cannot block the rows behind it. */
    nextAttemptAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
  },
});

export type OutboxMessageRow = InferEntity<typeof OutboxMessage>;
