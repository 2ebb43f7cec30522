// The real estate repositories, bound per unit of work (see createUnitOfWork in @platform/db),
// plus processOnce: a transaction that also records a consumed message, so redeliveries are skipped.
import { enqueue, processOnce } from '@platform/bus';
import { createUnitOfWork, type EntityManager, type MikroORM } from '@platform/db';
import { SqlIdempotencyKeys } from '@platform/job-lifecycle';
import type { RealEstateStore, Repositories } from '../domain/ports.ts';
import { AssetsRepository, TextAssetsRepository } from './assets.repository.ts';
import { REAL_ESTATE_SCHEMA } from './entities.ts';
import { JobsRepository } from './jobs.repository.ts';
import { CaptionAssetsRepository, VoiceoversRepository } from './listing.repository.ts';
import { AgentsRepository, BrandKitsRepository } from './profiles.repository.ts';
import { ProjectsRepository } from './projects.repository.ts';
import { ShotsRepository } from './shots.repository.ts';

const repositoriesFor = (em: EntityManager): Repositories => ({
  projects: new ProjectsRepository(em),
  agents: new AgentsRepository(em),
  brandKits: new BrandKitsRepository(em),
  assets: new AssetsRepository(em),
  texts: new TextAssetsRepository(em),
  captions: new CaptionAssetsRepository(em),
  voiceovers: new VoiceoversRepository(em),
  shots: new ShotsRepository(em),
  jobs: new JobsRepository(em),
  idempotency: new SqlIdempotencyKeys(em, REAL_ESTATE_SCHEMA),
  outbox: {
    enqueue: (subject, payload, id) => enqueue(em, { subject, payload, id }),
  },
});

export function createRealEstateStore(orm: MikroORM): RealEstateStore {
  const { transaction, read, traced } = createUnitOfWork(orm, REAL_ESTATE_SCHEMA, repositoriesFor);
  return {
    transaction,
    read,
    processOnce: (consumer, messageId, work) =>
      traced('process-once', () => processOnce(orm.em.fork(), consumer, messageId, (em) => work(repositoriesFor(em)))),
  };
}
