// Hands a service's domain its repositories, bound to a fresh EntityManager fork per call and,
// for writes, to one transaction. Each unit of work gets a span, so traces show database time.
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

export interface UnitOfWork<Repositories> {
  /** One transaction: everything `work` does commits or rolls back together. */
  transaction<T>(name: string, work: (repositories: Repositories) => Promise<T>): Promise<T>;
  /** Reads on a fresh fork, outside a transaction (nothing is flushed). */
  read<T>(name: string, work: (repositories: Repositories) => Promise<T>): Promise<T>;
  /**
   * A write that is one statement, outside an explicit transaction: PostgreSQL runs a single
   * statement atomically, and begin/commit would only add two round trips.
   */
  statement<T>(name: string, work: (repositories: Repositories) => Promise<T>): Promise<T>;
  /** Runs `work` inside a database span of this service (for units built on other helpers). */
  traced<T>(name: string, work: () => Promise<T>): Promise<T>;
}

export function createUnitOfWork<Repositories>(
  orm: MikroORM,
  schema: string,
  repositoriesFor: (em: EntityManager) => Repositories,
): UnitOfWork<Repositories> {
  const tracer = trace.getTracer(`@platform/${schema}`);
  const traced = <T>(name: string, work: () => Promise<T>): Promise<T> =>
    tracer.startActiveSpan(
      `${schema}.db ${name}`,
      { kind: SpanKind.CLIENT, attributes: { 'db.system': 'postgresql', 'db.namespace': schema } },
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
  return {
    traced,
    transaction: (name, work) => traced(name, () => orm.em.fork().transactional((em) => work(repositoriesFor(em)))),
    read: (name, work) => traced(name, () => work(repositoriesFor(orm.em.fork()))),
    statement: (name, work) => traced(name, () => work(repositoriesFor(orm.em.fork()))),
  };
}
