import { timestampFromRow, type EntityManager } from '@platform/db';
import type { ApiKeyRepository, NewApiKey } from '../domain/ports.ts';
import type { AccountRecord, ApiKeyRecord } from '../domain/records.ts';
import { ACCOUNT_COLUMNS, toAccountRecord, type AccountRow } from './accounts.repository.ts';
import { ApiKeyEntity } from './entities.ts';

interface KeyRow extends AccountRow {
  id: string;
  prefix: string;
  created_at: unknown;
  last_used_at: unknown;
  revoked_at: unknown;
}

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
    const rows = await this.em.execute<KeyRow[]>(
      `select k.id::text as id, k.prefix, k.created_at, k.last_used_at, k.revoked_at, ${ACCOUNT_COLUMNS}
         from billing.api_keys k join billing.accounts a on a.id = k.account_id
        where k.key_hash = ?`,
      [hash],
    );
    const row = rows[0];
    if (!row) return null;
    const account = toAccountRecord(row);
    return {
      key: {
        id: row.id,
        accountId: account.id,
        prefix: row.prefix,
        createdAt: timestampFromRow(row.created_at),
        lastUsedAt: row.last_used_at === null ? null : timestampFromRow(row.last_used_at),
        revokedAt: row.revoked_at === null ? null : timestampFromRow(row.revoked_at),
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
