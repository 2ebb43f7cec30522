// The webhooks repositories, bound per unit of work (see createUnitOfWork in @platform/db).
import { createUnitOfWork, type EntityManager, type MikroORM } from '@platform/db';
import type { Repositories, WebhooksStore } from '../domain/ports.ts';
import { SqlDeliveries } from './deliveries.repository.ts';
import { SqlEndpoints } from './endpoints.repository.ts';
import { SqlSigningSecrets } from './signing-secrets.repository.ts';

const repositoriesFor = (em: EntityManager): Repositories => ({
  endpoints: new SqlEndpoints(em),
  deliveries: new SqlDeliveries(em),
  signingSecrets: new SqlSigningSecrets(em),
});

export const createWebhooksStore = (orm: MikroORM): WebhooksStore =>
  createUnitOfWork(orm, 'webhooks', repositoriesFor);
