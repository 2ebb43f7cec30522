// Ordered, append-only list: a released migration is never edited, a change is a new file.
import { busMigrations } from '@platform/bus';
import type { MigrationEntry } from '@platform/db';
import { Migration0001Initial } from './0001-initial.ts';
import { Migration0002RealEstateDescriptions } from './0002-real-estate-descriptions.ts';
import { Migration0003JobWebhookUrl } from './0003-job-webhook-url.ts';

export const studioMigrations: MigrationEntry[] = [
  ...busMigrations,
  { name: '0001-initial', class: Migration0001Initial },
  { name: '0002-real-estate-descriptions', class: Migration0002RealEstateDescriptions },
  { name: '0003-job-webhook-url', class: Migration0003JobWebhookUrl },
];
