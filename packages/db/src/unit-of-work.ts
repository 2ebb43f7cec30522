// Hands a service's domain its repositories, bound to a fresh EntityManager fork per call and,
// for writes, to one transaction. Each unit of work gets a span, so traces show database time,
// and a duration in `db.client.operation.duration`, so dashboards do.
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { elapsedSeconds, lazyInstruments } from '@platform/telemetry';
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

const instruments = lazyInstruments((meter) => ({
  duration: meter.createHistogram('db.client.operation.duration', {
    unit: 's',
    description: 'Duration of a unit of work (its statements and transaction)',
  }),
}));

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
        const started = performance.now();
        let outcome = 'ok';
        try {
          return await work();
        } catch (err) {
          outcome = 'error';
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw err;
        } finally {
          span.end();
          instruments().duration.record(elapsedSeconds(started), {
            'db.system': 'postgresql',
            'db.namespace': schema,
            'db.operation.name': name,
            'error.type': outcome === 'ok' ? undefined : 'error',
          });
        }
      },
    );
  return {
    traced,
    transaction: (name, work) =>
      traced(name, () => orm.em.fork().transactional((em) => work(repositoriesFor(em)))),
    read: (name, work) => traced(name, () => work(repositoriesFor(orm.em.fork()))),
    statement: (name, work) => traced(name, () => work(repositoriesFor(orm.em.fork()))),
  };
}
