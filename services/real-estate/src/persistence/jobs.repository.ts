// The service's jobs (shot video, voiceover and render jobs in one table). The life-cycle methods
// delegate to SqlLifecycleJobs of @platform/job-lifecycle; inserts, reads, lists and progress are
// this service's.
import { Credits } from '@platform/catalogue';
import { isUuid } from '@platform/errors';
import { timestampOrNull, type EntityManager } from '@platform/db';
import { SqlLifecycleJobs, type JobPatch, type JobStatus } from '@platform/job-lifecycle';
import type { JobRepository } from '../domain/ports.ts';
import type { ListingJobKind, ListingJobRecord, Page, RealEstateJobRecord, ShotVideoJobRecord, Slice } from '../domain/records.ts';
import { S, count, date, str, strOrNull, type Row } from './rows.ts';


function lifecycleFromRow(row: Row) {
  return {
    id: str(row.id),
    accountId: str(row.account_id),
    kind: str(row.kind),
    status: row.status as JobStatus,
    quote: Credits.parse(str(row.quote)),
    charged: row.charged === null || row.charged === undefined ? null : Credits.parse(str(row.charged)),
    description: str(row.description),
    webhookUrl: strOrNull(row.webhook_url),
    errorMessage: str(row.error_message),
    createdAt: date(row.created_at),
    startedAt: timestampOrNull(row.started_at),
    finishedAt: timestampOrNull(row.finished_at),
    projectId: str(row.project_id),
    modelName: str(row.model_name),
  };
}

