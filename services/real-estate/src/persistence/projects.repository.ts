// One file over 300 lines: one repository over the projects table and the figures computed with it in the
// same statements.
// Projects with their computed figures: shot count, durations and readiness are aggregated from
// the shots and their selected videos in the same query, so a read is always true to the data.
import { createHash } from 'node:crypto';
import type { ColumnNameOf, EntityManager } from '@platform/db';
import type { NewProject, ProjectRepository } from '../domain/ports.ts';
import { defaultSettings, type ProjectSettings } from '../domain/project-settings.ts';
import type { Page, ProjectQuery, ProjectRecord, Slice } from '../domain/records.ts';
import { S, date, numOrNull, str, strOrNull, type Row } from './rows.ts';
import { projects } from './tables.ts';

/**
 * Every column a record is read from, named (in the table definition's order): a prepared
 * statement's `*` would be expanded once, and a column added by a later migration would then
 * fail it ("cached plan must not change result type") on every connection of a replica still running.
 */
const READ_COLUMNS = projects.columns.map((column) => column.column) as ColumnNameOf<typeof projects>[];

/** The settings' own names (the API's) where they differ from the column's. */
const SETTING_COLUMN_NAMES: Partial<Record<keyof ProjectSettings, string>> = {
  logo_asset: 'logo_asset_id',
  speaker_voice: 'speaker_voice_id',
};
const camelCase = (column: string) =>
  column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
/** Each setting's property in the table definition. */
const SETTING_PROPERTIES = Object.keys(defaultSettings('')).map(
  (key) => [key, camelCase(SETTING_COLUMN_NAMES[key as keyof ProjectSettings] ?? key)] as const,
);
// Every setting is stored: a setting the table has no column for fails at start-up, not by being dropped silently.
for (const [key, property] of SETTING_PROPERTIES) {
  if (!projects.columns.some((column) => column.property === property))
    throw new Error(`project setting ${key} has no column in ${projects.name}`);
}

/** The settings as the table's properties (for its insert and set list). */
const settingsProperties = (settings: ProjectSettings): Partial<ProjectRow> =>
  Object.fromEntries(
    SETTING_PROPERTIES.map(([key, property]) => [property, settings[key as keyof ProjectSettings]]),
  );

type ProjectRow = ReturnType<typeof projects.decode>;

// A shot without a selected video counts 4 s (decisions file). Ready for render: at least one
// shot, every shot's selected video ready, no shot video job queued or processing, and the
// voiceover audio present when the voiceover is enabled. `from` names the projects (`p`) the
// figures are computed for: the table, or one page of it already cut (the list).
const selectFrom = (from: string) => `
  select p.*, coalesce(st.shot_count, 0) as shot_count, coalesce(st.requested, 0) as requested_duration_s,
    coalesce(st.duration, 0) as duration_s,
    (coalesce(st.shot_count, 0) > 0 and coalesce(st.all_ready, false)
      and (not p.is_voiceover_enabled or exists (select 1 from ${S}.voiceovers vo join ${S}.audio_assets a on a.id = vo.audio_asset_id
        where vo.id = p.voiceover_id and a.status = 'ready'))
      and not exists (select 1 from ${S}.jobs j where j.project_id = p.id and j.kind = 'image_to_video' and j.status in ('queued', 'processing'))) as ready_for_render
  from ${from} p
  left join lateral (
    select count(*) as shot_count, sum(x.requested) as requested,
      sum(case when v.id is null then x.requested else x.requested / s.playback_speed end) as duration,
      bool_and(coalesce(v.status = 'ready', false)) as all_ready
    from ${S}.shots s
    left join ${S}.video_assets v on v.id = s.selected_video_id
    cross join lateral (
      select case when v.id is null then 4.0
        else greatest(coalesce(s.video_end_time_s, v.duration_s) - s.video_start_time_s, 0) end as requested
    ) x
    where s.project_id = p.id
  ) st on true`;
const SELECT = selectFrom(`${S}.projects`);

const ACCOUNT_FILTER = 'p.account_id = $1';

