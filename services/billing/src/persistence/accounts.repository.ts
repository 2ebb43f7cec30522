import { Credits } from '@platform/catalogue';
import type { EntityManager, Row } from '@platform/db';
import type { AccountRepository } from '../domain/ports.ts';
import type { AccountRecord, AccountStatus } from '../domain/records.ts';
import { AccountEntity } from './entities.ts';
import { accounts } from './tables.ts';

/** Every account column of a join on `billing.accounts a`, named `account_<column>`. */
export const ACCOUNT_COLUMNS = accounts.select('a', 'account_');

/** A row with ACCOUNT_COLUMNS to the account. */
export const toAccountRecord = (row: Row): AccountRecord => {
  const account = accounts.decode(row, 'account_');
  return { ...account, balance: Credits.parse(account.balance) };
};

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
    const rows = await this.em.execute<Row[]>(
      `select ${ACCOUNT_COLUMNS} from billing.accounts a where a.id = ?`,
      [id],
    );
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
