// Reading, listing and cancelling generation jobs. A cancel is the shared JobCanceller's
// (@platform/job-lifecycle): row lock, `cancelled`, hold released and the job's cancellation
// written to the outbox in one transaction.
import { notFound } from '@platform/errors';
import type { JobCanceller } from '@platform/job-lifecycle';
import type { JobViews } from './job-views.ts';
import type { Repositories, StudioStore } from './ports.ts';
import type { JobKind, JobRecord, Page, Slice } from './records.ts';
import { isUuid } from './validation.ts';

/** Kinds that live inside a project (their paths carry the project id). */
export const PROJECT_JOB_KINDS: ReadonlySet<JobKind> = new Set(['text_to_image', 'image_to_video']);

export interface JobRef {
  accountId: string;
  kind: JobKind;
  /** Required for project kinds; ignored otherwise. */
  projectId: string;
  id: string;
}

export class JobsService {
  readonly #store: StudioStore;
  readonly #canceller: JobCanceller<JobRecord, Repositories>;
  readonly views: JobViews;

  constructor(deps: {
    store: StudioStore;
    canceller: JobCanceller<JobRecord, Repositories>;
    views: JobViews;
  }) {
    this.#store = deps.store;
    this.#canceller = deps.canceller;
    this.views = deps.views;
  }

  #valid(ref: JobRef): boolean {
    return isUuid(ref.id) && (!PROJECT_JOB_KINDS.has(ref.kind) || isUuid(ref.projectId));
  }

  async #find(repos: Repositories, ref: JobRef, lock = false): Promise<JobRecord> {
    if (!this.#valid(ref)) throw notFound();
    const projectId = PROJECT_JOB_KINDS.has(ref.kind) ? ref.projectId.toLowerCase() : undefined;
    const job = await repos.jobs.find(ref.accountId, ref.kind, ref.id.toLowerCase(), { projectId, lock });
    if (!job) throw notFound();
    return job;
  }

  /**
   * Reads a job and renders it with `present` (outputs, fresh URLs) in the same unit of work. A
   * job this request has just written (`created`) is rendered as it is, without reading it back.
   */
  read<T>(
    ref: JobRef,
    present: (repos: Repositories, job: JobRecord) => Promise<T>,
    created?: JobRecord,
  ): Promise<T> {
    return this.#store.read('jobs.get', async (repos) =>
      present(repos, created ?? (await this.#find(repos, ref))),
    );
  }

  async list<T>(
    accountId: string,
    kind: JobKind,
    projectId: string | null,
    page: Page,
    present: (repos: Repositories, job: JobRecord) => Promise<T>,
  ): Promise<Slice<T>> {
    return this.#store.read('jobs.list', async (repos) => {
      if (projectId !== null && (!isUuid(projectId) || !(await repos.projects.exists(accountId, projectId))))
        throw notFound();
      const slice = await repos.jobs.list(accountId, kind, projectId?.toLowerCase() ?? null, page);
      return {
        count: slice.count,
        results: await Promise.all(slice.results.map((job) => present(repos, job))),
      };
    });
  }

  /** `refused` carries the 400 detail when the job already ended. */
  async cancel(ref: JobRef): Promise<{ refused: string | null }> {
    const { refused } = await this.#canceller.cancel((repos) => this.#find(repos, ref, true));
    return { refused };
  }
}
