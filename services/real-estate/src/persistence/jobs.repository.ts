// Shot video jobs. The life-cycle methods delegate to SqlLifecycleJobs of @platform/job-lifecycle;
// inserts, reads and lists are this service's.
import { Credits } from '@platform/catalogue';
import type { EntityManager } from '@platform/db';
import { SqlLifecycleJobs, type JobPatch, type JobStatus } from '@platform/job-lifecycle';
import type { JobRepository } from '../domain/ports.ts';
import type { Page, ShotVideoJobRecord, Slice } from '../domain/records.ts';
import { S, count, date, str, strOrNull, type Row } from './rows.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : date(value));

export function jobFromRow(row: Row): ShotVideoJobRecord {
  return {
    id: str(row.id),
    accountId: str(row.account_id),
    kind: 'image_to_video',
    status: row.status as JobStatus,
    quote: Credits.parse(str(row.quote)),
    charged: row.charged === null || row.charged === undefined ? null : Credits.parse(str(row.charged)),
    description: str(row.description),
    errorMessage: str(row.error_message),
    createdAt: date(row.created_at),
    startedAt: dateOrNull(row.started_at),
    finishedAt: dateOrNull(row.finished_at),
    projectId: str(row.project_id),
    shotId: strOrNull(row.shot_id),
    modelName: str(row.model_name),
    modelConfig: (row.model_config as Record<string, unknown>) ?? {},
    prompt: str(row.prompt),
    startFrameId: strOrNull(row.start_frame_id),
    cameraMovement: str(row.camera_movement),
    requestedResolution: str(row.requested_resolution),
    requestedVideoDuration: Number(row.requested_video_duration),
    outputVideoId: strOrNull(row.output_video_id),
    outputLastFrameId: strOrNull(row.output_last_frame_id),
  };
}

export class JobsRepository implements JobRepository {
  readonly #em: EntityManager;
  readonly #lifecycle: SqlLifecycleJobs<ShotVideoJobRecord>;

  constructor(em: EntityManager) {
    this.#em = em;
    this.#lifecycle = new SqlLifecycleJobs(em, { table: `${S}.jobs`, fromRow: jobFromRow, isId: (id) => UUID.test(id) });
  }

  async insert(job: ShotVideoJobRecord): Promise<void> {
    await this.#em.execute(
      `insert into ${S}.jobs (id, account_id, kind, status, quote, description, error_message, created_at, project_id, shot_id,
         model_name, model_config, prompt, start_frame_id, camera_movement, requested_resolution, requested_video_duration)
       values (?, ?, ?, ?, cast(? as numeric), ?, ?, ?, ?, ?, ?, cast(? as jsonb), ?, ?, ?, ?, ?)`,
      [
        job.id, job.accountId, job.kind, job.status, job.quote.format(), job.description, job.errorMessage, job.createdAt, job.projectId,
        job.shotId, job.modelName, JSON.stringify(job.modelConfig), job.prompt, job.startFrameId, job.cameraMovement,
        job.requestedResolution, job.requestedVideoDuration,
      ],
    );
  }

  async find(accountId: string, projectId: string, shotId: string, id: string, options: { lock?: boolean } = {}): Promise<ShotVideoJobRecord | null> {
    const rows = await this.#em.execute<Row[]>(
      `select * from ${S}.jobs where id = ? and account_id = ? and project_id = ? and shot_id = ?${options.lock ? ' for update' : ''}`,
      [id, accountId, projectId, shotId],
    );
    return rows[0] ? jobFromRow(rows[0]) : null;
  }

  async list(shotId: string, page: Page): Promise<Slice<ShotVideoJobRecord>> {
    const total = await this.#em.execute<Row[]>(`select count(*) as n from ${S}.jobs where shot_id = ?`, [shotId]);
    const rows = await this.#em.execute<Row[]>(`select * from ${S}.jobs where shot_id = ? order by created_at desc, id desc limit ? offset ?`, [
      shotId,
      page.limit,
      page.offset,
    ]);
    return { count: count(total), results: rows.map(jobFromRow) };
  }

  async countActiveInProject(projectId: string): Promise<number> {
    return count(await this.#em.execute<Row[]>(`select count(*) as n from ${S}.jobs where project_id = ? and status in ('queued', 'processing')`, [projectId]));
  }

  lockById(id: string): Promise<ShotVideoJobRecord | null> {
    return this.#lifecycle.lockById(id);
  }

  update(id: string, patch: JobPatch, set: Partial<ShotVideoJobRecord> = {}): Promise<void> {
    // Of its own columns, only the outputs change after a job is created.
    return this.#lifecycle.update(id, patch, { output_video_id: set.outputVideoId, output_last_frame_id: set.outputLastFrameId });
  }

  idsQueuedBefore(before: Date, limit: number): Promise<string[]> {
    return this.#lifecycle.idsQueuedBefore(before, limit);
  }

  idsProcessingBefore(before: Date, limit: number): Promise<string[]> {
    return this.#lifecycle.idsProcessingBefore(before, limit);
  }
}
