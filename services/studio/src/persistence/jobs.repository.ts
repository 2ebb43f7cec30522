import type { EntityManager } from '@platform/db';
import { SqlLifecycleJobs } from '@platform/job-lifecycle';
import type { JobRepository } from '../domain/ports.ts';
import type { JobKind, JobRecord, Page, Slice } from '../domain/records.ts';
import { jobFromRow, type Row } from './rows.ts';
import { jobs } from './tables.ts';

type JobRow = ReturnType<typeof jobs.decode>;

export class JobsRepository extends SqlLifecycleJobs<JobRecord, JobRow> implements JobRepository {
  constructor(em: EntityManager) {
    // Of its own columns, only the outputs change after a job is created.
    super(em, {
      table: jobs,
      fromRow: jobFromRow,
      outputs: ['outputTextId', 'outputVideoId', 'outputLastFrameId'],
    });
  }

  async insert(job: JobRecord): Promise<void> {
    // Every property of a studio job is a column of its row.
    await this.insertJob(job, job);
  }

  async find(
    accountId: string,
    kind: JobKind,
    id: string,
    options: { projectId?: string; lock?: boolean } = {},
  ): Promise<JobRecord | null> {
    const byProject = options.projectId === undefined ? '' : ' and project_id = ?';
    const params: unknown[] = [id, accountId, kind];
    if (options.projectId !== undefined) params.push(options.projectId);
    const rows = await this.em.execute<Row[]>(
      `select * from studio.jobs where id = ? and account_id = ? and kind = ?${byProject}${options.lock ? ' for update' : ''}`,
      params,
    );
    return rows[0] ? jobFromRow(rows[0]) : null;
  }

  async list(
    accountId: string,
    kind: JobKind,
    projectId: string | null,
    page: Page,
  ): Promise<Slice<JobRecord>> {
    const where = `account_id = ? and kind = ?${projectId === null ? '' : ' and project_id = ?'}`;
    const params: unknown[] = projectId === null ? [accountId, kind] : [accountId, kind, projectId];
    const [counted] = await this.em.execute<Row[]>(
      `select count(*) as n from studio.jobs where ${where}`,
      params,
    );
    const rows = await this.em.execute<Row[]>(
      `select * from studio.jobs where ${where} order by created_at desc, id desc limit ? offset ?`,
      [...params, page.limit, page.offset],
    );
    return { count: Number(counted?.n ?? 0), results: rows.map(jobFromRow) };
  }

  async countActiveInProject(projectId: string): Promise<number> {
    const [row] = await this.em.execute<Row[]>(
      `select count(*) as n from studio.jobs where project_id = ? and status in ('queued', 'processing')`,
      [projectId],
    );
    return Number(row?.n ?? 0);
  }
}
