import { LockMode } from '@mikro-orm/postgresql';
import type { EntityManager } from '@platform/db';
import type { ShareLinkRepository } from '../domain/ports.ts';
import type { ShareLinkRecord, ShareSource } from '../domain/records.ts';
import { ShareLinkEntity } from './entities.ts';
import { shareLinks } from './tables.ts';

/** The entity's properties are the record's. */
const toRecord = (row: object): ShareLinkRecord => shareLinks.fromEntity(row);

export class ShareLinksRepository implements ShareLinkRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async findOpen(
    source: ShareSource,
    assetId: string,
    options: { lock?: boolean } = {},
  ): Promise<ShareLinkRecord | null> {
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
      ...shareLinks.insert(
        { ...link, revokedAt: undefined },
        'on conflict (asset_id) where revoked_at is null do nothing returning id',
      ),
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
