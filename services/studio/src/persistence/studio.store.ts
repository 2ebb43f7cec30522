// Studio's repositories, bound per unit of work (see createUnitOfWork in @platform/db), plus
// processOnce: a transaction that also records a consumed message, so redeliveries are skipped.
import { enqueue, processOnce } from '@platform/bus';
import { createUnitOfWork, type EntityManager, type MikroORM } from '@platform/db';
import { SqlIdempotencyKeys } from '@platform/job-lifecycle';
import type { Repositories, StudioStore } from '../domain/ports.ts';
import { AssetsRepository, TextAssetsRepository } from './assets.repository.ts';
import { JobsRepository } from './jobs.repository.ts';
import { ProjectsRepository, ShotsRepository, StylePresetsRepository } from './projects.repository.ts';

const repositoriesFor = (em: EntityManager): Repositories => ({
  projects: new ProjectsRepository(em),
  shots: new ShotsRepository(em),
  styles: new StylePresetsRepository(em),
  assets: new AssetsRepository(em),
  texts: new TextAssetsRepository(em),
  jobs: new JobsRepository(em),
  idempotency: new SqlIdempotencyKeys(em, 'studio'),
  outbox: {
    enqueue: (subject, payload, id) => enqueue(em, { subject, payload, id }),
  },
});

export function createStudioStore(orm: MikroORM): StudioStore {
  const { transaction, read, traced } = createUnitOfWork(orm, 'studio', repositoriesFor);
  return {
    transaction,
    read,
    processOnce: (consumer, messageId, work) =>
      traced('process-once', () => processOnce(orm.em.fork(), consumer, messageId, (em) => work(repositoriesFor(em)))),
  };
}
