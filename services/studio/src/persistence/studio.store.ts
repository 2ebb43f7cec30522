// Studio's repositories, bound per unit of work; idempotency keys, the outbox and processOnce come
// with every job owner's store (createJobOwnerStore of @platform/job-lifecycle).
import type { MikroORM } from '@platform/db';
import { createJobOwnerStore } from '@platform/job-lifecycle';
import type { StudioStore } from '../domain/ports.ts';
import { AssetsRepository, TextAssetsRepository } from './assets.repository.ts';
import { STUDIO_SCHEMA } from './entities.ts';
import { JobsRepository } from './jobs.repository.ts';
import { ProjectsRepository, ShotsRepository, StylePresetsRepository } from './projects.repository.ts';

export function createStudioStore(orm: MikroORM): StudioStore {
  return createJobOwnerStore(orm, STUDIO_SCHEMA, (em) => ({
    projects: new ProjectsRepository(em),
    shots: new ShotsRepository(em),
    styles: new StylePresetsRepository(em),
    assets: new AssetsRepository(em),
    texts: new TextAssetsRepository(em),
    jobs: new JobsRepository(em),
  }));
}
