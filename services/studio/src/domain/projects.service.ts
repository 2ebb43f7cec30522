// Projects: named containers of shots and generation jobs, owned by one account.
import { notFound, validationError } from '@platform/errors';
import type { IdempotencyGuard } from '@platform/job-lifecycle';
import type { Clock, IdSource, StudioStore } from './ports.ts';
import type { IdempotencyInput, Page, ProjectRecord, Slice } from './records.ts';
import { FieldCheck, MAX_DESCRIPTION, MAX_NAME, isUuid } from './validation.ts';

export interface ProjectInput {
  name?: string;
  description?: string;
}

export class ProjectsService {
  readonly #store: StudioStore;
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #idempotency: IdempotencyGuard;

  constructor(deps: { store: StudioStore; clock: Clock; ids: IdSource; idempotency: IdempotencyGuard }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#idempotency = deps.idempotency;
  }

  async create(accountId: string, input: ProjectInput, idem: IdempotencyInput | null) {
    const check = new FieldCheck();
    const name = check.text('name', (input.name ?? '').trim(), { min: 1, max: MAX_NAME });
    const description = check.text('description', input.description ?? '', { max: MAX_DESCRIPTION });
    check.throwIfAny();
    return this.#idempotency.run({
      accountId,
      idem,
      resourceKind: 'project',
      load: (id) => this.get(accountId, id),
      create: async () => {
        const now = this.#clock.now();
        const project = {
          id: this.#ids.next(),
          accountId,
          name,
          description,
          createdAt: now,
          updatedAt: now,
        };
        await this.#store.transaction('projects.create', async (repos) => {
          await this.#idempotency.claim(repos.idempotency, accountId, idem, 'project', project.id);
          await repos.projects.insert(project);
        });
        return { ...project, shotCount: 0 };
      },
    });
  }

  async get(accountId: string, id: string): Promise<ProjectRecord> {
    if (!isUuid(id)) throw notFound();
    const project = await this.#store.read('projects.get', (repos) => repos.projects.find(accountId, id));
    if (!project) throw notFound();
    return project;
  }

  list(accountId: string, page: Page): Promise<Slice<ProjectRecord>> {
    return this.#store.read('projects.list', (repos) => repos.projects.list(accountId, page));
  }

  async update(accountId: string, id: string, input: ProjectInput): Promise<ProjectRecord> {
    if (!isUuid(id)) throw notFound();
    const check = new FieldCheck();
    const name =
      input.name === undefined ? undefined : check.text('name', input.name.trim(), { min: 1, max: MAX_NAME });
    const description =
      input.description === undefined
        ? undefined
        : check.text('description', input.description, { max: MAX_DESCRIPTION });
    check.throwIfAny();
    await this.#store.transaction('projects.update', async (repos) => {
      const project = await repos.projects.find(accountId, id, { lock: true });
      if (!project) throw notFound();
      await repos.projects.update(id, { name, description, updatedAt: this.#clock.now() });
    });
    return this.get(accountId, id);
  }

  /** Refused while a job of the project is queued or processing: its credits are still held. */
  async delete(accountId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound();
    await this.#store.transaction('projects.delete', async (repos) => {
      const project = await repos.projects.find(accountId, id, { lock: true });
      if (!project) throw notFound();
      if ((await repos.jobs.countActiveInProject(id)) > 0) {
        throw validationError('The project has queued or running jobs; cancel them or wait until they end.');
      }
      await repos.projects.delete(id);
    });
  }
}
