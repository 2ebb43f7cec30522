// Shots of a project. Positions are unique per project (checked at commit), so a reorder or a
// delete can renumber every shot in one transaction; writers lock the project row first, so
// concurrent reorders and deletes run one after the other and the order stays 0..n-1.
import type { EntityManager } from '@platform/db';
import type { ShotRepository } from '../domain/ports.ts';
import type { Page, ShotRecord, ShotSettings, Slice } from '../domain/records.ts';
import { S, count, date, numOrNull, str, strOrNull, type Row } from './rows.ts';

const SELECT = `select s.*, t.text as animation_prompt_text, t.created_at as animation_prompt_created_at from ${S}.shots s
  left join ${S}.text_assets t on t.id = s.animation_prompt_id`;

const SETTING_COLUMNS = [
  'camera_movement', 'transition_in', 'transition_out', 'playback_speed', 'video_start_time_s', 'video_end_time_s',
  'crop_x', 'crop_y', 'crop_width', 'crop_height', 'vfx_prompt',
] as const satisfies readonly (keyof ShotSettings)[];

function shotFromRow(row: Row): ShotRecord {
  return {
    id: str(row.id),
    accountId: str(row.account_id),
    projectId: str(row.project_id),
    position: Number(row.position),
    settings: {
      camera_movement: str(row.camera_movement),
      transition_in: str(row.transition_in),
      transition_out: str(row.transition_out),
      playback_speed: Number(row.playback_speed),
      video_start_time_s: Number(row.video_start_time_s),
      video_end_time_s: numOrNull(row.video_end_time_s),
      crop_x: numOrNull(row.crop_x),
      crop_y: numOrNull(row.crop_y),
      crop_width: numOrNull(row.crop_width),
      crop_height: numOrNull(row.crop_height),
      selected_video: strOrNull(row.selected_video_id),
      vfx_prompt: str(row.vfx_prompt),
    },
    imageAssetId: strOrNull(row.image_asset_id),
    firstFrameAssetId: strOrNull(row.first_frame_asset_id),
    originalFirstFrameAssetId: strOrNull(row.original_first_frame_asset_id),
    animationPrompt: row.animation_prompt_id
      ? { id: str(row.animation_prompt_id), text: str(row.animation_prompt_text), createdAt: date(row.animation_prompt_created_at) }
      : null,
    descriptionJobId: strOrNull(row.description_job_id),
    descriptionText: strOrNull(row.description_text),
    renderedVideoId: strOrNull(row.rendered_video_id),
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

export class ShotsRepository implements ShotRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(shot: ShotRecord): Promise<void> {
    const columns = {
      id: shot.id,
      account_id: shot.accountId,
      project_id: shot.projectId,
      position: shot.position,
      image_asset_id: shot.imageAssetId,
      first_frame_asset_id: shot.firstFrameAssetId,
      original_first_frame_asset_id: shot.originalFirstFrameAssetId,
      animation_prompt_id: shot.animationPrompt?.id ?? null,
      selected_video_id: shot.settings.selected_video,
      ...Object.fromEntries(SETTING_COLUMNS.map((column) => [column, shot.settings[column]])),
      created_at: shot.createdAt,
      updated_at: shot.updatedAt,
    };
    const names = Object.keys(columns);
    await this.#em.execute(`insert into ${S}.shots (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`, Object.values(columns));
  }

  async find(projectId: string, id: string): Promise<ShotRecord | null> {
    const rows = await this.#em.execute<Row[]>(`${SELECT} where s.id = ? and s.project_id = ?`, [id, projectId]);
    return rows[0] ? shotFromRow(rows[0]) : null;
  }

  async list(projectId: string, page: Page): Promise<Slice<ShotRecord>> {
    const total = await this.#em.execute<Row[]>(`select count(*) as n from ${S}.shots where project_id = ?`, [projectId]);
    const rows = await this.#em.execute<Row[]>(`${SELECT} where s.project_id = ? order by s.position limit ? offset ?`, [projectId, page.limit, page.offset]);
    return { count: count(total), results: rows.map(shotFromRow) };
  }

  async all(projectId: string): Promise<ShotRecord[]> {
    const rows = await this.#em.execute<Row[]>(`${SELECT} where s.project_id = ? order by s.position`, [projectId]);
    return rows.map(shotFromRow);
  }

  async count(projectId: string): Promise<number> {
    return count(await this.#em.execute<Row[]>(`select count(*) as n from ${S}.shots where project_id = ?`, [projectId]));
  }

  async update(id: string, settings: ShotSettings, animationPromptId: string | null, updatedAt: Date): Promise<void> {
    await this.#em.execute(
      `update ${S}.shots set ${SETTING_COLUMNS.map((column) => `${column} = ?`).join(', ')}, selected_video_id = ?, animation_prompt_id = ?, updated_at = ? where id = ?`,
      [...SETTING_COLUMNS.map((column) => settings[column]), settings.selected_video, animationPromptId, updatedAt, id],
    );
  }

  async setPositions(projectId: string, orderedIds: readonly string[]): Promise<void> {
    if (orderedIds.length === 0) return;
    await this.#em.execute(
      `update ${S}.shots s set position = o.position - 1
       from unnest(array[${orderedIds.map(() => '?::uuid').join(', ')}]) with ordinality as o(id, position)
       where s.id = o.id and s.project_id = ?`,
      [...orderedIds, projectId],
    );
  }

  async delete(id: string): Promise<void> {
    await this.#em.execute(`delete from ${S}.shots where id = ?`, [id]);
  }

  async clearVideo(projectId: string, videoId: string, updatedAt: Date): Promise<void> {
    await this.#em.execute(
      `update ${S}.shots set selected_video_id = case when selected_video_id = ? then null else selected_video_id end,
         rendered_video_id = case when rendered_video_id = ? then null else rendered_video_id end,
         video_end_time_s = case when selected_video_id = ? then null else video_end_time_s end,
         video_start_time_s = case when selected_video_id = ? then 0 else video_start_time_s end, updated_at = ?
       where project_id = ? and (selected_video_id = ? or rendered_video_id = ?)`,
      [videoId, videoId, videoId, videoId, updatedAt, projectId, videoId, videoId],
    );
  }

  async describe(accountId: string, projectId: string, id: string, jobId: string, text: string, updatedAt: Date): Promise<boolean> {
    // uuid v7 job ids grow with creation time: of two descriptions, the later-created job's stays,
    // whichever completes (or is redelivered) last.
    const rows = await this.#em.execute<Row[]>(
      `update ${S}.shots set description_job_id = ?, description_text = ?, updated_at = ?
       where id = ? and project_id = ? and account_id = ? and (description_job_id is null or description_job_id <= ?)
       returning id`,
      [jobId, text, updatedAt, id, projectId, accountId, jobId],
    );
    return rows.length > 0;
  }

  async select(id: string, videoId: string, updatedAt: Date): Promise<void> {
    await this.#em.execute(
      `update ${S}.shots set selected_video_id = ?, video_start_time_s = 0, video_end_time_s = null, updated_at = ? where id = ?`,
      [videoId, updatedAt, id],
    );
  }
}
