// The account signing secrets in SQL: one row per account, made on first need.
import type { EntityManager } from '@platform/db';
import type { SigningSecretsRepository } from '../domain/ports.ts';
import type { SigningSecretRecord } from '../domain/records.ts';
import { signingSecrets } from './tables.ts';

type Row = Record<string, unknown>;

const toRecord = (row: Row): SigningSecretRecord => signingSecrets.decode(row);

export class SqlSigningSecrets implements SigningSecretsRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async ensure(accountId: string, secret: string, at: Date): Promise<SigningSecretRecord> {
    // Two first uses at once: the second insert waits for the first and keeps its secret.
    await this.#em.execute(
      ...signingSecrets.insert(
        { accountId, secret, createdAt: at, updatedAt: at },
        'on conflict (account_id) do nothing',
      ),
    );
    const rows = await this.#em.execute<Row[]>(
      `select * from webhooks.signing_secrets where account_id = ?`,
      [accountId],
    );
    if (!rows[0]) throw new Error(`the signing secret of account ${accountId} vanished`);
    return toRecord(rows[0]);
  }

  async replace(accountId: string, secret: string, at: Date): Promise<SigningSecretRecord> {
    const rows = await this.#em.execute<Row[]>(
      ...signingSecrets.insert(
        { accountId, secret, createdAt: at, updatedAt: at },
        'on conflict (account_id) do update set secret = excluded.secret, updated_at = greatest(webhooks.signing_secrets.updated_at, excluded.updated_at) returning *',
      ),
    );
    if (!rows[0]) throw new Error(`the signing secret of account ${accountId} was not written`);
    return toRecord(rows[0]);
  }
}
