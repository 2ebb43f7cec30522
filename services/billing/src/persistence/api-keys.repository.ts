import type { EntityManager, Row } from '@platform/db';
import type { ApiKeyRepository, NewApiKey } from '../domain/ports.ts';
import type { AccountRecord, ApiKeyRecord } from '../domain/records.ts';
import { ACCOUNT_COLUMNS, toAccountRecord } from './accounts.repository.ts';
import { ApiKeyEntity } from './entities.ts';
import { apiKeys } from './tables.ts';

const KEY_COLUMNS = apiKeys.select('k', 'key_');

export class ApiKeysRepository implements ApiKeyRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async insert(key: NewApiKey): Promise<void> {
    await this.em.insert(ApiKeyEntity, {
      accountId: key.accountId,
      prefix: key.prefix,
      keyHash: key.hash,
      createdAt: key.createdAt,
    });
  }

  async findByHash(hash: Buffer): Promise<{ key: ApiKeyRecord; account: AccountRecord } | null> {
    const rows = await this.em.execute<Row[]>(
      `select ${KEY_COLUMNS}, ${ACCOUNT_COLUMNS}
         from billing.api_keys k join billing.accounts a on a.id = k.account_id
        where k.key_hash = ?`,
      [hash],
    );
    const row = rows[0];
    if (!row) return null;
    const { id, accountId, prefix, createdAt, lastUsedAt, revokedAt } = apiKeys.decode(row, 'key_');
    return {
      key: { id, accountId, prefix, createdAt, lastUsedAt, revokedAt },
      account: toAccountRecord(row),
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

  async hasActiveKey(accountId: string, prefix: string): Promise<boolean> {
    const rows = await this.em.execute<{ found: number }[]>(
      'select 1 as found from billing.api_keys where account_id = ? and prefix = ? and revoked_at is null limit 1',
      [accountId, prefix],
    );
    return rows.length > 0;
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.em.nativeUpdate(ApiKeyEntity, { id, revokedAt: null }, { revokedAt: now });
  }
}
