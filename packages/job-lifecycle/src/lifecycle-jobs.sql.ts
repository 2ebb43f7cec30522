// The life-cycle columns of a service's job table and the SQL the life cycle runs on them. A
// service's jobs table has its own columns (kind-specific inputs, outputs) plus these; its job
// repository extends SqlLifecycleJobs for the life-cycle methods and adds its inserts, reads and lists.
import { Credits } from '@platform/catalogue';
import { col, type EntityManager, type RowOf, type Table } from '@platform/db';
import { isUuid } from '@platform/errors';
import type { JobPatch, JobStatus, LifecycleJob } from './lifecycle.ports.ts';

type Row = Record<string, unknown>;

/** Column definitions to put in a service's `create table <schema>.jobs (...)`. */
export const LIFECYCLE_COLUMNS_SQL = `
  account_id bigint not null,
  kind text not null,
  status text not null,
  quote numeric(20,4) not null,
  charged numeric(20,4),
  description text not null default '',
  error_message text not null default '',
  created_at timestamptz not null,
  started_at timestamptz,
  finished_at timestamptz`;

/**
 * The `webhook_url` life-cycle column (a job create's own webhook), added to each service's
 * jobs table by a migration of its own: `alter table <schema>.jobs add column <this>`.
 */
export const WEBHOOK_URL_COLUMN_SQL =
  "webhook_url text check (webhook_url is null or (webhook_url <> '' and length(webhook_url) <= 2048))";

/** Table constraints that keep every row a valid point of the life cycle (prefix: the table name). */
export const lifecycleConstraintsSql = (prefix: string): string => `
  constraint ${prefix}_status_check check (status in ('queued', 'processing', 'completed', 'failed', 'expired', 'cancelled')),
  constraint ${prefix}_quote_non_negative check (quote >= 0),
  constraint ${prefix}_charged_only_when_completed check ((charged is not null) = (status = 'completed')),
  constraint ${prefix}_charged_within_quote check (charged is null or (charged >= 0 and charged <= quote)),
  constraint ${prefix}_finished_when_terminal check ((finished_at is not null) = (status in ('completed', 'failed', 'expired', 'cancelled')))`;

/** The indexes the sweeper's scans need (`table` qualified, `prefix` names them). */
export const lifecycleIndexesSql = (table: string, prefix: string): string[] => [
  `create index ${prefix}_queued_idx on ${table} (created_at) where status = 'queued'`,
  `create index ${prefix}_processing_idx on ${table} (started_at) where status = 'processing'`,
];

/**
 * The life-cycle columns (LIFECYCLE_COLUMNS_SQL and WEBHOOK_URL_COLUMN_SQL) as a table
 * definition's properties (`defineTable` of @platform/db): a service's jobs definition spreads
 * them beside its id and its own columns, and may narrow `kind`.
 */
export const lifecycleJobColumns = {
  accountId: col.bigint(),
  kind: col.text(),
  status: col.text<JobStatus>(),
  quote: col.numeric(),
  charged: col.numeric().nullable(),
  description: col.text(),
  webhookUrl: col.text().nullable(),
  errorMessage: col.text(),
  createdAt: col.timestamptz(),
  startedAt: col.timestamptz().nullable(),
  finishedAt: col.timestamptz().nullable(),
};

/** A decoded job row with its money as Credits (the columns are exact numeric strings). */
export function withCredits<R extends { quote: string; charged: string | null }>(
  row: R,
): Omit<R, 'quote' | 'charged'> & { quote: Credits; charged: Credits | null } {
  return {
    ...row,
    quote: Credits.parse(row.quote),
    charged: row.charged === null ? null : Credits.parse(row.charged),
  };
}

/** The values of an insert beside the money (which `insertJob` encodes from the record itself). */
type OwnColumns<R> = { [K in Exclude<keyof R, 'quote' | 'charged'>]?: R[K] };

const TABLE_NAME = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;

/** A row of a service's jobs table: a uuid id, the life-cycle columns, and its own. */
export type LifecycleJobRow = RowOf<typeof lifecycleJobColumns> & { id: string };

/**
 * The life-cycle statements of a service's jobs table. A service's job repository extends it: it
 * inherits `lockById`, `update` and the sweeper's scans, and adds its `insert` (through
 * `insertJob`), reads and lists over `em`.
 */
