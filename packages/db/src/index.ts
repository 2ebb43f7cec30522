// MikroORM set-up shared by every service: each service owns exactly one PostgreSQL schema,
// changes it only through its own ordered migrations (never schema sync at boot), and forks the
// EntityManager per request or message.
import { Migrator, type Migration as MigrationClass } from '@mikro-orm/migrations';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import type { Logger } from '@platform/logging';

export { Migration } from '@mikro-orm/migrations';
export type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

export interface MigrationEntry {
  name: string;
  class: new (...args: never[]) => MigrationClass;
}

export interface DatabaseOptions {
  url: string;
  /** The service's own schema; nobody else touches it. */
  schema: string;
  /** The entities of the statements written through `em` (none when every statement is SQL). */
  entities: NonNullable<Options['entities']>;
  /** Ordered, hand-reviewed migrations of this schema. */
  migrations: MigrationEntry[];
  poolMax?: number;
  /**
   * PostgreSQL settings of every connection of the pool (sent when it connects, as `-c name=value`
   * startup options): what one service's statements need of the session, such as how its prepared
   * statements are planned.
   */
  sessionSettings?: Readonly<Record<string, string>>;
  logger?: Logger;
}

/** `-c name=value` startup options; names and values come from code, never from a request. */
export function startupOptions(settings: Readonly<Record<string, string>>): string {
  return Object.entries(settings)
    .map(([name, value]) => {
      if (!/^[a-z_.]+$/.test(name) || !/^[A-Za-z0-9_.]+$/.test(value))
        throw new Error(`unsupported session setting ${name}=${value}`);
      return `-c ${name}=${value}`;
    })
    .join(' ');
}

export async function createOrm(options: DatabaseOptions): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl: options.url,
    schema: options.schema,
    entities: options.entities,
    // A service whose statements are all explicit SQL lists no entity (its tables' shapes are
    // its table definitions, table.ts): the ORM is then its connection pool, forks and migrator.
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: {
      migrationsList: options.migrations as never,
      schema: options.schema,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    pool: { min: 0, max: options.poolMax ?? 5 },
    ...(options.sessionSettings
      ? { driverOptions: { options: startupOptions(options.sessionSettings) } }
      : {}),
    ensureDatabase: false,
    allowGlobalContext: false,
    debug: false,
  });
}

/** What a service's `create*Orm` is given each time: the pool and the logger of the process or command. */
export interface OrmSettings {
  poolMax?: number;
  logger?: Logger;
}

/**
 * A service's `create*Orm`: its schema, entities and migrations (and any session settings) fixed,
 * the database URL and pool size given by whoever opens it (the service, its migration job, tests).
 */
export function ormFactory(
  service: Omit<DatabaseOptions, 'url' | 'poolMax' | 'logger'>,
): (url: string, settings?: OrmSettings) => Promise<MikroORM> {
  return (url, settings = {}) =>
    createOrm({ ...service, url, poolMax: settings.poolMax, logger: settings.logger });
}

/** Applies pending migrations of the service's schema. Run by deploy jobs and the local stack. */
export async function migrate(orm: MikroORM, schema: string): Promise<string[]> {
  await orm.em.getConnection().execute(`create schema if not exists "${schema}"`);
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}

export { runMigrationJob, type MigrationJob } from './migration-job.ts';
export type { Page, Slice } from './page.ts';
export { numOrNull, strOrNull, timestampFromRow, timestampOrNull, type Row } from './rows.ts';
export { migratedSchemaDrift, schemaDrift, tableDrift, undefinedTables } from './schema-drift.ts';
export {
  col,
  columnName,
  defineTable,
  textArrayLiteral,
  type Column,
  type ColumnInfo,
  type ColumnNameOf,
  type RowOf,
  type SnakeCase,
  type Table,
  type TableShape,
} from './table.ts';
export { createUnitOfWork, type UnitOfWork } from './unit-of-work.ts';

/**
 * The database as a gRPC server's dependency (`database` in its health service): a `select 1`
 * through the service's own pool, answered within `timeoutMs`. A pool busy with slow queries
 * may delay it, so the deadline is generous; a stopped server is refused at once.
 */
export function databaseDependency(
  orm: MikroORM,
  timeoutMs = 3_000,
): { name: 'database'; healthy(): Promise<boolean> } {
  return {
    name: 'database',
    async healthy() {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      try {
        return await Promise.race([
          orm.em
            .getConnection()
            .execute('select 1')
            .then(() => true),
          late,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
