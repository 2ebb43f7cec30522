// Enhancement's repositories, bound per unit of work (see createUnitOfWork in @platform/db), plus
// processOnce: a transaction that also records a consumed message, so redeliveries are skipped.
import { enqueue, processOnce } from '@platform/bus';
import { createUnitOfWork, type EntityManager, type MikroORM } from '@platform/db';
import { SqlIdempotencyKeys } from '@platform/job-lifecycle';
import type { EnhancementStore, Repositories } from '../domain/ports.ts';
import { InputVideosRepositoryImpl } from './input-videos.repository.ts';
import { SqlJobsRepository } from './jobs.repository.ts';
import { SqlRestoredVideosRepository } from './restored-videos.repository.ts';

const repositoriesFor = (em: EntityManager): Repositories => ({
  inputVideos: new InputVideosRepositoryImpl(em),
  jobs: new SqlJobsRepository(em),
  restoredVideos: new SqlRestoredVideosRepository(em),
  idempotency: new SqlIdempotencyKeys(em, 'enhancement'),
  outbox: { enqueue: (subject, payload, id) => enqueue(em, { subject, payload, id }) },
});

export function createEnhancementStore(orm: MikroORM): EnhancementStore {
  const { transaction, read, traced } = createUnitOfWork(orm, 'enhancement', repositoriesFor);
  return {
    transaction,
    read,
    processOnce: (consumer, messageId, work) => traced('process-once', () => processOnce(orm.em.fork(), consumer, messageId, (em) => work(repositoriesFor(em)))),
  };
}
