// The real estate repositories, bound per unit of work; idempotency keys, the outbox and
// processOnce come with every job owner's store (createJobOwnerStore of @platform/job-lifecycle).
import type { MikroORM } from '@platform/db';
import { createJobOwnerStore } from '@platform/job-lifecycle';
import type { RealEstateStore } from '../domain/ports.ts';
import { AssetsRepository, TextAssetsRepository } from './assets.repository.ts';
import { REAL_ESTATE_SCHEMA } from './entities.ts';
import { JobsRepository } from './jobs.repository.ts';
import { CaptionAssetsRepository, VoiceoversRepository } from './listing.repository.ts';
import { AgentsRepository, BrandKitsRepository } from './profiles.repository.ts';
import { ProjectsRepository } from './projects.repository.ts';
import { ShotsRepository } from './shots.repository.ts';

export function createRealEstateStore(orm: MikroORM): RealEstateStore {
  return createJobOwnerStore(orm, REAL_ESTATE_SCHEMA, (em) => ({
    projects: new ProjectsRepository(em),
    agents: new AgentsRepository(em),
    brandKits: new BrandKitsRepository(em),
    assets: new AssetsRepository(em),
    texts: new TextAssetsRepository(em),
    captions: new CaptionAssetsRepository(em),
    voiceovers: new VoiceoversRepository(em),
    shots: new ShotsRepository(em),
    jobs: new JobsRepository(em),
  }));
}
