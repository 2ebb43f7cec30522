// Adds a message to the caller's unit of work. Nothing is sent here: the row is written by the
// caller's flush/commit, in the same transaction as the change it announces, and the relay
// publishes it after commit. A rolled-back transaction therefore never publishes anything.
import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7, validate as isUuid } from 'uuid';
import { assertValidSubject } from './names.ts';
import { OutboxMessage } from './outbox.entity.ts';
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

/** Persists an outbox row with the entity manager (written at flush); returns the message id (`Nats-Msg-Id`). */
export function enqueue(em: EntityManager, entry: OutboxEntry, adapters: EnqueueAdapters = {}): string {
  const row = outboxRow(entry, adapters);
  em.persist(em.create(OutboxMessage, { ...row, publishedAt: null, attempts: 0, nextAttemptAt: null, lastError: null }));
  return row.id;
}

/**
 * Writes the outbox row now, with plain SQL in the caller's transaction, instead of at flush:
 * for hot paths where the commit should not wait for the ORM's flush. Returns the row, which
 * the caller may hand to `OutboxRelay.publishCommitted` once the transaction committed.
 */
export async function enqueueNow(em: EntityManager, entry: OutboxEntry, adapters: EnqueueAdapters = {}): Promise<NewOutboxMessage> {
  const row = outboxRow(entry, adapters);
  await new OutboxRepository().insert(em, row);
  return row;
}