/**
 * The list's statement: the page is cut first (limit) and the figures computed for its rows
 * only, whatever plan the scan gets; the total comes with it, alone (page columns null) past the
 * last page. Without a date range the total is the account's kept count (migration 0007) instead
 * of a count of all its projects on every read. Numbered parameters: it runs as a prepared statement.
 */
function listStatement(
  filter: string,
  orderBy: string,
  direction: 'asc' | 'desc',
  limitParam: number,
): string {
  const order = (alias: string) => `${alias}.${orderBy} ${direction}, ${alias}.id ${direction}`;
  const total =
    filter === ACCOUNT_FILTER
      ? `select coalesce((select c.projects from ${S}.account_project_counts c where c.account_id = $1), 0) as n`
      : `select count(*) as n from ${S}.projects p where ${filter}`;
  return `with page as (${selectFrom(`(select ${READ_COLUMNS.map((column) => `p.${column}`).join(', ')} from ${S}.projects p where ${filter} order by ${order('p')} limit $${limitParam} offset $${limitParam + 1})`)})
    select page.*, total.n as total_count from (${total}) total
    left join page on true order by ${order('page')}`;
}

/** The date bounds a list may set, in the order their parameters follow the account's. */
const LIST_BOUNDS = [
  ['createdAfter', 'p.created_at >='],
  ['createdBefore', 'p.created_at <='],
  ['updatedAfter', 'p.updated_at >='],
  ['updatedBefore', 'p.updated_at <='],
] as const satisfies readonly (readonly [keyof ProjectQuery, string])[];

/**
 * What the list's prepared statement needs of every connection of the pool: a plan made once per
 * connection. Left to choose, PostgreSQL plans it anew on every run once the table has statistics
 * that make one account look large (0.8 ms a run, more than running it; docs/decisions.md).
 */
export const LIST_SESSION_SETTINGS = { plan_cache_mode: 'force_generic_plan' } as const;

/** A prepared statement: its text, and a name that always means that text. */
export interface Statement {
  text: string;
  name: string;
}

/**
 * The list's statements by shape (ordering and the bounds set): each text is built and named once
 * per process, not on every read (it is the API's busiest read, and the text is 3 KB). Exported
 * for the list benchmark's floor, which runs the same statement without the service around it.
 */
const listStatements = new Map<string, Statement>();
export function listStatementFor(query: ProjectQuery): Statement {
  const direction = query.descending ? 'desc' : 'asc';
  const bounds = LIST_BOUNDS.filter(([field]) => query[field] !== null);
  const shape = [query.orderBy, direction, ...bounds.map(([field]) => field)].join(' ');
  let statement = listStatements.get(shape);
  if (!statement) {
    // Parameters: $1 the account, then each bound set, then the limit and the offset. The order
    // column comes from a closed list (ProjectOrderColumn), never from the request text.
    const where = [ACCOUNT_FILTER, ...bounds.map(([, sql], index) => `${sql} $${index + 2}`)];
    const text = listStatement(where.join(' and '), query.orderBy, direction, bounds.length + 2);
    statement = {
      text,
      name: `real_estate_projects_list_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`,
    };
    listStatements.set(shape, statement);
  }
  return statement;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The columns of a project row in the order the list's statement returns them (the read columns,
 * the computed figures, the total): the list reads its rows as arrays (`rowMode: 'array'`, no
 * object of 45 named keys per row) and maps them by position.
 */
const ROW_COLUMNS = [
  ...READ_COLUMNS,
  'shot_count',
  'requested_duration_s',
  'duration_s',
  'ready_for_render',
  'total_count',
] as const;
type RowColumn = (typeof ROW_COLUMNS)[number];
/** Each column's position in a row. */
const C = Object.fromEntries(ROW_COLUMNS.map((column, index) => [column, index])) as {
  readonly [K in RowColumn]: number;
};

