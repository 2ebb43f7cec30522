// Hands the domain its repository, bound to a fresh EntityManager fork per call and, for writes,
// to one transaction. Each unit of work gets a span, so traces show the database time.
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { EntityManager, MikroORM } from '@platform/db';
import type { Repositories, SharingStore } from '../domain/ports.ts';
import { ShareLinksRepository } from './share-links.repository.ts';

const tracer = trace.getTracer('@platform/sharing');

const repositoriesFor = (em: EntityManager): Repositories => ({ links: new ShareLinksRepository(em) });

function traced<T>(name: string, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(
    `sharing.db ${name}`,
    { kind: SpanKind.CLIENT, attributes: { 'db.system': 'postgresql', 'db.namespace': 'sharing' } },
    async (span) => {
      try {
        return await work();
      } catch (err) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw err;
      } finally {
        span.end();
      }
    },
  );
}

export function createSharingStore(orm: MikroORM): SharingStore {
  return {
    transaction: (name, work) =>
      traced(name, () => orm.em.fork().transactional((em) => work(repositoriesFor(em)))),
    read: (name, work) => traced(name, () => work(repositoriesFor(orm.em.fork()))),
  };
}
