// Ordered, append-only list: a released migration is never edited, a change is a new file.
import type { MigrationEntry } from '@platform/db';
import { Migration0001Initial } from './0001-initial.ts';
import { Migration0002HoldsByAge } from './0002-holds-by-age.ts';

export const billingMigrations: MigrationEntry[] = [
  { name: '0001-initial', class: Migration0001Initial },
  { name: '0002-holds-by-age', class: Migration0002HoldsByAge },
];
