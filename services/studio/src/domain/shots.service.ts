// Shots: the ordered steps of a project. `order` is zero-based and contiguous; inserting or
// moving a shot shifts its neighbours inside one transaction that holds the project's row lock,
// so concurrent edits of one project cannot interleave positions.
import { notFound } from '@platform/errors';
import type { IdempotencyGuard } from '@platform/job-lifecycle';
import type { Clock, IdSource, Repositories, StudioStore } from './ports.ts';
import type { IdempotencyInput, Page, ShotRecord, Slice } from './records.ts';
import { DOES_NOT_EXIST, FieldCheck, MAX_NAME, isUuid } from './validation.ts';

export const MAX_SHOT_PROMPT = 80_000;
export const MAX_SHOTS_PER_PROJECT = 500;

export interface ShotInput {
  name?: string;
  prompt?: string;
  order?: number;
  /** undefined: unchanged; null: cleared. */
  imageAssetId?: string | null;
  videoAssetId?: string | null;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export class ShotsService {
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

  #check(input: ShotInput): FieldCheck {
    const check = new FieldCheck();
    if (input.name !== undefined) check.text('name', input.name, { max: MAX_NAME });
    if (input.prompt !== undefined) check.text('prompt', input.prompt, { max: MAX_SHOT_PROMPT });
    if (input.order !== undefined && (!Number.isInteger(input.order) || input.order < 0)) {
      check.add('order', 'Ensure this value is greater than or equal to 0.');
    }
    if (input.imageAssetId) check.uuid('image_asset', input.imageAssetId);
    if (input.videoAssetId) check.uuid('video_asset', input.videoAssetId);
    return check;
  }

  /** Asset references must name the caller's assets. */
  async #checkReferences(repos: Repositories, accountId: string, input: ShotInput): Promise<void> {
    const check = new FieldCheck();
    if (input.imageAssetId && !(await repos.assets.find('image', accountId, input.imageAssetId))) {
      check.add('image_asset', DOES_NOT_EXIST(input.imageAssetId));
    }
    if (input.videoAssetId && !(await repos.assets.find('video', accountId, input.videoAssetId))) {
      check.add('video_asset', DOES_NOT_EXIST(input.videoAssetId));
    }
    check.throwIfAny();
  }

  async #project(repos: Repositories, accountId: string, projectId: string) {
    if (!isUuid(projectId)) throw notFound();
    const project = await repos.projects.find(accountId, projectId, { lock: true });
    if (!project) throw notFound();
    return project;
  }

  async create(accountId: string, projectId: string, input: ShotInput, idem: IdempotencyInput | null) {
    if (!isUuid(projectId)) throw notFound();
    const check = this.#check(input);
    check.throwIfAny();
    return this.#idempotency.run({
      accountId,
      idem,
      resourceKind: 'shot',
      load: (id) => this.#read(accountId, projectId, id),
      create: () =>
        this.#store.transaction('shots.create', async (repos) => {
          await this.#project(repos, accountId, projectId);
          await this.#checkReferences(repos, accountId, input);
          const count = await repos.shots.count(projectId);
          if (count >= MAX_SHOTS_PER_PROJECT) {
            const full = new FieldCheck();
            full.add('non_field_errors', `A project holds at most ${MAX_SHOTS_PER_PROJECT} shots.`);
            full.throwIfAny();
          }
          const position = clamp(input.order ?? count, 0, count);
          await repos.shots.shift(projectId, position, null, 1);
          const now = this.#clock.now();
          const shot: ShotRecord = {
            id: this.#ids.next(),
            accountId,
            projectId,
            position,
            name: input.name ?? '',
            prompt: input.prompt ?? '',
            imageAssetId: input.imageAssetId ?? null,
            videoAssetId: input.videoAssetId ?? null,
            createdAt: now,
            updatedAt: now,
          };
          await this.#idempotency.claim(repos.idempotency, accountId, idem, 'shot', shot.id);
          await repos.shots.insert(shot);
          await repos.projects.update(projectId, { updatedAt: now });
          return shot;
        }),
    });
  }

  async #read(accountId: string, projectId: string, shotId: string): Promise<ShotRecord> {
    if (!isUuid(projectId) || !isUuid(shotId)) throw notFound();
    const shot = await this.#store.read('shots.get', (repos) =>
      repos.shots.find(accountId, projectId, shotId),
    );
    if (!shot) throw notFound();
    return shot;
  }

  get(accountId: string, projectId: string, shotId: string): Promise<ShotRecord> {
    return this.#read(accountId, projectId, shotId);
  }

  async list(accountId: string, projectId: string, page: Page): Promise<Slice<ShotRecord>> {
    if (!isUuid(projectId)) throw notFound();
    return this.#store.read('shots.list', async (repos) => {
      if (!(await repos.projects.exists(accountId, projectId))) throw notFound();
      return repos.shots.list(projectId, page);
    });
  }

  async update(accountId: string, projectId: string, shotId: string, input: ShotInput): Promise<ShotRecord> {
    if (!isUuid(shotId)) throw notFound();
    this.#check(input).throwIfAny();
    await this.#store.transaction('shots.update', async (repos) => {
      await this.#project(repos, accountId, projectId);
      const shot = await repos.shots.find(accountId, projectId, shotId);
      if (!shot) throw notFound();
      await this.#checkReferences(repos, accountId, input);
      let position: number | undefined;
      if (input.order !== undefined) {
        const last = (await repos.shots.count(projectId)) - 1;
        position = clamp(input.order, 0, last);
        if (position < shot.position) await repos.shots.shift(projectId, position, shot.position - 1, 1);
        if (position > shot.position) await repos.shots.shift(projectId, shot.position + 1, position, -1);
      }
      const now = this.#clock.now();
      await repos.shots.update(shotId, {
        name: input.name,
        prompt: input.prompt,
        position,
        imageAssetId: input.imageAssetId,
        videoAssetId: input.videoAssetId,
        updatedAt: now,
      });
      await repos.projects.update(projectId, { updatedAt: now });
    });
    return this.#read(accountId, projectId, shotId);
  }

  async delete(accountId: string, projectId: string, shotId: string): Promise<void> {
    if (!isUuid(shotId)) throw notFound();
    await this.#store.transaction('shots.delete', async (repos) => {
      await this.#project(repos, accountId, projectId);
      const shot = await repos.shots.find(accountId, projectId, shotId);
      if (!shot) throw notFound();
      await repos.shots.delete(shotId);
      await repos.shots.shift(projectId, shot.position + 1, null, -1);
      await repos.projects.update(projectId, { updatedAt: this.#clock.now() });
    });
  }
}