/** A project from a row's values in ROW_COLUMNS order: one object literal per record, the same shape every time. */
function projectFromValues(v: readonly unknown[]): ProjectRecord {
  const settings: ProjectSettings = {
    name: v[C.name] as string,
    description: v[C.description] as string,
    background_music: strOrNull(v[C.background_music]),
    background_music_volume: Number(v[C.background_music_volume]),
    logo_asset: strOrNull(v[C.logo_asset_id]),
    speaker_voice: strOrNull(v[C.speaker_voice_id]),
    is_voiceover_enabled: v[C.is_voiceover_enabled] as boolean,
    is_captions_enabled: v[C.is_captions_enabled] as boolean,
    ai_generated_text: v[C.ai_generated_text] as string,
    video_style: v[C.video_style] as string,
    video_format: v[C.video_format] as string,
    model_code_name: v[C.model_code_name] as string,
    requested_output_width: v[C.requested_output_width] as number,
    requested_output_height: v[C.requested_output_height] as number,
    requested_video_aspect_ratio: v[C.requested_video_aspect_ratio] as string,
    street_address: v[C.street_address] as string,
    suburb: v[C.suburb] as string,
    state: v[C.state] as string,
    country_name: v[C.country_name] as string,
    city_name: v[C.city_name] as string,
    num_bedrooms: numOrNull(v[C.num_bedrooms]),
    num_bathrooms: numOrNull(v[C.num_bathrooms]),
    num_car_parking_spots: numOrNull(v[C.num_car_parking_spots]),
    num_floors: numOrNull(v[C.num_floors]),
    price_display: v[C.price_display] as string,
    land_size_value: numOrNull(v[C.land_size_value]),
    land_size_unit: v[C.land_size_unit] as string,
    real_estate_type: v[C.real_estate_type] as string,
    additional_information: v[C.additional_information] as string,
    intro_template_key: v[C.intro_template_key] as string,
    outro_template_key: v[C.outro_template_key] as string,
    intro_template_overrides: (v[C.intro_template_overrides] as Record<string, unknown>) ?? {},
    outro_template_overrides: (v[C.outro_template_overrides] as Record<string, unknown>) ?? {},
  };
  return {
    id: str(v[C.id]),
    accountId: str(v[C.account_id]),
    settings,
    numFullRenderedVideos: Number(v[C.num_full_rendered_videos]),
    thumbnailKey: strOrNull(v[C.thumbnail_key]),
    voiceoverId: strOrNull(v[C.voiceover_id]),
    createdAt: date(v[C.created_at]),
    updatedAt: date(v[C.updated_at]),
    stats: {
      shotCount: Number(v[C.shot_count]),
      requestedDurationS: round(Number(v[C.requested_duration_s])),
      durationS: round(Number(v[C.duration_s])),
      readyForRender: v[C.ready_for_render] === true,
    },
  };
}

/** A row read with named columns (single reads, and the list inside a transaction). */
const valuesOf = (row: Row): unknown[] => ROW_COLUMNS.map((column) => row[column]);
const projectFromRow = (row: Row): ProjectRecord => projectFromValues(valuesOf(row));

/** Checked once per statement: its columns come back in ROW_COLUMNS order (else the mapping above is wrong). */
const checkedStatements = new Set<string>();
function checkColumns(name: string, fields: readonly { name: string }[]): void {
  if (checkedStatements.has(name)) return;
  const names = fields.map((field) => field.name).join(',');
  if (names !== ROW_COLUMNS.join(','))
    throw new Error(`${name}: columns ${names}, expected ${ROW_COLUMNS.join(',')}`);
  checkedStatements.add(name);
}

