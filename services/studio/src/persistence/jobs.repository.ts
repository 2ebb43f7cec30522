import type { EntityManager } from '@platform/db';
import { SqlLifecycleJobs, type JobPatch } from '@platform/job-lifecycle';
import type { JobRepository } from '../domain/ports.ts';
import type { JobKind, JobRecord, Page, Slice } from '../domain/records.ts';
import { jobFromRow, type Row } from './rows.ts';


export class JobsRepository implements JobRepository {
  readonly #em: EntityManager;
  readonly #lifecycle: SqlLifecycleJobs<JobRecord>;

  constructor(em: EntityManager) {
    this.#em = em;
    this.#lifecycle = new SqlLifecycleJobs(em, { table: 'studio.jobs', fromRow: jobFromRow });
  }

  async insert(job: JobRecord): Promise<void> {
    await this.#em.execute(
      `insert into studio.jobs (
         id, account_id, kind, status, project_id, shot_id, project_real_estate_id, real_estate_shot_id, real_estate_image_id, model_name, model_config,
         prompt, style_settings, num_requested_images, image_asset_id, fidelity_level, requested_resolution, requested_video_duration,
         camera_movement, quote, description, webhook_url, error_message, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, cast(? as jsonb), ?, cast(? as jsonb), ?, ?, ?, ?, ?, ?, cast(? as numeric), ?, ?, ?, ?)`,
      [
        job.id, job.accountId, job.kind, job.status, job.projectId, job.shotId, job.projectRealEstateId, job.realEstateShotId, job.realEstateImageId, job.modelName, JSON.stringify(job.modelConfig), job.prompt,
        JSON.stringify(job.styleSettings), job.numRequestedImages, job.imageAssetId, job.fidelityLevel, job.requestedResolution,
        job.requestedVideoDuration, job.cameraMovement, job.quote.format(), job.description, job.webhookUrl, job.errorMessage, job.createdAt,
      ],
    );
  }

  async find(accountId: string, kind: JobKind, id: string, options: { projectId?: string; lock?: boolean } = {}): Promise<JobRecord | null> {
    const byProject = options.projectId === undefined ? '' : ' and project_id = ?';
    const params: unknown[] = [id, accountId, kind];
    if (options.projectId !== undefined) params.push(options.projectId);
    const rows = await this.#em.execute<Row[]>(
      `select * from studio.jobs where id = ? and account_id = ? and kind = ?${byProject}${options.lock ? ' for update' : ''}`,
      params,
    );
    return rows[0] ? jobFromRow(rows[0]) : null;
  }

  async list(accountId: string, kind: JobKind, projectId: string | null, page: Page): Promise<Slice<JobRecord>> {
    const where = `account_id = ? and kind = ?${projectId === null ? '' : ' and project_id = ?'}`;
    const params: unknown[] = projectId === null ? [accountId, kind] : [accountId, kind, projectId];
    const [counted] = await this.#em.execute<Row[]>(`select count(*) as n from studio.jobs where ${where}`, params);
    const rows = await this.#em.execute<Row[]>(
      `select * from studio.jobs where ${where} order by created_at desc, id desc limit ? offset ?`,
      [...params, page.limit, page.offset],
    );
    return { count: Number(counted?.n ?? 0), results: rows.map(jobFromRow) };
  }

  lockById(id: string): Promise<JobRecord | null> {
    return this.#lifecycle.lockById(id);
  }

  update(id: string, patch: JobPatch, set: Partial<JobRecord> = {}): Promise<void> {
    // Of its own columns, only the outputs change after a job is created.
    return this.#lifecycle.update(id, patch, {
      output_text_id: set.outputTextId,
      output_video_id: set.outputVideoId,
      output_last_frame_id: set.outputLastFrameId,
    });
  }

  idsQueuedBefore(before: Date, limit: number): Promise<string[]> {
    return this.#lifecycle.idsQueuedBefore(before, limit);
  }

  idsProcessingBefore(before: Date, limit: number): Promise<string[]> {
    return this.#lifecycle.idsProcessingBefore(before, limit);
  }

  async countActiveInProject(projectId: string): Promise<number> {
    const [row] = await this.#em.execute<Row[]>(
      `select count(*) as n from studio.jobs where project_id = ? and status in ('queued', 'processing')`,
      [projectId],
    );
    return Number(row?.n ?? 0);
  }
}
