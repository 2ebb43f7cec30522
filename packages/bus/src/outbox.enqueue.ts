// Writes a message into the caller's transaction. Nothing is sent here: the row commits or rolls
// back with the change it announces, and is published after commit (by the caller through
// `OutboxRelay.publishCommitted`, else by the relay's poll). A rolled-back transaction therefore
// never publishes anything.
import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7, validate as isUuid } from 'uuid';
import { assertValidSubject } from './names.ts';
import { OutboxRepository, type NewOutboxMessage } from './outbox.repository.ts';
import { encodePayload } from './payload.codec.ts';
import { captureTraceHeaders, type HeaderRecord } from './trace.context.ts';

export interface OutboxEntry {
  subject: string;
  payload: unknown;
  /** Message id (UUID); defaults to a new UUID v7. Reuse one to make the enqueue idempotent. */
  id?: string;
  /** Extra headers; the active trace context is always captured. */
  headers?: HeaderRecord;
}

export interface EnqueueAdapters {
  newId?: () => string;
  clock?: () => Date;
}

function outboxRow(entry: OutboxEntry, adapters: EnqueueAdapters): NewOutboxMessage {
  assertValidSubject(entry.subject);
  // Validates the payload now so a bad one fails the caller's transaction, not the relay.
  encodePayload(entry.payload);
  const id = entry.id ?? (adapters.newId ?? uuidv7)();
  if (!isUuid(id)) throw new TypeError(`Outbox message id must be a UUID, got "${id}"`);
  return {
    id,
    subject: entry.subject,
    payload: entry.payload,
    headers: { ...entry.headers, ...captureTraceHeaders() },
    createdAt: (adapters.clock ?? (() => new Date()))(),
  };
}

/**
 * Writes the outbox row now, with plain SQL in the caller's transaction (not at the ORM's
 * flush, so the commit waits for nothing). Returns the row, which the caller may hand to
 * `OutboxRelay.publishCommitted` once the transaction committed; its `id` is the `Nats-Msg-Id`.
 */
export async function enqueue(
  em: EntityManager,
  entry: OutboxEntry,
  adapters: EnqueueAdapters = {},
): Promise<NewOutboxMessage> {
  const row = outboxRow(entry, adapters);
  await new OutboxRepository().insert(em, row);
  return row;
}
