// Sharing's repository, bound per unit of work (see createUnitOfWork in @platform/db).
import { createUnitOfWork, type EntityManager, type MikroORM } from '@platform/db';
import type { Repositories, SharingStore } from '../domain/ports.ts';
import { ShareLinksRepository } from './share-links.repository.ts';

const repositoriesFor = (em: EntityManager): Repositories => ({ links: new ShareLinksRepository(em) });

export const createSharingStore = (orm: MikroORM): SharingStore =>
  createUnitOfWork(orm, 'sharing', repositoriesFor);
