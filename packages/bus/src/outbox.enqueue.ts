// Adds a message to the caller's unit of work. Nothing is sent here: the row is written by the
// caller's flush/commit, in the same transaction as the change it announces, and the relay
// publishes it after commit. A rolled-back transaction therefore never publishes anything.
import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7, validate as isUuid } from 'uuid';
import { assertValidSubject } from './names.ts';
import { OutboxMessage } from './outbox.entity.ts';
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

/** Persists an outbox row with the entity manager; returns the message id (`Nats-Msg-Id`). */
export function enqueue(em: EntityManager, entry: OutboxEntry, adapters: EnqueueAdapters = {}): string {
  assertValidSubject(entry.subject);
  // Validates the payload now so a bad one fails the caller's transaction, not the relay.
  encodePayload(entry.payload);
  const id = entry.id ?? (adapters.newId ?? uuidv7)();
  if (!isUuid(id)) throw new TypeError(`Outbox message id must be a UUID, got "${id}"`);
  const row = em.create(OutboxMessage, {
    id,
    subject: entry.subject,
    payload: entry.payload,
    headers: { ...entry.headers, ...captureTraceHeaders() },
    createdAt: (adapters.clock ?? (() => new Date()))(),
    publishedAt: null,
    attempts: 0,
    nextAttemptAt: null,
    lastError: null,
  });
  em.persist(row);
  return id;
}
