// Enhancement's repositories, bound per unit of work (see createUnitOfWork in @platform/db).
import { createUnitOfWork, type EntityManager, type MikroORM } from '@platform/db';
import type { EnhancementStore, Repositories } from '../domain/ports.ts';
import { InputVideosRepositoryImpl } from './input-videos.repository.ts';

const repositoriesFor = (em: EntityManager): Repositories => ({ inputVideos: new InputVideosRepositoryImpl(em) });

export const createEnhancementStore = (orm: MikroORM): EnhancementStore => createUnitOfWork(orm, 'enhancement', repositoriesFor);
