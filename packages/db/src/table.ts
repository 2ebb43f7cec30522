// One definition per table of a service's schema: its columns (property, SQL type, nullability).
// Besides the migration that creates the table, it is the only list of them: it decodes the rows
// of the repositories' explicit SQL into typed values, gives the MikroORM entity to the few
// statements written through the ORM, and a medium test of each service holds it against the
// migrated table (`tableDrift`). Explicit SQL rather than entities on the read path: the
// orm-read benchmark (docs/benchmarks.md, issue 31) measured em.find at 2.5x the wall time and
// 4-6x the CPU of the same read in SQL, the query builder at 1.6x and 2.2-2.5x.
import {
  ArrayType,
  BigIntType,
  BlobType,
  BooleanType,
  DateTimeType,
  DecimalType,
  DoubleType,
  EntitySchema,
  IntegerType,
  JsonType,
  TextType,
  UuidType,
  type Type,
} from '@mikro-orm/postgresql';
import { timestampFromRow, type Row } from './rows.ts';

interface ColumnKind<T> {
  /** `information_schema.columns.data_type` of the column. */
  sql: string;
  decode(value: unknown): T;
  orm(): Type<unknown>;
  /** How an insert passes a value the driver would not pass as is: `cast(? as <cast>)` of `encode(value)`. */
  cast?: string;
  encode?(value: T): unknown;
}

export class Column<T> {
  readonly kind: ColumnKind<unknown>;
  readonly isNullable: boolean;
  readonly isPrimary: boolean;
  readonly isGenerated: boolean;
  /** Only carries T for the row type. */
  declare readonly value?: T;

  constructor(kind: ColumnKind<unknown>, isNullable = false, isPrimary = false, isGenerated = false) {
    this.kind = kind;
    this.isNullable = isNullable;
    this.isPrimary = isPrimary;
    this.isGenerated = isGenerated;
  }

  nullable(): Column<T | null> {
    return new Column<T | null>(this.kind, true, this.isPrimary, this.isGenerated);
  }

  primary(): Column<T> {
    return new Column<T>(this.kind, this.isNullable, true, this.isGenerated);
  }

  /** An identity column: the database assigns it on insert. */
  generated(): Column<T> {
    return new Column<T>(this.kind, this.isNullable, this.isPrimary, true);
  }
}

const kind = <T>(
  sql: string,
  decode: (value: unknown) => T,
  orm: () => Type<unknown>,
  insert: Pick<ColumnKind<T>, 'cast' | 'encode'> = {},
) => new Column<T>({ sql, decode, orm, ...insert } as ColumnKind<unknown>);

/** A PostgreSQL array literal of texts, each quoted (`{"a","b"}`). */
export const textArrayLiteral = (values: readonly string[]): string =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
const asString = (value: unknown): string => String(value);
const asNumber = (value: unknown): number => Number(value);

/** Column types; values come as the pg driver gives them (bigint and numeric as exact strings). */
export const col = {
  uuid: () => kind('uuid', asString, () => new UuidType()),
  text: <T extends string = string>() => kind('text', asString, () => new TextType()) as Column<T>,
  /** Exact: ids and account ids stay strings. */
  bigint: () => kind('bigint', asString, () => new BigIntType('string')),
  /** A bigint known to stay within 2^53 (identity ids, byte counts). */
  bigintNumber: () => kind('bigint', asNumber, () => new BigIntType('number')),
  integer: () => kind('integer', asNumber, () => new IntegerType()),
  double: () => kind('double precision', asNumber, () => new DoubleType()),
  /** Exact money and the like, as the driver's string. */
  numeric: () => kind('numeric', asString, () => new DecimalType('string'), { cast: 'numeric' }),
  /** A numeric of few digits read as a number (scores, not money). */
  numericNumber: () => kind('numeric', asNumber, () => new DecimalType('number')),
  timestamptz: () => kind('timestamp with time zone', timestampFromRow, () => new DateTimeType()),
  jsonb: <T>() =>
    kind(
      'jsonb',
      (value) => value,
      () => new JsonType(),
      { cast: 'jsonb', encode: (value) => JSON.stringify(value) },
    ) as Column<T>,
  /** text[]; the driver gives an array. */
  textArray: <T extends string = string>() =>
    kind(
      'ARRAY',
      (value) => value as T[],
      () => new ArrayType(),
      { cast: 'text[]', encode: (value: T[]) => textArrayLiteral(value) },
    ),
  bytea: () =>
    kind(
      'bytea',
      (value) => value as Buffer,
      () => new BlobType(),
    ),
  boolean: () =>
    kind(
      'boolean',
      (value) => value === true || value === 't' || value === 'true',
      () => new BooleanType(),
    ),
};

type Columns = Record<string, Column<unknown>>;
export type RowOf<C extends Columns> = { [K in keyof C]: C[K] extends Column<infer T> ? T : never };

/** `createdAt` -> `created_at` at the type level, as `columnName` does at run time. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** The column names of a table definition, as literal types. */
export type ColumnNameOf<D> = D extends Table<infer T> ? SnakeCase<keyof T & string> : never;

export interface ColumnInfo {
  property: string;
  column: string;
  sql: string;
  nullable: boolean;
}

/** What the schema check needs of a definition, whatever its row type. */
export interface TableShape {
  /** As written in SQL: `schema.table`, or just `table` for tables in whichever schema the ORM has (the bus's). */
  readonly name: string;
  readonly table: string;
  readonly columns: readonly ColumnInfo[];
}

