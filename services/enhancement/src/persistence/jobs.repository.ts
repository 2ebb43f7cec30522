// Enhancement jobs: the life-cycle statements are the shared ones (SqlLifecycleJobs); inserts,
// reads by public id, lists and progress are this service's. Every read filters by the owner.
import { Credits } from '@platform/catalogue';
import { isUuid } from '@platform/errors';
import { timestampFromRow, timestampOrNull, type EntityManager } from '@platform/db';
import { SqlLifecycleJobs, type JobPatch, type JobStatus } from '@platform/job-lifecycle';
import type { JobsRepository } from '../domain/ports.ts';
import type { JobModelRecord, JobRecord, JobSettingsRecord, Page, Slice } from '../domain/records.ts';

type Row = Record<string, unknown>;

const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

export const jobFromRow = (row: Row): JobRecord => ({
  id: String(row.id),
  publicId: Number(row.public_id),
  accountId: String(row.account_id),
  kind: 'enhancement',
  status: row.status as JobStatus,
  quote: Credits.parse(String(row.quote)),
  charged: row.charged === null || row.charged === undefined ? null : Credits.parse(String(row.charged)),
  description: String(row.description),
  webhookUrl: row.webhook_url === null || row.webhook_url === undefined ? null : String(row.webhook_url),
  errorMessage: String(row.error_message),
  createdAt: timestampFromRow(row.created_at),
  startedAt: timestampOrNull(row.started_at),
  finishedAt: timestampOrNull(row.finished_at),
  inputVideoId: Number(row.input_video_id),
  userDescription: String(row.user_description),
  settings: json<JobSettingsRecord>(row.settings),
  mlModels: json<JobModelRecord[]>(row.ml_models),
  etaS: Number(row.eta_s),
  progress: Number(row.progress),
  restoredVideoId: row.restored_video_id === null || row.restored_video_id === undefined ? null : Number(row.restored_video_id),
});

export class SqlJobsRepository implements JobsRepository {
  readonly #em: EntityManager;
  readonly #lifecycle: SqlLifecycleJobs<JobRecord>;

  constructor(em: EntityManager) {
    this.#em = em;
    this.#lifecycle = new SqlLifecycleJobs(em, { table: 'enhancement.jobs', fromRow: jobFromRow });
  }

  /** Inserts the job; its public id is the identity the database assigns (read back into `job`). */
  async insert(job: JobRecord): Promise<void> {
    const rows = await this.#em.execute<Row[]>(
      `insert into enhancement.jobs (
         id, account_id, kind, status, quote, description, error_message, created_at,
         input_video_id, user_description, settings, ml_models, eta_s, webhook_url)
       values (?, ?, ?, ?, cast(? as numeric), ?, ?, ?, ?, ?, cast(? as jsonb), cast(? as jsonb), ?, ?)
       returning public_id`,
      [
        job.id, job.accountId, job.kind, job.status, job.quote.format(), job.description, job.errorMessage, job.createdAt,
        job.inputVideoId, job.userDescription, JSON.stringify(job.settings), JSON.stringify(job.mlModels), job.etaS, job.webhookUrl,
      ],
    );
    job.publicId = Number(rows[0]?.public_id);
  }

  lockById(id: string): Promise<JobRecord | null> {
    return this.#lifecycle.lockById(id);
  }

  update(id: string, patch: JobPatch, set: Partial<JobRecord> = {}): Promise<void> {
    return this.#lifecycle.update(id, patch, set.restoredVideoId === undefined ? {} : { restored_video_id: set.restoredVideoId });
  }

  idsQueuedBefore(before: Date, limit: number): Promise<string[]> {
    return this.#lifecycle.idsQueuedBefore(before, limit);
  }

  idsProcessingBefore(before: Date, limit: number): Promise<string[]> {
    return this.#lifecycle.idsProcessingBefore(before, limit);
  }

  async findOwned(accountId: string, publicId: number, options: { lock?: boolean } = {}): Promise<JobRecord | null> {
    const rows = await this.#em.execute<Row[]>(
      `select * from enhancement.jobs where public_id = ? and account_id = ?${options.lock ? ' for update' : ''}`,
      [publicId, accountId],
    );
    return rows[0] ? jobFromRow(rows[0]) : null;
  }

  async list(accountId: string, page: Page): Promise<Slice<JobRecord>> {
    const rows = await this.#em.execute<Row[]>(
      'select *, count(*) over () as total from enhancement.jobs where account_id = ? order by public_id desc limit ? offset ?',
      [accountId, page.limit, page.offset],
    );
    let count = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page.offset > 0) {
      const counted = await this.#em.execute<Row[]>('select count(*) as total from enhancement.jobs where account_id = ?', [accountId]);
      count = Number(counted[0]?.total ?? 0);
    }
    return { count, results: rows.map(jobFromRow) };
  }

  async raiseProgress(id: string, progress: number): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.#em.execute<Row[]>(
      `update enhancement.jobs set progress = ? where id = ? and status = 'processing' and progress < ? returning id`,
      [progress, id, progress],
    );
    return rows.length > 0;
  }
}