function shotVideoJobFromRow(row: Row): ShotVideoJobRecord {
  return {
    ...lifecycleFromRow(row),
    kind: 'image_to_video',
    shotId: strOrNull(row.shot_id),
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

export function jobFromRow(row: Row): RealEstateJobRecord {
  const listing = { ...lifecycleFromRow(row), progress: Number(row.progress), etaS: Number(row.eta_s) };
  switch (row.kind) {
    case 'voiceover':
      return { ...listing, kind: 'voiceover', speakerVoiceId: str(row.speaker_voice_id), text: str(row.spoken_text), outputVoiceoverId: strOrNull(row.output_voiceover_id) };
    case 'render':
      return {
        ...listing,
        kind: 'render',
        branded: row.branded === true,
        width: Number(row.output_width),
        height: Number(row.output_height),
        outputVideoId: strOrNull(row.output_video_id),
        outputCaptionId: strOrNull(row.output_caption_id),
        outputThumbnailKey: strOrNull(row.output_thumbnail_key),
      };
    default:
      return shotVideoJobFromRow(row);
  }
}

/** The job's own columns a completion may set (outputs), by record field. */
const OUTPUT_COLUMNS = {
  outputVideoId: 'output_video_id',
  outputLastFrameId: 'output_last_frame_id',
  outputVoiceoverId: 'output_voiceover_id',
  outputCaptionId: 'output_caption_id',
  outputThumbnailKey: 'output_thumbnail_key',
} as const;

export class JobsRepository implements JobRepository {
  readonly #em: EntityManager;
  readonly #lifecycle: SqlLifecycleJobs<RealEstateJobRecord>;

  constructor(em: EntityManager) {
    this.#em = em;
    this.#lifecycle = new SqlLifecycleJobs(em, { table: `${S}.jobs`, fromRow: jobFromRow });
  }

  async insert(job: RealEstateJobRecord): Promise<void> {
    if (job.kind !== 'image_to_video') return this.#insertListing(job);
    await this.#em.execute(
      `insert into ${S}.jobs (id, account_id, kind, status, quote, description, error_message, created_at, project_id, shot_id,
         model_name, model_config, prompt, start_frame_id, camera_movement, requested_resolution, requested_video_duration, webhook_url)
       values (?, ?, ?, ?, cast(? as numeric), ?, ?, ?, ?, ?, ?, cast(? as jsonb), ?, ?, ?, ?, ?, ?)`,
      [
        job.id, job.accountId, job.kind, job.status, job.quote.format(), job.description, job.errorMessage, job.createdAt, job.projectId,
        job.shotId, job.modelName, JSON.stringify(job.modelConfig), job.prompt, job.startFrameId, job.cameraMovement,
        job.requestedResolution, job.requestedVideoDuration, job.webhookUrl,
      ],
    );
  }

  async find(accountId: string, projectId: string, shotId: string, id: string, options: { lock?: boolean } = {}): Promise<ShotVideoJobRecord | null> {
    const rows = await this.#em.execute<Row[]>(
      `select * from ${S}.jobs where id = ? and account_id = ? and project_id = ? and shot_id = ? and kind = 'image_to_video'${options.lock ? ' for update' : ''}`,
      [id, accountId, projectId, shotId],
    );
    return rows[0] ? shotVideoJobFromRow(rows[0]) : null;
  }

  async #insertListing(job: ListingJobRecord): Promise<void> {
    const voice = job.kind === 'voiceover' ? job : null;
    const render = job.kind === 'render' ? job : null;
    await this.#em.execute(
      `insert into ${S}.jobs (id, account_id, kind, status, quote, description, error_message, created_at, project_id, model_name, eta_s,
         speaker_voice_id, spoken_text, branded, output_width, output_height, output_caption_id, webhook_url)
       values (?, ?, ?, ?, cast(? as numeric), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        job.id, job.accountId, job.kind, job.status, job.quote.format(), job.description, job.errorMessage, job.createdAt, job.projectId,
        job.modelName, job.etaS, voice?.speakerVoiceId ?? null, voice?.text ?? null, render?.branded ?? null, render?.width ?? null,
        render?.height ?? null, render?.outputCaptionId ?? null, job.webhookUrl,
      ],
    );
  }

  async findListing<K extends ListingJobKind>(
    kind: K,
    ref: { accountId: string; projectId: string; id: string },
    options: { lock?: boolean } = {},
  ): Promise<Extract<ListingJobRecord, { kind: K }> | null> {
    const rows = await this.#em.execute<Row[]>(
      `select * from ${S}.jobs where id = ? and account_id = ? and project_id = ? and kind = ?${options.lock ? ' for update' : ''}`,
      [ref.id, ref.accountId, ref.projectId, kind],
    );
    return rows[0] ? (jobFromRow(rows[0]) as Extract<ListingJobRecord, { kind: K }>) : null;
  }

  async listListing<K extends ListingJobKind>(kind: K, projectId: string, page: Page): Promise<Slice<Extract<ListingJobRecord, { kind: K }>>> {
    const total = await this.#em.execute<Row[]>(`select count(*) as n from ${S}.jobs where project_id = ? and kind = ?`, [projectId, kind]);
    const rows = await this.#em.execute<Row[]>(
      `select * from ${S}.jobs where project_id = ? and kind = ? order by created_at desc, id desc limit ? offset ?`,
      [projectId, kind, page.limit, page.offset],
    );
    return { count: count(total), results: rows.map((row) => jobFromRow(row) as Extract<ListingJobRecord, { kind: K }>) };
  }

  async raiseProgress(id: string, progress: number): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.#em.execute<Row[]>(
      `update ${S}.jobs set progress = ? where id = ? and kind <> 'image_to_video' and status = 'processing' and progress < ? returning id`,
      [progress, id, progress],
    );
    return rows.length > 0;
  }

  async list(shotId: string, page: Page): Promise<Slice<ShotVideoJobRecord>> {
    const total = await this.#em.execute<Row[]>(`select count(*) as n from ${S}.jobs where shot_id = ? and kind = 'image_to_video'`, [shotId]);
    const rows = await this.#em.execute<Row[]>(`select * from ${S}.jobs where shot_id = ? and kind = 'image_to_video' order by created_at desc, id desc limit ? offset ?`, [
      shotId,
      page.limit,
      page.offset,
    ]);
    return { count: count(total), results: rows.map(shotVideoJobFromRow) };
  }

  async countActiveInProject(projectId: string): Promise<number> {
    return count(await this.#em.execute<Row[]>(`select count(*) as n from ${S}.jobs where project_id = ? and status in ('queued', 'processing')`, [projectId]));
  }

  async countActiveShotVideoJobs(projectId: string): Promise<number> {
    return count(
      await this.#em.execute<Row[]>(`select count(*) as n from ${S}.jobs where project_id = ? and kind = 'image_to_video' and status in ('queued', 'processing')`, [projectId]),
    );
  }

  lockById(id: string): Promise<RealEstateJobRecord | null> {
    return this.#lifecycle.lockById(id);
  }

  update(id: string, patch: JobPatch, set: Partial<RealEstateJobRecord> = {}): Promise<void> {
    // Of its own columns, only the outputs change after a job is created (progress has raiseProgress).
    const values = set as Record<string, unknown>;
    const extra = Object.fromEntries(Object.entries(OUTPUT_COLUMNS).map(([field, column]) => [column, values[field]]));
    return this.#lifecycle.update(id, patch, extra);
  }

  idsQueuedBefore(before: Date, limit: number): Promise<string[]> {
    return this.#lifecycle.idsQueuedBefore(before, limit);
  }

  idsProcessingBefore(before: Date, limit: number): Promise<string[]> {
    return this.#lifecycle.idsProcessingBefore(before, limit);
  }
}