export interface Table<T> extends TableShape {
  /**
   * A row of explicit SQL (`select *`, or at least every column) to typed properties; `prefix`
   * reads the columns as `select(alias, prefix)` named them in a join.
   */
  decode(row: Row, prefix?: string): T;
  /** `alias.column as <prefix>column, ...`: every column of the table in a join, for `decode(row, prefix)`. */
  select(alias: string, prefix: string): string;
  /** An entity of `entity` (as `em` returns it) to a plain row of its properties, unset ones null. */
  fromEntity(entity: object): T;
  /**
   * `insert into <name> (<the given properties' columns>) values (...)` and its parameters (jsonb
   * serialised, text[] as a literal, numeric cast); `suffix` adds `on conflict ...` or `returning ...`.
   */
  insert(values: { [K in keyof T]?: T[K] }, suffix?: string): [sql: string, params: unknown[]];
  /** `column = ?, ...` of the given properties and their parameters, encoded as `insert` does: an update's set list. */
  set(values: { [K in keyof T]?: T[K] }): [sql: string, params: unknown[]];
  /** The MikroORM entity of the table, for statements written through `em`. */
  readonly entity: EntitySchema<T>;
}

/** `createdAt` -> `created_at`, `nFrames` -> `n_frames`: MikroORM's underscore naming, which the migrations follow. */
export const columnName = (property: string): string =>
  property.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const entityName = (table: string): string =>
  table.replace(/(^|_)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

/**
 * A table's row decoder, compiled once per prefix: one object literal of every property (the same
 * shape every time, as a hand-written mapper would build), each column's value decoded unless
 * null. A missing column is a statement that did not select it: an error, not an undefined.
 */
function compileDecoder(
  name: string,
  entries: readonly { property: string; column: string; definition: Column<unknown> }[],
  prefix: string,
) {
  const decoders = entries.map(({ definition }) => definition.kind.decode);
  const missing = (column: string): never => {
    throw new Error(`${name}: the row has no ${column}`);
  };
  const properties = entries.map(({ property, column }, index) => {
    const key = JSON.stringify(prefix + column);
    return `${JSON.stringify(property)}: (v = row[${key}]) === null ? null : v === undefined ? missing(${key}) : d[${index}](v)`;
  });
  // Generated from the definition's own property and column names (identifiers, JSON-quoted), never from input.
  return new Function(
    'd',
    'missing',
    `return function decode(row) { let v; return { ${properties.join(', ')} }; }`,
  )(decoders, missing) as (row: Row) => unknown;
}

export function defineTable<C extends Columns>(name: string, columns: C): Table<RowOf<C>> {
  const table = name.split('.').at(-1)!;
  const entries = Object.entries(columns).map(([property, column]) => ({
    property,
    column: columnName(property),
    definition: column,
  }));
  let entity: EntitySchema<RowOf<C>> | undefined;
  const decoders = new Map<string, (row: Row) => unknown>();
  /** The given properties' columns, placeholders and parameters, in definition order. */
  const encoded = (values: object) => {
    const names: string[] = [];
    const placeholders: string[] = [];
    const params: unknown[] = [];
    for (const { property, column, definition } of entries) {
      const value = (values as Record<string, unknown>)[property];
      if (value === undefined) continue;
      names.push(column);
      const { cast, encode } = definition.kind;
      placeholders.push(cast ? `cast(? as ${cast})` : '?');
      params.push(encode && value !== null ? encode(value) : value);
    }
    return { names, placeholders, params };
  };
  return {
    name,
    table,
    columns: entries.map(({ property, column, definition }) => ({
      property,
      column,
      sql: definition.kind.sql,
      nullable: definition.isNullable,
    })),
    decode(row, prefix = '') {
      let decode = decoders.get(prefix);
      if (!decode) decoders.set(prefix, (decode = compileDecoder(name, entries, prefix)));
      return decode(row) as RowOf<C>;
    },
    select(alias, prefix) {
      return entries.map(({ column }) => `${alias}.${column} as ${prefix}${column}`).join(', ');
    },
    fromEntity(value) {
      const plain: Record<string, unknown> = {};
      for (const { property } of entries)
        plain[property] = (value as Record<string, unknown>)[property] ?? null;
      return plain as RowOf<C>;
    },
    insert(values, suffix = '') {
      const { names, placeholders, params } = encoded(values);
      return [
        `insert into ${name} (${names.join(', ')}) values (${placeholders.join(', ')})${suffix ? ` ${suffix}` : ''}`,
        params,
      ];
    },
    set(values) {
      const { names, placeholders, params } = encoded(values);
      return [names.map((column, index) => `${column} = ${placeholders[index]}`).join(', '), params];
    },
    get entity() {
      entity ??= new EntitySchema<RowOf<C>>({
        name: entityName(table),
        tableName: table,
        properties: Object.fromEntries(
          entries.map(({ property, column, definition }) => [
            property,
            {
              type: definition.kind.orm(),
              fieldName: column,
              ...(definition.isNullable ? { nullable: true } : {}),
              ...(definition.isPrimary ? { primary: true } : {}),
              ...(definition.isGenerated ? { autoincrement: true } : {}),
            },
          ]),
        ) as never,
      });
      return entity;
    },
  };
}
