import type { EntityManager } from '@platform/db';
import type { LedgerRepository } from '../domain/ports.ts';
import type { NewLedgerEntry } from '../domain/records.ts';

/** Append-only by construction: there is no update or delete here, and triggers refuse them. */
export class LedgerEntriesRepository implements LedgerRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async append(entry: NewLedgerEntry): Promise<void> {
    await this.em.execute(
      `insert into billing.ledger_entries (account_id, kind, amount, balance_after, job_id, description, created_at)
       values (?, ?, cast(? as numeric), cast(? as numeric), ?, ?, ?)`,
      [entry.accountId, entry.kind, entry.amount.format(), entry.balanceAfter.format(), entry.jobId, entry.description, entry.createdAt],
    );
  }
}
