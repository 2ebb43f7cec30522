import { LockMode } from '@mikro-orm/postgresql';
import type { EntityManager } from '@platform/db';
import type { ShareLinkRepository } from '../domain/ports.ts';
import { VIEW_PERMISSION, type ShareLinkRecord, type ShareSource } from '../domain/records.ts';
import { ShareLinkEntity } from './entities.ts';

interface ShareLinkRow {
  id: string;
  token: string;
  accountId: string;
  assetId: string;
  expiresAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
  revokedAt?: Date | null;
  mediaTag?: string | null;
  source: ShareSource;
}

const toRecord = (row: ShareLinkRow): ShareLinkRecord => ({
  id: row.id,
  token: row.token,
  accountId: String(row.accountId),
  assetId: row.assetId,
  permission: VIEW_PERMISSION,
  expiresAt: row.expiresAt ?? null,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  revokedAt: row.revokedAt ?? null,
  mediaTag: row.mediaTag ?? null,
  source: row.source,
});

export class ShareLinksRepository implements ShareLinkRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async findOpen(source: ShareSource, assetId: string, options: { lock?: boolean } = {}): Promise<ShareLinkRecord | null> {
    const row = await this.em.findOne(
      ShareLinkEntity,
      { source, assetId, revokedAt: null },
      { disableIdentityMap: true, lockMode: options.lock ? LockMode.PESSIMISTIC_WRITE : undefined },
    );
    return row ? toRecord(row) : null;
  }

  async findByToken(token: string): Promise<ShareLinkRecord | null> {
    const row = await this.em.findOne(ShareLinkEntity, { token }, { disableIdentityMap: true });
    return row ? toRecord(row) : null;
  }

  async insertIfNoneOpen(link: ShareLinkRecord): Promise<boolean> {
    // ON CONFLICT against the partial unique index waits for a concurrent insert of the same
    // asset to commit, then skips instead of raising an error that would abort the transaction.
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into sharing.share_links
         (id, token, account_id, asset_id, permission, expires_at, created_at, updated_at, media_tag, source)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (asset_id) where revoked_at is null do nothing
       returning id`,
      [
        link.id,
        link.token,
        link.accountId,
        link.assetId,
        link.permission,
        link.expiresAt,
        link.createdAt,
        link.updatedAt,
        link.mediaTag,
        link.source,
      ],
    );
    return rows.length === 1;
  }

  async setExpiry(id: string, expiresAt: Date | null, updatedAt: Date): Promise<void> {
    await this.em.nativeUpdate(ShareLinkEntity, { id }, { expiresAt, updatedAt });
  }

  async revoke(id: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(ShareLinkEntity, { id, revokedAt: null }, { revokedAt: at, updatedAt: at });
  }
}
