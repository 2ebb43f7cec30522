// Holds a service's table definitions (table.ts) against the schema its migrations make: the
// columns' names, types and nullability from information_schema, and any migrated table no
// definition covers. Run by each service's `persistence/tables.medium.test.ts`.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Row } from './rows.ts';
import type { TableShape } from './table.ts';
import { createOrm, migrate, type DatabaseOptions } from './index.ts';

type Execute = (sql: string, params: unknown[]) => Promise<Row[]>;

/**
 * Where a migrated schema and its definitions differ: columns, types and nullability of each
 * table, and tables no definition covers. Empty when they agree; run by each service's medium test.
 */
export async function schemaDrift(
  em: EntityManager,
  schema: string,
  definitions: readonly TableShape[],
): Promise<string[]> {
  const execute: Execute = (sql, params) => em.getConnection().execute<Row[]>(sql, params);
  const drift = (await undefinedTables(execute, schema, definitions)).map(
    (table) => `${table}: migrated, not defined`,
  );
  for (const definition of definitions) drift.push(...(await tableDrift(execute, schema, definition)));
  return drift;
}

/** Where a definition and its migrated table differ (columns, types, nullability); empty when they agree. */
export async function tableDrift(
  execute: Execute,
  schema: string,
  definition: TableShape,
): Promise<string[]> {
  const rows = await execute(
    'select column_name, data_type, is_nullable from information_schema.columns where table_schema = ? and table_name = ? order by ordinal_position',
    [schema, definition.table],
  );
  if (rows.length === 0) return [`${schema}.${definition.table}: no such table`];
  const migrated = new Map(
    rows.map((row) => [
      String(row.column_name),
      { sql: String(row.data_type), nullable: row.is_nullable === 'YES' },
    ]),
  );
  const drift: string[] = [];
  for (const column of definition.columns) {
    const actual = migrated.get(column.column);
    if (!actual) drift.push(`${definition.table}.${column.column}: defined, not migrated`);
    else if (actual.sql !== column.sql)
      drift.push(`${definition.table}.${column.column}: defined ${column.sql}, migrated ${actual.sql}`);
    else if (actual.nullable !== column.nullable)
      drift.push(
        `${definition.table}.${column.column}: defined ${column.nullable ? '' : 'not '}null, migrated ${actual.nullable ? '' : 'not '}null`,
      );
    migrated.delete(column.column);
  }
  for (const column of migrated.keys()) drift.push(`${definition.table}.${column}: migrated, not defined`);
  return drift;
}

/** Tables of the migrated schema that no definition covers (MikroORM's own bookkeeping aside). */
export async function undefinedTables(
  execute: Execute,
  schema: string,
  definitions: readonly TableShape[],
): Promise<string[]> {
  const rows = await execute(
    "select table_name from information_schema.tables where table_schema = ? and table_type = 'BASE TABLE'",
    [schema],
  );
  const defined = new Set(definitions.map((definition) => definition.table));
  return rows
    .map((row) => String(row.table_name))
    .filter((table) => table !== 'mikro_orm_migrations' && !defined.has(table))
    .sort();
}

/**
 * The drift of a fresh database once `options.migrations` ran on it, against `definitions`; the
 * database is dropped afterwards (a test database: `createTestDatabase` of @platform/testkit).
 */
export async function migratedSchemaDrift(
  database: { url: string; drop(): Promise<void> },
  options: Omit<DatabaseOptions, 'url'>,
  definitions: readonly TableShape[],
): Promise<string[]> {
  try {
    const orm = await createOrm({ ...options, url: database.url });
    try {
      await migrate(orm, options.schema);
      return await schemaDrift(orm.em.fork(), options.schema, definitions);
    } finally {
      await orm.close();
    }
  } finally {
    await database.drop();
  }
}
