import { Credits } from '@platform/catalogue';
import { timestampFromRow, type EntityManager } from '@platform/db';
import type { AccountRepository } from '../domain/ports.ts';
import type { AccountRecord, AccountStatus } from '../domain/records.ts';
import { AccountEntity } from './entities.ts';

/** The account columns as `ACCOUNT_COLUMNS` selects them (aliased `a`). */
export interface AccountRow {
  account_id: string;
  email: string;
  status: AccountStatus;
  balance: string;
  account_created_at: unknown;
}

export const ACCOUNT_COLUMNS =
  'a.id::text as account_id, a.email, a.status, a.balance::text as balance, a.created_at as account_created_at';

export const toAccountRecord = (row: AccountRow): AccountRecord => ({
  id: row.account_id,
  email: row.email,
  status: row.status,
  balance: Credits.parse(row.balance),
  createdAt: timestampFromRow(row.account_created_at),
});

export class AccountsRepository implements AccountRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async insert(email: string, createdAt: Date): Promise<AccountRecord | null> {
    // ON CONFLICT instead of catching the unique violation: an error would abort the whole
    // transaction, and the caller wants to answer "email taken" cleanly.
    const rows = await this.em.execute<{ id: string }[]>(
      'insert into billing.accounts (email, created_at) values (?, ?) on conflict (email) do nothing returning id',
      [email, createdAt],
    );
    const row = rows[0];
    return row ? { id: String(row.id), email, status: 'active', balance: Credits.ZERO, createdAt } : null;
  }

  async findById(id: string): Promise<AccountRecord | null> {
    // Plain SQL: this read is on every balance request and every reserve, and the ORM's entity
    // hydration cost several times the query itself. Balances change through conditional
    // UPDATEs, so nothing here is cached.
    const rows = await this.em.execute<AccountRow[]>(`select ${ACCOUNT_COLUMNS} from billing.accounts a where a.id = ?`, [id]);
    const row = rows[0];
    return row ? toAccountRecord(row) : null;
  }

  async balancesOf(ids: string[]): Promise<Map<string, Credits>> {
    const rows = await this.em.execute<{ id: string; balance: string }[]>(
      'select id::text as id, balance::text as balance from billing.accounts where id = any(cast(? as bigint[]))',
      [`{${ids.join(',')}}`],
    );
    return new Map(rows.map((row) => [row.id, Credits.parse(row.balance)]));
  }

  async adjustBalance(id: string, delta: Credits): Promise<Credits | null> {
    // One statement: the row lock makes concurrent adjustments queue, and PostgreSQL re-checks
    // the WHERE clause against the row as the previous transaction left it, so two reserves can
    // never both spend the same credits. The CHECK (balance >= 0) is the backstop.
    const amount = delta.format();
    const rows = await this.em.execute<{ balance: string }[]>(
      `update billing.accounts set balance = balance + cast(? as numeric)
        where id = ? and balance + cast(? as numeric) >= 0
        returning balance::text as balance`,
      [amount, id, amount],
    );
    const row = rows[0];
    return row ? Credits.parse(row.balance) : null;
  }

  async setStatus(id: string, status: AccountStatus): Promise<AccountRecord | null> {
    const updated = await this.em.nativeUpdate(AccountEntity, { id }, { status });
    return updated === 0 ? null : this.findById(id);
  }
}
