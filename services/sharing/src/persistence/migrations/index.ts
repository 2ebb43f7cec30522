// Ordered, append-only list: a released migration is never edited, a change is a new file.
import type { MigrationEntry } from '@platform/db';
import { Migration0001Initial } from './0001-initial.ts';
import { Migration0002MediaTag } from './0002-media-tag.ts';
import { Migration0003Source } from './0003-source.ts';

export const sharingMigrations: MigrationEntry[] = [
  { name: '0001-initial', class: Migration0001Initial },
  { name: '0002-media-tag', class: Migration0002MediaTag },
  { name: '0003-source', class: Migration0003Source },
];
