// The service's jobs (shot video, voiceover and render jobs in one table). The life-cycle methods
// are SqlLifecycleJobs' of @platform/job-lifecycle; the columns of an insert, reads, lists and
// progress are this service's.
import { isUuid } from '@platform/errors';
import type { EntityManager } from '@platform/db';
import { SqlLifecycleJobs, withCredits } from '@platform/job-lifecycle';
import type { JobRepository } from '../domain/ports.ts';
import type {
  ListingJobKind,
  ListingJobRecord,
  Page,
  RealEstateJobRecord,
  ShotVideoJobRecord,
  Slice,
} from '../domain/records.ts';
import { count, type Row } from './rows.ts';
import { jobs } from './tables.ts';

type JobRow = ReturnType<typeof jobs.decode>;

function lifecycleOf(job: JobRow) {
  const {
    id,
    accountId,
    kind,
    status,
    quote,
    charged,
    description,
    webhookUrl,
    errorMessage,
    createdAt,
    startedAt,
    finishedAt,
    projectId,
    modelName,
  } = job;
  return withCredits({
    id,
    accountId,
    kind,
    status,
    quote,
    charged,
    description,
    webhookUrl,
    errorMessage,
    createdAt,
    startedAt,
    finishedAt,
    projectId,
    modelName,
  });
}

function shotVideoJobOf(job: JobRow): ShotVideoJobRecord {
  return {
    ...lifecycleOf(job),
    kind: 'image_to_video',
    shotId: job.shotId,
    modelConfig: job.modelConfig,
    prompt: job.prompt,
    startFrameId: job.startFrameId,
    cameraMovement: job.cameraMovement ?? '',
    requestedResolution: job.requestedResolution ?? '',
    requestedVideoDuration: job.requestedVideoDuration ?? 0,
    outputVideoId: job.outputVideoId,
    outputLastFrameId: job.outputLastFrameId,
  };
}

const shotVideoJobFromRow = (row: Row): ShotVideoJobRecord => shotVideoJobOf(jobs.decode(row));

export function jobFromRow(row: Row): RealEstateJobRecord {
  const job = jobs.decode(row);
  const listing = { ...lifecycleOf(job), progress: job.progress, etaS: job.etaS };
  switch (job.kind) {
    case 'voiceover':
      return {
        ...listing,
        kind: 'voiceover',
        speakerVoiceId: job.speakerVoiceId ?? '',
        text: job.spokenText ?? '',
        outputVoiceoverId: job.outputVoiceoverId,
      };
    case 'render':
      return {
        ...listing,
        kind: 'render',
        branded: job.branded === true,
        width: job.outputWidth ?? 0,
        height: job.outputHeight ?? 0,
        outputVideoId: job.outputVideoId,
        outputCaptionId: job.outputCaptionId,
        outputThumbnailKey: job.outputThumbnailKey,
      };
    default:
      return shotVideoJobOf(job);
  }
}

export class JobsRepository extends SqlLifecycleJobs<RealEstateJobRecord, JobRow> implements JobRepository {
  constructor(em: EntityManager) {
    // Of its own columns, only the outputs change after a job is created (progress has raiseProgress).
    const outputs = [
      'outputVideoId',
      'outputLastFrameId',
      'outputVoiceoverId',
      'outputCaptionId',
      'outputThumbnailKey',
    ] as const;
    super(em, { table: jobs, fromRow: jobFromRow, outputs });
  }

  async insert(job: RealEstateJobRecord): Promise<void> {
    if (job.kind !== 'image_to_video') return this.#insertListing(job);
    const { projectId, shotId, modelName, modelConfig, prompt, startFrameId } = job;
    const { cameraMovement, requestedResolution, requestedVideoDuration } = job;
    const inputs = { cameraMovement, requestedResolution, requestedVideoDuration };
    await this.insertJob(job, { projectId, shotId, modelName, modelConfig, prompt, startFrameId, ...inputs });
  }

