// The account signing secrets in SQL: one row per account, made on first need.
import { timestampFromRow, type EntityManager } from '@platform/db';
import type { SigningSecretsRepository } from '../domain/ports.ts';
import type { SigningSecretRecord } from '../domain/records.ts';

interface Row {
  account_id: string;
  secret: string;
  created_at: unknown;
  updated_at: unknown;
}

const toRecord = (row: Row): SigningSecretRecord => ({
  accountId: row.account_id,
  secret: row.secret,
  createdAt: timestampFromRow(row.created_at),
  updatedAt: timestampFromRow(row.updated_at),
});

const COLUMNS = 'account_id::text as account_id, secret, created_at, updated_at';

export class SqlSigningSecrets implements SigningSecretsRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async ensure(accountId: string, secret: string, at: Date): Promise<SigningSecretRecord> {
    // Two first uses at once: the second insert waits for the first and keeps its secret.
    await this.#em.execute('insert into webhooks.signing_secrets (account_id, secret, created_at, updated_at) values (?, ?, ?, ?) on conflict (account_id) do nothing', [
      accountId,
      secret,
      at,
      at,
    ]);
    const rows = await this.#em.execute<Row[]>(`select ${COLUMNS} from webhooks.signing_secrets where account_id = ?`, [accountId]);
    if (!rows[0]) throw new Error(`the signing secret of account ${accountId} vanished`);
    return toRecord(rows[0]);
  }

  async replace(accountId: string, secret: string, at: Date): Promise<SigningSecretRecord> {
    const rows = await this.#em.execute<Row[]>(
      `insert into webhooks.signing_secrets (account_id, secret, created_at, updated_at) values (?, ?, ?, ?)
       on conflict (account_id) do update set secret = excluded.secret, updated_at = greatest(webhooks.signing_secrets.updated_at, excluded.updated_at)
       returning ${COLUMNS}`,
      [accountId, secret, at, at],
    );
    if (!rows[0]) throw new Error(`the signing secret of account ${accountId} was not written`);
    return toRecord(rows[0]);
  }
}
