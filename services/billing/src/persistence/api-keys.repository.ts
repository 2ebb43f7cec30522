import type { EntityManager } from '@platform/db';
import type { ApiKeyRepository, NewApiKey } from '../domain/ports.ts';
import type { AccountRecord, ApiKeyRecord } from '../domain/records.ts';
import { toAccountRecord } from './accounts.repository.ts';
import { ApiKeyEntity } from './entities.ts';

export class ApiKeysRepository implements ApiKeyRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async insert(key: NewApiKey): Promise<void> {
    await this.em.insert(ApiKeyEntity, {
      account: key.accountId,
      prefix: key.prefix,
      keyHash: key.hash,
      createdAt: key.createdAt,
    });
  }

  async findByHash(hash: Buffer): Promise<{ key: ApiKeyRecord; account: AccountRecord } | null> {
    const row = await this.em.findOne(
      ApiKeyEntity,
      { keyHash: hash },
      { populate: ['account'], disableIdentityMap: true },
    );
    if (!row) return null;
    const account = toAccountRecord(row.account);
    return {
      key: {
        id: String(row.id),
        accountId: account.id,
        prefix: row.prefix,
        createdAt: row.createdAt,
        lastUsedAt: row.lastUsedAt ?? null,
        revokedAt: row.revokedAt ?? null,
      },
      account,
    };
  }

  async touch(id: string, now: Date, staleBefore: Date): Promise<void> {
    // The condition makes concurrent requests of one key write at most once per interval.
    await this.em.nativeUpdate(
      ApiKeyEntity,
      { id, $or: [{ lastUsedAt: null }, { lastUsedAt: { $lt: staleBefore } }] },
      { lastUsedAt: now },
    );
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.em.nativeUpdate(ApiKeyEntity, { id, revokedAt: null }, { revokedAt: now });
  }
}
