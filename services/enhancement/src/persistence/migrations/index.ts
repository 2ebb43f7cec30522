// Ordered, append-only list: a released migration is never edited, a change is a new file.
import { busMigrations } from '@platform/bus';
import type { MigrationEntry } from '@platform/db';
import { idempotencyKeysMigration } from '@platform/job-lifecycle';
import { Migration0001Initial } from './0001-initial.ts';
import { Migration0002Jobs } from './0002-jobs.ts';
import { Migration0003JobWebhookUrl } from './0003-job-webhook-url.ts';

export const enhancementMigrations: MigrationEntry[] = [
  ...busMigrations,
  idempotencyKeysMigration,
  { name: '0001-initial', class: Migration0001Initial },
  { name: '0002-jobs', class: Migration0002Jobs },
  { name: '0003-job-webhook-url', class: Migration0003JobWebhookUrl },
];
