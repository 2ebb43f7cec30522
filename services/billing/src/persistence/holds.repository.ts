import { Credits } from '@platform/catalogue';
import type { EntityManager, Row } from '@platform/db';
import type { HoldRepository, NewHold } from '../domain/ports.ts';
import type { HoldRecord, HoldStatus } from '../domain/records.ts';
import { holds } from './tables.ts';

/** The CHECK that keeps a balance from going below zero refused the statement. */
function isBalanceFloor(err: unknown): boolean {
  const { code, constraint } = err as { code?: unknown; constraint?: unknown };
  return code === '23514' && (constraint === undefined || constraint === 'accounts_balance_non_negative');
}

export class HoldsRepository implements HoldRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async find(jobId: string, options: { lock?: boolean } = {}): Promise<HoldRecord | null> {
    // Plain SQL, like every statement on the reserve / capture path (see AccountsRepository.findById).
    const rows = await this.em.execute<Row[]>(
      `select * from billing.holds where job_id = ?${options.lock ? ' for update' : ''}`,
      [jobId],
    );
    if (!rows[0]) return null;
    const { id: _id, reservedAmount, capturedAmount, ...hold } = holds.decode(rows[0]);
    return {
      ...hold,
      reservedAmount: Credits.parse(reservedAmount),
      capturedAmount: Credits.parse(capturedAmount),
    };
  }

  async place(
    hold: NewHold,
  ): Promise<
    { outcome: 'placed'; balance: Credits } | { outcome: 'not_placed' } | { outcome: 'insufficient' }
  > {
    // One statement, so one round trip and atomic without a transaction: the reserve sits on the
    // path from a job's creation to its start. The CTEs see one snapshot and feed each other
    // through RETURNING: a hold only for an active account whose balance covers it (ON CONFLICT
    // waits for a concurrent insert of the same job, then skips), the debit for that hold, the
    // ledger entry for that debit. A concurrent reserve that took the credits after our snapshot
    // makes the debit break CHECK (balance >= 0), which fails the whole statement: nothing is
    // written, and the caller hears `insufficient`.
    try {
      const rows = await this.em.execute<{ held: number; balance: string | null }[]>(
        `with account as (
           select id from billing.accounts where id = ? and status = 'active' and balance >= cast(? as numeric)
         ), hold as (
           insert into billing.holds (job_id, account_id, reserved_amount, description, created_at)
           select ?, account.id, cast(? as numeric), ?, ? from account
           on conflict (job_id) do nothing
           returning account_id, reserved_amount
         ), debit as (
           update billing.accounts a set balance = a.balance - hold.reserved_amount
             from hold
            where a.id = hold.account_id
           returning a.id, a.balance
         ), entry as (
           insert into billing.ledger_entries (account_id, kind, amount, balance_after, job_id, description, created_at)
           select debit.id, 'reserve', cast(? as numeric), debit.balance, ?, ?, ? from debit
           returning balance_after
         )
         select (select count(*) from hold)::int as held, (select balance_after::text from entry) as balance`,
        [
          hold.accountId,
          hold.amount.format(),
          hold.jobId,
          hold.amount.format(),
          hold.description,
          hold.createdAt,
          Credits.ZERO.sub(hold.amount).format(),
          hold.jobId,
          hold.description,
          hold.createdAt,
        ],
      );
      const row = rows[0];
      if (!row || row.held === 0 || row.balance === null) return { outcome: 'not_placed' };
      return { outcome: 'placed', balance: Credits.parse(row.balance) };
    } catch (err) {
      if (isBalanceFloor(err)) return { outcome: 'insufficient' };
      throw err;
    }
  }

  async findReservedBefore(before: Date, limit: number): Promise<string[]> {
    const rows = await this.em.execute<{ job_id: string }[]>(
      `select job_id from billing.holds where status = 'reserved' and created_at < ? order by created_at limit ?`,
      [before, limit],
    );
    return rows.map((row) => row.job_id);
  }

  async settle(
    jobId: string,
    status: Exclude<HoldStatus, 'reserved'>,
    captured: Credits,
    settledAt: Date,
  ): Promise<boolean> {
    const rows = await this.em.execute<{ job_id: string }[]>(
      `update billing.holds set status = ?, captured_amount = cast(? as numeric), settled_at = ?
        where job_id = ? and status = 'reserved'
        returning job_id`,
      [status, captured.format(), settledAt, jobId],
    );
    return rows.length === 1;
  }
}
