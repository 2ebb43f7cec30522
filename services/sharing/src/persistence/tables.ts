// The sharing schema's table: its definition is the one column list besides the migrations that
// make it (a medium test holds them together); the ORM's entity and the inserts come from it.
import { col, defineTable } from '@platform/db';
import type { ShareSource, VIEW_PERMISSION } from '../domain/records.ts';

export const shareLinks = defineTable('sharing.share_links', {
  id: col.uuid().primary(),
  token: col.text(),
  accountId: col.bigint(),
  assetId: col.uuid(),
  permission: col.text<typeof VIEW_PERMISSION>(),
  expiresAt: col.timestamptz().nullable(),
  createdAt: col.timestamptz(),
  updatedAt: col.timestamptz(),
  revokedAt: col.timestamptz().nullable(),
  mediaTag: col.text().nullable(),
  source: col.text<ShareSource>(),
});

export const sharingTables = [shareLinks];
