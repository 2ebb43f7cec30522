// Hands the domain its repositories, bound to a fresh EntityManager fork per call and, for
// writes, to one transaction. Each unit of work gets a span, so traces show the database time.
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { enqueue, processOnce } from '@platform/bus';
import type { EntityManager, MikroORM } from '@platform/db';
import type { Repositories, StudioStore } from '../domain/ports.ts';
import { AssetsRepository, TextAssetsRepository } from './assets.repository.ts';
import { IdempotencyKeysRepository, JobsRepository } from './jobs.repository.ts';
import { ProjectsRepository, ShotsRepository, StylePresetsRepository } from './projects.repository.ts';

const tracer = trace.getTracer('@platform/studio');

const repositoriesFor = (em: EntityManager): Repositories => ({
  projects: new ProjectsRepository(em),
  shots: new ShotsRepository(em),
  styles: new StylePresetsRepository(em),
  assets: new AssetsRepository(em),
  texts: new TextAssetsRepository(em),
  jobs: new JobsRepository(em),
  idempotency: new IdempotencyKeysRepository(em),
  outbox: {
    enqueue: (subject, payload, id) => {
      enqueue(em, { subject, payload, id });
    },
  },
});

function traced<T>(name: string, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(
    `studio.db ${name}`,
    { kind: SpanKind.CLIENT, attributes: { 'db.system': 'postgresql', 'db.namespace': 'studio' } },
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

export function createStudioStore(orm: MikroORM): StudioStore {
  return {
    transaction: (name, work) => traced(name, () => orm.em.fork().transactional((em) => work(repositoriesFor(em)))),
    read: (name, work) => traced(name, () => work(repositoriesFor(orm.em.fork()))),
    processOnce: (consumer, messageId, work) =>
      traced('process-once', () => processOnce(orm.em.fork(), consumer, messageId, (em) => work(repositoriesFor(em)))),
  };
}