export class ProjectsRepository implements ProjectRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(project: NewProject): Promise<void> {
    const { id, accountId, createdAt } = project;
    await this.#em.execute(
      ...projects.insert({
        id,
        accountId,
        ...settingsProperties(project.settings),
        createdAt,
        updatedAt: createdAt,
      }),
    );
  }

  async find(accountId: string, id: string, options: { lock?: boolean } = {}): Promise<ProjectRecord | null> {
    // The lock is taken on a plain select (an aggregate cannot be locked), then read in full.
    if (options.lock) {
      const locked = await this.#em.execute<Row[]>(
        `select id from ${S}.projects where id = ? and account_id = ? for update`,
        [id, accountId],
      );
      if (locked.length === 0) return null;
    }
    const rows = await this.#em.execute<Row[]>(`${SELECT} where p.id = ? and p.account_id = ?`, [
      id,
      accountId,
    ]);
    return rows[0] ? projectFromRow(rows[0]) : null;
  }

  async list(accountId: string, query: ProjectQuery, page: Page): Promise<Slice<ProjectRecord>> {
    const params: unknown[] = [accountId];
    for (const [field] of LIST_BOUNDS) if (query[field] !== null) params.push(query[field]);
    params.push(page.limit, page.offset);
    const rows = await this.#query(listStatementFor(query), params);
    const total = rows.length > 0 ? Number(rows[0]![C.total_count]) : 0;
    const results: ProjectRecord[] = [];
    for (const row of rows) if (row[C.id] !== null) results.push(projectFromValues(row));
    return { count: total, results };
  }

  /**
   * A hot read as a named (prepared) statement on the pool's own connection: planned once per
   * connection instead of on every call (planning it costs more than running it: 3-5x the
   * throughput in pgbench, docs/benchmarks.md). Inside a transaction it runs through the ORM on
   * the transaction's connection, unprepared. Rows come back as arrays in ROW_COLUMNS order.
   */
  async #query({ text, name }: Statement, params: unknown[]): Promise<unknown[][]> {
    if (this.#em.isInTransaction()) {
      const positional: unknown[] = [];
      const sql = text.replace(/\$(\d+)/g, (_, n: string) => {
        positional.push(params[Number(n) - 1]);
        return '?';
      });
      return (await this.#em.execute<Row[]>(sql, positional)).map(valuesOf);
    }
    const pool = await this.#em.getConnection().getNativeClient();
    const result = await pool.query<unknown[]>({ name, text, values: params, rowMode: 'array' });
    checkColumns(name, result.fields);
    return result.rows;
  }

  async update(id: string, settings: ProjectSettings, updatedAt: Date): Promise<void> {
    const [set, params] = projects.set({ ...settingsProperties(settings), updatedAt });
    await this.#em.execute(`update ${projects.name} set ${set} where id = ?`, [...params, id]);
  }

  async delete(id: string): Promise<void> {
    await this.#em.execute(`delete from ${S}.projects where id = ?`, [id]);
  }

  async fileKeys(id: string): Promise<string[]> {
    const rows = await this.#em.execute<Row[]>(
      `select unnest(array[file_key, thumbnail_key, staging_key]) as key from ${S}.image_assets where project_id = ?
       union all select unnest(array[file_key, thumbnail_key, last_frame_key, staging_key]) from ${S}.video_assets where project_id = ?
       union all select unnest(array[file_key, staging_key]) from ${S}.audio_assets where project_id = ?
       union all select thumbnail_key from ${S}.projects where id = ?
       union all select file_key from ${S}.caption_assets where project_id = ?
       union all select output_thumbnail_key from ${S}.jobs where project_id = ?`,
      [id, id, id, id, id, id],
    );
    return rows.map((row) => strOrNull(row.key)).filter((key): key is string => key !== null);
  }

  async setVoiceover(id: string, voiceoverId: string, updatedAt: Date): Promise<void> {
    await this.#em.execute(`update ${S}.projects set voiceover_id = ?, updated_at = ? where id = ?`, [
      voiceoverId,
      updatedAt,
      id,
    ]);
  }

  async recordRender(id: string, thumbnailKey: string, updatedAt: Date): Promise<void> {
    await this.#em.execute(
      `update ${S}.projects set num_full_rendered_videos = num_full_rendered_videos + 1, thumbnail_key = ?, updated_at = ? where id = ?`,
      [thumbnailKey, updatedAt, id],
    );
  }

  async clearAsset(projectId: string, kind: 'image' | 'audio', assetId: string): Promise<void> {
    const column = kind === 'image' ? 'logo_asset_id' : 'background_music';
    await this.#em.execute(`update ${S}.projects set ${column} = null where id = ? and ${column} = ?`, [
      projectId,
      assetId,
    ]);
  }

  async hasAsset(projectId: string, kind: 'image' | 'audio', assetId: string): Promise<boolean> {
    const table = kind === 'image' ? 'image_assets' : 'audio_assets';
    const rows = await this.#em.execute<Row[]>(
      `select 1 from ${S}.${table} where id = ? and project_id = ? and status = 'ready'`,
      [assetId, projectId],
    );
    return rows.length > 0;
  }
}
