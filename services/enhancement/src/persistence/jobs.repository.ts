// Enhancement jobs: the life-cycle statements are the shared ones (SqlLifecycleJobs); the columns
// of an insert, reads by public id, lists and progress are this service's. Every read filters by the owner.
import { isUuid } from '@platform/errors';
import type { EntityManager } from '@platform/db';
import { SqlLifecycleJobs, withCredits } from '@platform/job-lifecycle';
import type { JobsRepository } from '../domain/ports.ts';
import type { JobRecord, Page, Slice } from '../domain/records.ts';
import { jobs } from './tables.ts';

type Row = Record<string, unknown>;

type JobRow = ReturnType<typeof jobs.decode>;

export const jobFromRow = (row: Row): JobRecord => withCredits(jobs.decode(row));

export class SqlJobsRepository extends SqlLifecycleJobs<JobRecord, JobRow> implements JobsRepository {
  constructor(em: EntityManager) {
    super(em, { table: jobs, fromRow: jobFromRow, outputs: ['restoredVideoId'] });
  }

  /** Inserts the job; its public id is the identity the database assigns (read back into `job`). */
  async insert(job: JobRecord): Promise<void> {
    // Progress and the output start as the columns' defaults.
    const { inputVideoId, userDescription, settings, mlModels, etaS } = job;
    const own = { inputVideoId, userDescription, settings, mlModels, etaS };
    const rows = await this.insertJob(job, own, 'returning public_id');
    job.publicId = Number(rows[0]?.public_id);
  }

  async findOwned(
    accountId: string,
    publicId: number,
    options: { lock?: boolean } = {},
  ): Promise<JobRecord | null> {
    const rows = await this.em.execute<Row[]>(
      `select * from enhancement.jobs where public_id = ? and account_id = ?${options.lock ? ' for update' : ''}`,
      [publicId, accountId],
    );
    return rows[0] ? jobFromRow(rows[0]) : null;
  }

  async list(accountId: string, page: Page): Promise<Slice<JobRecord>> {
    const rows = await this.em.execute<Row[]>(
      'select *, count(*) over () as total from enhancement.jobs where account_id = ? order by public_id desc limit ? offset ?',
      [accountId, page.limit, page.offset],
    );
    let count = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page.offset > 0) {
      const counted = await this.em.execute<Row[]>(
        'select count(*) as total from enhancement.jobs where account_id = ?',
        [accountId],
      );
      count = Number(counted[0]?.total ?? 0);
    }
    return { count, results: rows.map(jobFromRow) };
  }

  async raiseProgress(id: string, progress: number): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.em.execute<Row[]>(
      `update enhancement.jobs set progress = ? where id = ? and status = 'processing' and progress < ? returning id`,
      [progress, id, progress],
    );
    return rows.length > 0;
  }
}
