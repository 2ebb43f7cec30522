// Ordered, append-only list: a released migration is never edited, a change is a new file.
import { busMigrations } from '@platform/bus';
import { idempotencyKeysMigration } from '@platform/job-lifecycle';
import type { MigrationEntry } from '@platform/db';
import { Migration0001Initial } from './0001-initial.ts';
import { Migration0002ShotVideoJobs } from './0002-shot-video-jobs.ts';
import { Migration0003AccountImages } from './0003-account-images.ts';
import { Migration0004ShotDescriptions } from './0004-shot-descriptions.ts';
import { Migration0005ListingJobs } from './0005-listing-jobs.ts';
import { Migration0006JobWebhookUrl } from './0006-job-webhook-url.ts';
import { Migration0007AccountProjectCounts } from './0007-account-project-counts.ts';

export const realEstateMigrations: MigrationEntry[] = [
  ...busMigrations,
  { name: '0001-initial', class: Migration0001Initial },
  idempotencyKeysMigration,
  { name: '0002-shot-video-jobs', class: Migration0002ShotVideoJobs },
  { name: '0003-account-images', class: Migration0003AccountImages },
  { name: '0004-shot-descriptions', class: Migration0004ShotDescriptions },
  { name: '0005-listing-jobs', class: Migration0005ListingJobs },
  { name: '0006-job-webhook-url', class: Migration0006JobWebhookUrl },
  { name: '0007-account-project-counts', class: Migration0007AccountProjectCounts },
];
