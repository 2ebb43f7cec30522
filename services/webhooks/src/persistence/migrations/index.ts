// Ordered, append-only list: a released migration is never edited, a change is a new file.
import type { MigrationEntry } from '@platform/db';
import { Migration0001Initial } from './0001-initial.ts';
import { Migration0002JobWebhookUrls } from './0002-job-webhook-urls.ts';

export const webhooksMigrations: MigrationEntry[] = [
  { name: '0001-initial', class: Migration0001Initial },
  { name: '0002-job-webhook-urls', class: Migration0002JobWebhookUrls },
];
