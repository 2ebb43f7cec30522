// The entity sharing's ORM reads and updates share links through, from the table's definition in
// tables.ts (docs/decisions.md, "One source for each table's shape"). The constraints that carry
// the table's guarantees (one open link per asset, unique tokens, view-only) are the migrations'.
import { shareLinks } from './tables.ts';

export const SHARING_SCHEMA = 'sharing';

export const ShareLinkEntity = shareLinks.entity;

export const sharingEntities = [ShareLinkEntity];
