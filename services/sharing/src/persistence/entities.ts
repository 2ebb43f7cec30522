// MikroORM mapping of the sharing schema. The table and the constraints that carry its
// guarantees (one open link per asset, unique tokens, view-only) are made by the hand-written
// migrations beside this file.
import { defineEntity, p } from '@mikro-orm/postgresql';

export const SHARING_SCHEMA = 'sharing';

export const ShareLinkEntity = defineEntity({
  name: 'ShareLink',
  tableName: 'share_links',
  properties: {
    id: p.uuid().primary(),
    token: p.text(),
    accountId: p.bigint('string'),
    assetId: p.uuid(),
    permission: p.enum(['view'] as const),
    expiresAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    mediaTag: p.text().nullable(),
    source: p.enum(['studio', 'real_estate'] as const),
  },
});

export const sharingEntities = [ShareLinkEntity];
