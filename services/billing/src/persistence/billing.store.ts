// Hands the domain its repositories, bound to a fresh EntityManager fork per call and, for
// writes, to one transaction. Each unit of work gets a span, so traces show the database time.
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { EntityManager, MikroORM } from '@platform/db';
import type { BillingStore, Repositories } from '../domain/ports.ts';
import { AccountsRepository } from './accounts.repository.ts';
import { ApiKeysRepository } from './api-keys.repository.ts';
import { HoldsRepository } from './holds.repository.ts';
import { LedgerEntriesRepository } from './ledger.repository.ts';

const tracer = trace.getTracer('@platform/billing');

const repositoriesFor = (em: EntityManager): Repositories => ({
  accounts: new AccountsRepository(em),
  apiKeys: new ApiKeysRepository(em),
  holds: new HoldsRepository(em),
  ledger: new LedgerEntriesRepository(em),
});

function traced<T>(name: string, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(
    `billing.db ${name}`,
    { kind: SpanKind.CLIENT, attributes: { 'db.system': 'postgresql', 'db.namespace': 'billing' } },
    async (span) => {
      try {
        return await work();
      } catch (err) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw err;
      } finally {
        span.end();
      }
    },
  );
}

export function createBillingStore(orm: MikroORM): BillingStore {
  return {
    transaction: (name, work) =>
      traced(name, () => orm.em.fork().transactional((em) => work(repositoriesFor(em)))),
    read: (name, work) => traced(name, () => work(repositoriesFor(orm.em.fork()))),
  };
}