  async find(
    accountId: string,
    projectId: string,
    shotId: string,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<ShotVideoJobRecord | null> {
    const rows = await this.em.execute<Row[]>(
      `select * from ${jobs.name} where id = ? and account_id = ? and project_id = ? and shot_id = ? and kind = 'image_to_video'${options.lock ? ' for update' : ''}`,
      [id, accountId, projectId, shotId],
    );
    return rows[0] ? shotVideoJobFromRow(rows[0]) : null;
  }

  async #insertListing(job: ListingJobRecord): Promise<void> {
    const voice = job.kind === 'voiceover' ? job : null;
    const render = job.kind === 'render' ? job : null;
    await this.insertJob(job, {
      projectId: job.projectId,
      modelName: job.modelName,
      etaS: job.etaS,
      speakerVoiceId: voice?.speakerVoiceId ?? null,
      spokenText: voice?.text ?? null,
      branded: render?.branded ?? null,
      outputWidth: render?.width ?? null,
      outputHeight: render?.height ?? null,
      outputCaptionId: render?.outputCaptionId ?? null,
    });
  }

  async findListing<K extends ListingJobKind>(
    kind: K,
    ref: { accountId: string; projectId: string; id: string },
    options: { lock?: boolean } = {},
  ): Promise<Extract<ListingJobRecord, { kind: K }> | null> {
    const rows = await this.em.execute<Row[]>(
      `select * from ${jobs.name} where id = ? and account_id = ? and project_id = ? and kind = ?${options.lock ? ' for update' : ''}`,
      [ref.id, ref.accountId, ref.projectId, kind],
    );
    return rows[0] ? (jobFromRow(rows[0]) as Extract<ListingJobRecord, { kind: K }>) : null;
  }

  async listListing<K extends ListingJobKind>(
    kind: K,
    projectId: string,
    page: Page,
  ): Promise<Slice<Extract<ListingJobRecord, { kind: K }>>> {
    const total = await this.em.execute<Row[]>(
      `select count(*) as n from ${jobs.name} where project_id = ? and kind = ?`,
      [projectId, kind],
    );
    const rows = await this.em.execute<Row[]>(
      `select * from ${jobs.name} where project_id = ? and kind = ? order by created_at desc, id desc limit ? offset ?`,
      [projectId, kind, page.limit, page.offset],
    );
    return {
      count: count(total),
      results: rows.map((row) => jobFromRow(row) as Extract<ListingJobRecord, { kind: K }>),
    };
  }

  async raiseProgress(id: string, progress: number): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.em.execute<Row[]>(
      `update ${jobs.name} set progress = ? where id = ? and kind <> 'image_to_video' and status = 'processing' and progress < ? returning id`,
      [progress, id, progress],
    );
    return rows.length > 0;
  }

  async list(shotId: string, page: Page): Promise<Slice<ShotVideoJobRecord>> {
    const total = await this.em.execute<Row[]>(
      `select count(*) as n from ${jobs.name} where shot_id = ? and kind = 'image_to_video'`,
      [shotId],
    );
    const rows = await this.em.execute<Row[]>(
      `select * from ${jobs.name} where shot_id = ? and kind = 'image_to_video' order by created_at desc, id desc limit ? offset ?`,
      [shotId, page.limit, page.offset],
    );
    return { count: count(total), results: rows.map(shotVideoJobFromRow) };
  }

  async countActiveInProject(projectId: string): Promise<number> {
    return count(
      await this.em.execute<Row[]>(
        `select count(*) as n from ${jobs.name} where project_id = ? and status in ('queued', 'processing')`,
        [projectId],
      ),
    );
  }

  async countActiveShotVideoJobs(projectId: string): Promise<number> {
    return count(
      await this.em.execute<Row[]>(
        `select count(*) as n from ${jobs.name} where project_id = ? and kind = 'image_to_video' and status in ('queued', 'processing')`,
        [projectId],
      ),
    );
  }
}
