import type { EntityManager } from '@platform/db';
import type { LedgerRepository } from '../domain/ports.ts';
import type { NewLedgerEntry } from '../domain/records.ts';
import { ledgerEntries } from './tables.ts';

/** Append-only by construction: there is no update or delete here, and triggers refuse them. */
export class LedgerEntriesRepository implements LedgerRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async append(entry: NewLedgerEntry): Promise<void> {
    await this.em.execute(
      ...ledgerEntries.insert({
        ...entry,
        amount: entry.amount.format(),
        balanceAfter: entry.balanceAfter.format(),
      }),
    );
  }
}
