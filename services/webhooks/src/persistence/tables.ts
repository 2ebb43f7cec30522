// The webhooks schema's tables: each definition is the table's one column list besides the
// migrations that create it (a medium test holds them together). Repositories decode rows of
// their explicit SQL with these and build their inserts from them.
import { col, defineTable } from '@platform/db';
import type { DeliveryStatus } from '../domain/records.ts';

export const endpoints = defineTable('webhooks.endpoints', {
  id: col.uuid().primary(),
  accountId: col.bigint(),
  url: col.text(),
  events: col.textArray(),
  isActive: col.boolean(),
  secret: col.text(),
  disabledReason: col.text().nullable(),
  jobId: col.uuid().nullable(),
  createdAt: col.timestamptz(),
  updatedAt: col.timestamptz(),
});

export const deliveries = defineTable('webhooks.deliveries', {
  id: col.uuid().primary(),
  endpointId: col.uuid(),
  eventId: col.uuid(),
  eventType: col.text(),
  payload: col.text(),
  status: col.text<DeliveryStatus>(),
  attempts: col.integer(),
  nextAttemptAt: col.timestamptz().nullable(),
  createdAt: col.timestamptz(),
});

export const attempts = defineTable('webhooks.attempts', {
  id: col.bigintNumber().primary().generated(),
  deliveryId: col.uuid(),
  attemptedAt: col.timestamptz(),
  statusCode: col.integer().nullable(),
  error: col.text(),
  durationMs: col.integer(),
});

export const signingSecrets = defineTable('webhooks.signing_secrets', {
  accountId: col.bigint().primary(),
  secret: col.text(),
  createdAt: col.timestamptz(),
  updatedAt: col.timestamptz(),
});

export const webhooksTables = [endpoints, deliveries, attempts, signingSecrets];
