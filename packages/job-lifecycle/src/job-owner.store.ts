// A job owner's units of work (createUnitOfWork of @platform/db) over its own repositories plus
// the two every owner has, idempotency keys and the outbox, and processOnce: a transaction that
// also records a consumed message, so redeliveries are skipped. A service gives its schema and
// its own repositories; the rest is the same for every owner.
import { enqueue, processOnce } from '@platform/bus';
import { createUnitOfWork, type EntityManager, type MikroORM } from '@platform/db';
import { SqlIdempotencyKeys } from './idempotency.repository.ts';
import type { IdempotencyRepository, LifecycleStore, Outbox } from './lifecycle.ports.ts';

export function createJobOwnerStore<Own extends object>(
  orm: MikroORM,
  schema: string,
  own: (em: EntityManager) => Own,
): LifecycleStore<Own & { idempotency: IdempotencyRepository; outbox: Outbox }> {
  const repositoriesFor = (em: EntityManager) => ({
    ...own(em),
    idempotency: new SqlIdempotencyKeys(em, schema),
    outbox: {
      enqueue: (subject: string, payload: unknown, id?: string) => enqueue(em, { subject, payload, id }),
    },
  });
  const { transaction, read, traced } = createUnitOfWork(orm, schema, repositoriesFor);
  return {
    transaction,
    read,
    processOnce: (consumer, messageId, work) =>
      traced('process-once', () =>
        processOnce(orm.em.fork(), consumer, messageId, (em) => work(repositoriesFor(em))),
      ),
  };
}
