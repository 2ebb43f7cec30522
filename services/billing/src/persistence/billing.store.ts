// Billing's repositories, bound per unit of work (see createUnitOfWork in @platform/db).
import { createUnitOfWork, type EntityManager, type MikroORM } from '@platform/db';
import type { BillingStore, Repositories } from '../domain/ports.ts';
import { AccountsRepository } from './accounts.repository.ts';
import { ApiKeysRepository } from './api-keys.repository.ts';
import { HoldsRepository } from './holds.repository.ts';
import { LedgerEntriesRepository } from './ledger.repository.ts';

const repositoriesFor = (em: EntityManager): Repositories => ({
  accounts: new AccountsRepository(em),
  apiKeys: new ApiKeysRepository(em),
  holds: new HoldsRepository(em),
  ledger: new LedgerEntriesRepository(em),
});

export const createBillingStore = (orm: MikroORM): BillingStore =>
  createUnitOfWork(orm, 'billing', repositoriesFor);
