// Enhancement's repositories, bound per unit of work; idempotency keys, the outbox and processOnce
// come with every job owner's store (createJobOwnerStore of @platform/job-lifecycle).
import type { MikroORM } from '@platform/db';
import { createJobOwnerStore } from '@platform/job-lifecycle';
import type { EnhancementStore } from '../domain/ports.ts';
import { ENHANCEMENT_SCHEMA } from './entities.ts';
import { InputVideosRepositoryImpl } from './input-videos.repository.ts';
import { SqlJobsRepository } from './jobs.repository.ts';
import { SqlRestoredVideosRepository } from './restored-videos.repository.ts';

export function createEnhancementStore(orm: MikroORM): EnhancementStore {
  return createJobOwnerStore(orm, ENHANCEMENT_SCHEMA, (em) => ({
    inputVideos: new InputVideosRepositoryImpl(em),
    jobs: new SqlJobsRepository(em),
    restoredVideos: new SqlRestoredVideosRepository(em),
  }));
}
