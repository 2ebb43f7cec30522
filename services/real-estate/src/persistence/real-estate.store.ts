// The real estate repositories, bound per unit of work (see createUnitOfWork in @platform/db).
import { createUnitOfWork, type EntityManager, type MikroORM } from '@platform/db';
import type { RealEstateStore, Repositories } from '../domain/ports.ts';
import { AssetsRepository, TextAssetsRepository } from './assets.repository.ts';
import { ShotsRepository } from './shots.repository.ts';
import { AgentsRepository, BrandKitsRepository } from './profiles.repository.ts';
import { ProjectsRepository } from './projects.repository.ts';
import { REAL_ESTATE_SCHEMA } from './entities.ts';

const repositoriesFor = (em: EntityManager): Repositories => ({
  projects: new ProjectsRepository(em),
  agents: new AgentsRepository(em),
  brandKits: new BrandKitsRepository(em),
  assets: new AssetsRepository(em),
  texts: new TextAssetsRepository(em),
  shots: new ShotsRepository(em),
});

export const createRealEstateStore = (orm: MikroORM): RealEstateStore => createUnitOfWork(orm, REAL_ESTATE_SCHEMA, repositoriesFor);
