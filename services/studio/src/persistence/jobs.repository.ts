import type { EntityManager } from '@platform/db';
import type { JobPatch } from '../domain/job-rules.ts';
import type { IdempotencyRepository, JobRepository } from '../domain/ports.ts';
import type { IdempotencyRecord, JobKind, JobRecord, Page, Slice } from '../domain/records.ts';
import { jobFromRow, toDate, type Row } from './rows.ts';

export class JobsRepository implements JobRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(job: JobRecord): Promise<void> {
    await this.#em.execute(
      `insert into studio.jobs (
         id, account_id, kind, status, project_id, shot_id, model_name, model_config, prompt, style_settings,
         num_requested_images, image_asset_id, fidelity_level, requested_resolution, requested_video_duration,
         camera_movement, quote, description, error_message, created_at)
       values (?, ?, ?, ?, ?, ?, ?, cast(? as jsonb), ?, cast(? as jsonb), ?, ?, ?, ?, ?, ?, cast(? as numeric), ?, ?, ?)`,
      [
        job.id, job.accountId, job.kind, job.status, job.projectId, job.shotId, job.modelName, JSON.stringify(job.modelConfig), job.prompt,
        JSON.stringify(job.styleSettings), job.numRequestedImages, job.imageAssetId, job.fidelityLevel, job.requestedResolution,
        job.requestedVideoDuration, job.cameraMovement, job.quote.format(), job.description, job.errorMessage, job.createdAt,
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

  async lockById(id: string): Promise<JobRecord | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const rows = await this.#em.execute<Row[]>(`select * from studio.jobs where id = ? for update`, [id]);
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

  async update(id: string, patch: JobPatch & { outputTextId?: string; outputVideoId?: string; outputLastFrameId?: string }): Promise<void> {
    const columns: [keyof typeof patch, string, (value: never) => unknown][] = [
      ['status', 'status', (v) => v],
      ['startedAt', 'started_at', (v) => v],
      ['finishedAt', 'finished_at', (v) => v],
      ['errorMessage', 'error_message', (v) => v],
      ['charged', 'charged', (v: { format(): string } | null) => v?.format() ?? null],
      ['outputTextId', 'output_text_id', (v) => v],
      ['outputVideoId', 'output_video_id', (v) => v],
      ['outputLastFrameId', 'output_last_frame_id', (v) => v],
    ];
    const sets: string[] = [];
    const params: unknown[] = [];
    for (const [field, column, convert] of columns) {
      if (patch[field] === undefined) continue;
      sets.push(column === 'charged' ? `${column} = cast(? as numeric)` : `${column} = ?`);
      params.push(convert(patch[field] as never));
    }
    if (sets.length === 0) return;
    await this.#em.execute(`update studio.jobs set ${sets.join(', ')} where id = ?`, [...params, id]);
  }

  async idsQueuedBefore(before: Date, limit: number): Promise<string[]> {
    const rows = await this.#em.execute<Row[]>(
      `select id from studio.jobs where status = 'queued' and created_at <= ? order by created_at limit ?`,
      [before, limit],
    );
    return rows.map((row) => String(row.id));
  }

  async idsProcessingBefore(before: Date, limit: number): Promise<string[]> {
    const rows = await this.#em.execute<Row[]>(
      `select id from studio.jobs where status = 'processing' and started_at <= ? order by started_at limit ?`,
      [before, limit],
    );
    return rows.map((row) => String(row.id));
  }

  async countActiveInProject(projectId: string): Promise<number> {
    const [row] = await this.#em.execute<Row[]>(
      `select count(*) as n from studio.jobs where project_id = ? and status in ('queued', 'processing')`,
      [projectId],
    );
    return Number(row?.n ?? 0);
  }
}

export class IdempotencyKeysRepository implements IdempotencyRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async find(accountId: string, key: string, since: Date): Promise<IdempotencyRecord | null> {
    const rows = await this.#em.execute<Row[]>(
      `select * from studio.idempotency_keys where account_id = ? and key = ? and created_at > ?`,
      [accountId, key, since],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      accountId: String(row.account_id),
      key: String(row.key),
      requestHash: String(row.request_hash),
      resourceKind: String(row.resource_kind),
      resourceId: String(row.resource_id),
      createdAt: toDate(row.created_at),
    };
  }

  async claim(record: IdempotencyRecord, expiredBefore: Date): Promise<boolean> {
    await this.#em.execute(`delete from studio.idempotency_keys where account_id = ? and key = ? and created_at <= ?`, [
      record.accountId,
      record.key,
      expiredBefore,
    ]);
    // ON CONFLICT waits for a concurrent claim of the same key to commit or roll back.
    const rows = await this.#em.execute<Row[]>(
      `insert into studio.idempotency_keys (account_id, key, request_hash, resource_kind, resource_id, created_at)
       values (?, ?, ?, ?, ?, ?) on conflict (account_id, key) do nothing returning key`,
      [record.accountId, record.key, record.requestHash, record.resourceKind, record.resourceId, record.createdAt],
    );
    return rows.length === 1;
  }

  async purge(before: Date): Promise<number> {
    const rows = await this.#em.execute<Row[]>(`delete from studio.idempotency_keys where created_at <= ? returning key`, [before]);
    return rows.length;
  }
}
