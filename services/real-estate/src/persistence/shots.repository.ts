// Shots of a project. Positions are unique per project (checked at commit), so a reorder or a
// delete can renumber every shot in one transaction; writers lock the project row first, so
// concurrent reorders and deletes run one after the other and the order stays 0..n-1.
import { columnName, timestampFromRow, type EntityManager } from '@platform/db';
import type { ShotRepository } from '../domain/ports.ts';
import type { Page, ShotRecord, ShotSettings, Slice } from '../domain/records.ts';
import { count, str, type Row } from './rows.ts';
import { shots, textAssets } from './tables.ts';

const SELECT = `select s.*, t.text as animation_prompt_text, t.created_at as animation_prompt_created_at from ${shots.name} s
  left join ${textAssets.name} t on t.id = s.animation_prompt_id`;

type ShotRow = ReturnType<typeof shots.decode>;

/** The columns of a shot's settings (the API's names), by property. */
const settingsColumns = (settings: ShotSettings) =>
  ({
    cameraMovement: settings.camera_movement,
    transitionIn: settings.transition_in,
    transitionOut: settings.transition_out,
    playbackSpeed: settings.playback_speed,
    videoStartTimeS: settings.video_start_time_s,
    videoEndTimeS: settings.video_end_time_s,
    cropX: settings.crop_x,
    cropY: settings.crop_y,
    cropWidth: settings.crop_width,
    cropHeight: settings.crop_height,
    selectedVideoId: settings.selected_video,
    vfxPrompt: settings.vfx_prompt,
  }) satisfies Partial<ShotRow>;

function shotFromRow(row: Row): ShotRecord {
  const shot = shots.decode(row);
  return {
    id: shot.id,
    accountId: shot.accountId,
    projectId: shot.projectId,
    position: shot.position,
    settings: {
      camera_movement: shot.cameraMovement,
      transition_in: shot.transitionIn,
      transition_out: shot.transitionOut,
      playback_speed: shot.playbackSpeed,
      video_start_time_s: shot.videoStartTimeS,
      video_end_time_s: shot.videoEndTimeS,
      crop_x: shot.cropX,
      crop_y: shot.cropY,
      crop_width: shot.cropWidth,
      crop_height: shot.cropHeight,
      selected_video: shot.selectedVideoId,
      vfx_prompt: shot.vfxPrompt,
    },
    imageAssetId: shot.imageAssetId,
    firstFrameAssetId: shot.firstFrameAssetId,
    originalFirstFrameAssetId: shot.originalFirstFrameAssetId,
    animationPrompt: shot.animationPromptId
      ? {
          id: shot.animationPromptId,
          text: str(row.animation_prompt_text),
          createdAt: timestampFromRow(row.animation_prompt_created_at),
        }
      : null,
    descriptionJobId: shot.descriptionJobId,
    descriptionText: shot.descriptionText,
    renderedVideoId: shot.renderedVideoId,
    createdAt: shot.createdAt,
    updatedAt: shot.updatedAt,
  };
}

export class ShotsRepository implements ShotRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(shot: ShotRecord): Promise<void> {
    const {
      id,
      accountId,
      projectId,
      position,
      imageAssetId,
      firstFrameAssetId,
      originalFirstFrameAssetId,
      createdAt,
      updatedAt,
    } = shot;
    await this.#em.execute(
      ...shots.insert({
        id,
        accountId,
        projectId,
        position,
        imageAssetId,
        firstFrameAssetId,
        originalFirstFrameAssetId,
        animationPromptId: shot.animationPrompt?.id ?? null,
        ...settingsColumns(shot.settings),
        createdAt,
        updatedAt,
      }),
    );
  }

  async find(projectId: string, id: string): Promise<ShotRecord | null> {
    const rows = await this.#em.execute<Row[]>(`${SELECT} where s.id = ? and s.project_id = ?`, [
      id,
      projectId,
    ]);
    return rows[0] ? shotFromRow(rows[0]) : null;
  }

  async list(projectId: string, page: Page): Promise<Slice<ShotRecord>> {
    const total = await this.#em.execute<Row[]>(
      `select count(*) as n from ${shots.name} where project_id = ?`,
      [projectId],
    );
    const rows = await this.#em.execute<Row[]>(
      `${SELECT} where s.project_id = ? order by s.position limit ? offset ?`,
      [projectId, page.limit, page.offset],
    );
    return { count: count(total), results: rows.map(shotFromRow) };
  }

  async all(projectId: string): Promise<ShotRecord[]> {
    const rows = await this.#em.execute<Row[]>(`${SELECT} where s.project_id = ? order by s.position`, [
      projectId,
    ]);
    return rows.map(shotFromRow);
  }

  async count(projectId: string): Promise<number> {
    return count(
      await this.#em.execute<Row[]>(`select count(*) as n from ${shots.name} where project_id = ?`, [
        projectId,
      ]),
    );
  }

  async update(
    id: string,
    settings: ShotSettings,
    animationPromptId: string | null,
    updatedAt: Date,
  ): Promise<void> {
    const columns = Object.entries({ ...settingsColumns(settings), animationPromptId, updatedAt });
    await this.#em.execute(
      `update ${shots.name} set ${columns.map(([property]) => `${columnName(property)} = ?`).join(', ')} where id = ?`,
      [...columns.map(([, value]) => value), id],
    );
  }

  async setPositions(projectId: string, orderedIds: readonly string[]): Promise<void> {
    if (orderedIds.length === 0) return;
    await this.#em.execute(
      `update ${shots.name} s set position = o.position - 1
       from unnest(array[${orderedIds.map(() => '?::uuid').join(', ')}]) with ordinality as o(id, position)
       where s.id = o.id and s.project_id = ?`,
      [...orderedIds, projectId],
    );
  }

  async delete(id: string): Promise<void> {
    await this.#em.execute(`delete from ${shots.name} where id = ?`, [id]);
  }

  async clearVideo(projectId: string, videoId: string, updatedAt: Date): Promise<void> {
    await this.#em.execute(
      `update ${shots.name} set selected_video_id = case when selected_video_id = ? then null else selected_video_id end,
         rendered_video_id = case when rendered_video_id = ? then null else rendered_video_id end,
         video_end_time_s = case when selected_video_id = ? then null else video_end_time_s end,
         video_start_time_s = case when selected_video_id = ? then 0 else video_start_time_s end, updated_at = ?
       where project_id = ? and (selected_video_id = ? or rendered_video_id = ?)`,
      [videoId, videoId, videoId, videoId, updatedAt, projectId, videoId, videoId],
    );
  }

  async describe(
    accountId: string,
    projectId: string,
    id: string,
    jobId: string,
    text: string,
    updatedAt: Date,
  ): Promise<boolean> {
    // uuid v7 job ids grow with creation time: of two descriptions, the later-created job's stays,
    // whichever completes (or is redelivered) last.
    const rows = await this.#em.execute<Row[]>(
      `update ${shots.name} set description_job_id = ?, description_text = ?, updated_at = ?
       where id = ? and project_id = ? and account_id = ? and (description_job_id is null or description_job_id <= ?)
       returning id`,
      [jobId, text, updatedAt, id, projectId, accountId, jobId],
    );
    return rows.length > 0;
  }

  async select(id: string, videoId: string, updatedAt: Date): Promise<void> {
    await this.#em.execute(
      `update ${shots.name} set selected_video_id = ?, video_start_time_s = 0, video_end_time_s = null, updated_at = ? where id = ?`,
      [videoId, updatedAt, id],
    );
  }
}