export class SqlLifecycleJobs<J extends LifecycleJob, R extends LifecycleJobRow = LifecycleJobRow> {
  protected readonly em: EntityManager;
  readonly #table: Table<R>;
  readonly #fromRow: (row: Row) => J;
  readonly #outputs: readonly (keyof R & string)[];

  /**
   * `table` is the service's jobs definition (`schema.jobs`, a uuid `id`); ids the column could
   * not hold are refused before the query (a worker event with a malformed id is then simply an
   * unknown job, not a database error). `outputs` are the only columns of the service's own that
   * `update` writes: what a completion sets; its other columns are written once, by the insert.
   */
  constructor(
    em: EntityManager,
    options: { table: Table<R>; fromRow: (row: Row) => J; outputs?: readonly (keyof R & string)[] },
  ) {
    if (!TABLE_NAME.test(options.table.name)) throw new Error(`Invalid table name: ${options.table.name}`);
    this.em = em;
    this.#table = options.table;
    this.#fromRow = options.fromRow;
    this.#outputs = options.outputs ?? [];
  }

  /**
   * The creation estimates (`eta_s`, a column of the service's own) and actual run times of the
   * last completed jobs of `kind`: what `EtaCalibration` measures this deployment's throughput by.
   */
  async etaSamples(kind: string, limit = 20): Promise<{ estimateS: number; actualS: number }[]> {
    const rows = await this.em.execute<Row[]>(
      `select eta_s, extract(epoch from finished_at - started_at) as actual_s from ${this.#table.name}
        where kind = ? and status = 'completed' and started_at is not null and finished_at is not null
        order by finished_at desc limit ?`,
      [kind, limit],
    );
    return rows.map((row) => ({ estimateS: Number(row.eta_s), actualS: Number(row.actual_s) }));
  }

  async lockById(id: string): Promise<J | null> {
    if (!isUuid(id)) return null;
    const rows = await this.em.execute<Row[]>(`select * from ${this.#table.name} where id = ? for update`, [
      id,
    ]);
    return rows[0] ? this.#fromRow(rows[0]) : null;
  }

  /** Applies a transition; the `outputs` of `set` are written in the same statement. */
  async update(id: string, patch: JobPatch, set: Partial<J> = {}): Promise<void> {
    const { charged, ...times } = patch;
    const money = charged === undefined ? {} : { charged: charged?.format() ?? null };
    const given = set as Record<string, unknown>;
    const outputs = Object.fromEntries(this.#outputs.map((column) => [column, given[column]]));
    const [sets, params] = this.#table.set({ ...outputs, ...times, ...money } as Partial<R>);
    if (!sets) return;
    await this.em.execute(`update ${this.#table.name} set ${sets} where id = ?`, [...params, id]);
  }

  async idsQueuedBefore(before: Date, limit: number): Promise<string[]> {
    const rows = await this.em.execute<Row[]>(
      `select id from ${this.#table.name} where status = 'queued' and created_at <= ? order by created_at limit ?`,
      [before, limit],
    );
    return rows.map((row) => String(row.id));
  }

  async idsProcessingBefore(before: Date, limit: number): Promise<string[]> {
    const rows = await this.em.execute<Row[]>(
      `select id from ${this.#table.name} where status = 'processing' and started_at <= ? order by started_at limit ?`,
      [before, limit],
    );
    return rows.map((row) => String(row.id));
  }

  /**
   * Inserts a new job: the life-cycle columns from its record (money as exact numerics) and `own`,
   * the service's columns for its kind; `suffix` as `Table.insert` takes it (`returning ...`).
   */
  protected insertJob(job: J, own: OwnColumns<R>, suffix?: string): Promise<Row[]> {
    const { id, accountId, kind, status, quote, charged, description, webhookUrl, errorMessage } = job;
    const { createdAt, startedAt, finishedAt } = job;
    const lifecycle = { id, accountId, kind, status, description, webhookUrl, errorMessage };
    const times = { createdAt, startedAt, finishedAt };
    const money = { quote: quote.format(), charged: charged?.format() ?? null };
    return this.em.execute<Row[]>(
      ...this.#table.insert({ ...own, ...lifecycle, ...times, ...money } as Partial<R>, suffix),
    );
  }
}
