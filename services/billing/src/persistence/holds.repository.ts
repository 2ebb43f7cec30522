import { LockMode } from '@mikro-orm/postgresql';
import { Credits } from '@platform/catalogue';
import type { EntityManager } from '@platform/db';
import type { HoldRepository } from '../domain/ports.ts';
import type { HoldRecord, HoldStatus } from '../domain/records.ts';
import { HoldEntity } from './entities.ts';

export class HoldsRepository implements HoldRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async find(jobId: string, options: { lock?: boolean } = {}): Promise<HoldRecord | null> {
    const row = await this.em.findOne(
      HoldEntity,
      { jobId },
      { disableIdentityMap: true, lockMode: options.lock ? LockMode.PESSIMISTIC_WRITE : undefined },
    );
    if (!row) return null;
    return {
      jobId: row.jobId,
      accountId: String(row.accountId),
      status: row.status,
      reservedAmount: Credits.parse(row.reservedAmount),
      capturedAmount: Credits.parse(row.capturedAmount),
      description: row.description ?? null,
      createdAt: row.createdAt,
      settledAt: row.settledAt ?? null,
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
    const changed = await this.em.nativeUpdate(
      HoldEntity,
      { jobId, status: 'reserved' },
      { status, capturedAmount: captured.format(), settledAt },
    );
    return changed === 1;
  }
}
