import { Credits } from '@platform/catalogue';
import { timestampFromRow, type EntityManager } from '@platform/db';
import type { HoldRepository } from '../domain/ports.ts';
import type { HoldRecord, HoldStatus } from '../domain/records.ts';

interface HoldRow {
  job_id: string;
  account_id: string;
  status: HoldStatus;
  reserved_amount: string;
  captured_amount: string;
  description: string | null;
  created_at: unknown;
  settled_at: unknown;
}

export class HoldsRepository implements HoldRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async find(jobId: string, options: { lock?: boolean } = {}): Promise<HoldRecord | null> {
    // Plain SQL, like every statement on the reserve / capture path (see AccountsRepository.findById).
    const rows = await this.em.execute<HoldRow[]>(
      `select job_id, account_id::text as account_id, status, reserved_amount::text as reserved_amount,
              captured_amount::text as captured_amount, description, created_at, settled_at
         from billing.holds where job_id = ?${options.lock ? ' for update' : ''}`,
      [jobId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      jobId: row.job_id,
      accountId: row.account_id,
      status: row.status,
      reservedAmount: Credits.parse(row.reserved_amount),
      capturedAmount: Credits.parse(row.captured_amount),
      description: row.description,
      createdAt: timestampFromRow(row.created_at),
      settledAt: row.settled_at === null ? null : timestampFromRow(row.settled_at),
    };
  }

  async insertIfAbsent(hold: {
    jobId: string;
    accountId: string;
    amount: Credits;
    description: string | null;
    createdAt: Date;
  }): Promise<boolean> {
    // ON CONFLICT waits for a concurrent insert of the same job to commit or roll back, then
    // either inserts or reports the other call's hold: one hold per job, without an error that
    // would abort this transaction.
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into billing.holds (job_id, account_id, reserved_amount, description, created_at)
       values (?, ?, cast(? as numeric), ?, ?)
       on conflict (job_id) do nothing
       returning id`,
      [hold.jobId, hold.accountId, hold.amount.format(), hold.description, hold.createdAt],
    );
    return rows.length === 1;
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
