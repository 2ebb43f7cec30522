import type { EntityManager } from '@platform/db';
import type { ProjectRepository, ShotRepository, StylePresetRepository } from '../domain/ports.ts';
import type { Page, ProjectRecord, ShotRecord, Slice, StylePresetRecord } from '../domain/records.ts';
import type { Row } from './rows.ts';
import { projects, shots, stylePresets } from './tables.ts';

const projectFromRow = (row: Row): ProjectRecord => ({
  ...projects.decode(row),
  shotCount: Number(row.shot_count ?? 0),
});

const PROJECT_COLUMNS = `p.*, (select count(*) from studio.shots s where s.project_id = p.id) as shot_count`;

export class ProjectsRepository implements ProjectRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(project: Omit<ProjectRecord, 'shotCount'>): Promise<void> {
    const { id, accountId, name, description, createdAt, updatedAt } = project;
    await this.#em.execute(...projects.insert({ id, accountId, name, description, createdAt, updatedAt }));
  }

  async find(accountId: string, id: string, options: { lock?: boolean } = {}): Promise<ProjectRecord | null> {
    // The lock is taken on a plain select (an aggregate cannot be locked), then counted.
    if (options.lock)
      await this.#em.execute(`select id from studio.projects where id = ? and account_id = ? for update`, [
        id,
        accountId,
      ]);
    const rows = await this.#em.execute<Row[]>(
      `select ${PROJECT_COLUMNS} from studio.projects p where p.id = ? and p.account_id = ?`,
      [id, accountId],
    );
    return rows[0] ? projectFromRow(rows[0]) : null;
  }

  async exists(accountId: string, id: string): Promise<boolean> {
    const rows = await this.#em.execute<Row[]>(
      `select 1 from studio.projects where id = ? and account_id = ?`,
      [id, accountId],
    );
    return rows.length > 0;
  }

  async list(accountId: string, page: Page): Promise<Slice<ProjectRecord>> {
    const [counted] = await this.#em.execute<Row[]>(
      `select count(*) as n from studio.projects where account_id = ?`,
      [accountId],
    );
    const rows = await this.#em.execute<Row[]>(
      `select ${PROJECT_COLUMNS} from studio.projects p where p.account_id = ? order by p.created_at desc, p.id desc limit ? offset ?`,
      [accountId, page.limit, page.offset],
    );
    return { count: Number(counted?.n ?? 0), results: rows.map(projectFromRow) };
  }

  async update(id: string, changes: { name?: string; description?: string; updatedAt: Date }): Promise<void> {
    await this.#em.execute(
      `update studio.projects set name = coalesce(?, name), description = coalesce(?, description), updated_at = ? where id = ?`,
      [changes.name ?? null, changes.description ?? null, changes.updatedAt, id],
    );
  }

  async delete(id: string): Promise<void> {
    await this.#em.execute(`delete from studio.projects where id = ?`, [id]);
  }
}

const shotFromRow = (row: Row): ShotRecord => shots.decode(row);

export class ShotsRepository implements ShotRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(shot: ShotRecord): Promise<void> {
    await this.#em.execute(...shots.insert(shot));
  }

  async find(accountId: string, projectId: string, id: string): Promise<ShotRecord | null> {
    const rows = await this.#em.execute<Row[]>(
      `select * from studio.shots where id = ? and project_id = ? and account_id = ?`,
      [id, projectId, accountId],
    );
    return rows[0] ? shotFromRow(rows[0]) : null;
  }

  async list(projectId: string, page: Page): Promise<Slice<ShotRecord>> {
    const count = await this.count(projectId);
    const rows = await this.#em.execute<Row[]>(
      `select * from studio.shots where project_id = ? order by position limit ? offset ?`,
      [projectId, page.limit, page.offset],
    );
    return { count, results: rows.map(shotFromRow) };
  }

  async count(projectId: string): Promise<number> {
    const [row] = await this.#em.execute<Row[]>(
      `select count(*) as n from studio.shots where project_id = ?`,
      [projectId],
    );
    return Number(row?.n ?? 0);
  }

  async shift(projectId: string, from: number, to: number | null, delta: number): Promise<void> {
    await this.#em.execute(
      `update studio.shots set position = position + ? where project_id = ? and position >= ? and (cast(? as integer) is null or position <= ?)`,
      [delta, projectId, from, to, to],
    );
  }

  async update(
    id: string,
    changes: Partial<Pick<ShotRecord, 'name' | 'prompt' | 'position' | 'imageAssetId' | 'videoAssetId'>> & {
      updatedAt: Date;
    },
  ): Promise<void> {
    // Only the changes given: set() leaves out the properties that are undefined.
    const [set, params] = shots.set(changes);
    await this.#em.execute(`update ${shots.name} set ${set} where id = ?`, [...params, id]);
  }

  async delete(id: string): Promise<void> {
    await this.#em.execute(`delete from studio.shots where id = ?`, [id]);
  }
}

const presetFromRow = (row: Row): StylePresetRecord => stylePresets.decode(row);

export class StylePresetsRepository implements StylePresetRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(preset: StylePresetRecord): Promise<void> {
    await this.#em.execute(...stylePresets.insert(preset));
  }

  async findVisible(accountId: string, id: string): Promise<StylePresetRecord | null> {
    const rows = await this.#em.execute<Row[]>(
      `select * from studio.style_presets where id = ? and (account_id = ? or account_id is null)`,
      [id, accountId],
    );
    return rows[0] ? presetFromRow(rows[0]) : null;
  }

  async findVisibleMany(accountId: string, ids: readonly string[]): Promise<StylePresetRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.#em.execute<Row[]>(
      `select * from studio.style_presets where id = any(cast(? as uuid[])) and (account_id = ? or account_id is null)`,
      [`{${ids.join(',')}}`, accountId],
    );
    return rows.map(presetFromRow);
  }

  async listVisible(accountId: string, page: Page): Promise<Slice<StylePresetRecord>> {
    const where = `account_id = ? or account_id is null`;
    const [counted] = await this.#em.execute<Row[]>(
      `select count(*) as n from studio.style_presets where ${where}`,
      [accountId],
    );
    // The caller's own presets first (newest first), then the built-in ones by name.
    const rows = await this.#em.execute<Row[]>(
      `select * from studio.style_presets where ${where}
       order by (account_id is null), created_at desc, name, id limit ? offset ?`,
      [accountId, page.limit, page.offset],
    );
    return { count: Number(counted?.n ?? 0), results: rows.map(presetFromRow) };
  }

  async delete(id: string): Promise<void> {
    await this.#em.execute(`delete from studio.style_presets where id = ? and account_id is not null`, [id]);
  }
}
