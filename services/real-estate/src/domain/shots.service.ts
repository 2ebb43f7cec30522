// Shots of a project: created from a project image, edited, deleted and reordered. Every write
// locks the project row first, so concurrent reorders, deletes and appends run one after another
// and `order` stays 0..n-1 with no gap or duplicate. Demo photos fill an empty project.
import { AppError, isUuid, notFound, validationError } from '@platform/errors';
import type { AssetViews, ShotView } from './asset-views.ts';
import type { AssetsService } from './assets.service.ts';
import type { Clock, IdSource, RealEstateStore, Repositories, ScratchDirs } from './ports.ts';
import type { AssetRecord, Page, ShotRecord, ShotSettings, Slice, TextAssetRecord } from './records.ts';
import { applyShotChanges, defaultShotSettings, type ShotChanges } from './shot-settings.ts';

/** The demo photos shipped with the service. */
export interface DemoPhotos {
  list(): Promise<Array<{ name: string; path: string }>>;
}

const DOES_NOT_EXIST = (id: string) => `Invalid pk "${id}" - object does not exist.`;

export class ShotsService {
  readonly #store: RealEstateStore;
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #views: AssetViews;
  readonly #assets: AssetsService;
  readonly #demo: DemoPhotos;
  readonly #scratch: ScratchDirs;

  constructor(deps: {
    store: RealEstateStore;
    clock: Clock;
    ids: IdSource;
    views: AssetViews;
    assets: AssetsService;
    demo: DemoPhotos;
    scratch: ScratchDirs;
  }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#views = deps.views;
    this.#assets = deps.assets;
    this.#demo = deps.demo;
    this.#scratch = deps.scratch;
  }

  async create(
    accountId: string,
    projectId: string,
    imageId: string,
    changes: ShotChanges,
  ): Promise<ShotView> {
    if (!isUuid(projectId)) throw notFound();
    const shot = await this.#store.transaction('shots.create', async (repos) => {
      await this.#lockProject(repos, accountId, projectId);
      const image = isUuid(imageId) ? await repos.assets.find('image', projectId, imageId) : null;
      if (!image)
        throw validationError('Invalid input.', {
          image: [imageId ? DOES_NOT_EXIST(imageId) : 'This field is required.'],
        });
      const settings = await this.#settings(
        repos,
        projectId,
        defaultShotSettings(),
        changes,
        changes.selected_video,
      );
      const record = this.#newShot(
        accountId,
        projectId,
        await repos.shots.count(projectId),
        image.id,
        settings,
      );
      record.animationPrompt = await this.#prompt(repos, accountId, changes.animation_prompt);
      await repos.shots.insert(record);
      return record;
    });
    return this.get(accountId, projectId, shot.id);
  }

  async get(accountId: string, projectId: string, shotId: string): Promise<ShotView> {
    if (!isUuid(projectId) || !isUuid(shotId)) throw notFound();
    const found = await this.#store.read('shots.get', async (repos) => {
      if (!(await repos.projects.find(accountId, projectId))) return null;
      const shot = await repos.shots.find(projectId, shotId);
      return shot ? { shot, assets: await this.#assetsOf(repos, [shot]) } : null;
    });
    if (!found) throw notFound();
    return this.#views.shot(found.shot, found.assets);
  }

  async list(accountId: string, projectId: string, page: Page): Promise<Slice<ShotView>> {
    if (!isUuid(projectId)) throw notFound();
    const found = await this.#store.read('shots.list', async (repos) => {
      if (!(await repos.projects.find(accountId, projectId))) return null;
      const slice = await repos.shots.list(projectId, page);
      return { slice, assets: await this.#assetsOf(repos, slice.results) };
    });
    if (!found) throw notFound();
    return {
      count: found.slice.count,
      results: await Promise.all(found.slice.results.map((shot) => this.#views.shot(shot, found.assets))),
    };
  }

  async update(
    accountId: string,
    projectId: string,
    shotId: string,
    changes: ShotChanges,
  ): Promise<ShotView> {
    if (!isUuid(projectId) || !isUuid(shotId)) throw notFound();
    await this.#store.transaction('shots.update', async (repos) => {
      await this.#lockProject(repos, accountId, projectId);
      const shot = await repos.shots.find(projectId, shotId);
      if (!shot) throw notFound();
      const selected =
        changes.selected_video !== undefined ? changes.selected_video : shot.settings.selected_video;
      const settings = await this.#settings(repos, projectId, shot.settings, changes, selected);
      const prompt =
        changes.animation_prompt !== undefined
          ? await this.#prompt(repos, accountId, changes.animation_prompt)
          : shot.animationPrompt;
      await repos.shots.update(shotId, settings, prompt?.id ?? null, this.#clock.now());
    });
    return this.get(accountId, projectId, shotId);
  }

  /** Deletes the shot; the later shots move up, so the order has no gap. */
  async delete(accountId: string, projectId: string, shotId: string): Promise<void> {
    if (!isUuid(projectId) || !isUuid(shotId)) throw notFound();
    await this.#store.transaction('shots.delete', async (repos) => {
      await this.#lockProject(repos, accountId, projectId);
      if (!(await repos.shots.find(projectId, shotId))) throw notFound();
      await repos.shots.delete(shotId);
      await repos.shots.setPositions(
        projectId,
        (await repos.shots.all(projectId)).map((shot) => shot.id),
      );
    });
  }

  /** `shotIds` must be a permutation of all the project's shots. */
  async reorder(accountId: string, projectId: string, shotIds: readonly string[]): Promise<ShotView[]> {
    if (!isUuid(projectId)) throw notFound();
    const wanted = shotIds.map((id) => id.toLowerCase());
    await this.#store.transaction('shots.reorder', async (repos) => {
      await this.#lockProject(repos, accountId, projectId);
      const current = (await repos.shots.all(projectId)).map((shot) => shot.id);
      const same =
        wanted.length === current.length &&
        new Set(wanted).size === wanted.length &&
        wanted.every((id) => current.includes(id));
      if (!same)
        throw validationError('Invalid input.', {
          shot_ids: ['Must list every shot of the project exactly once.'],
        });
      await repos.shots.setPositions(projectId, wanted);
    });
    return this.#all(projectId);
  }

  /** Demo photos become image assets and ordered shots of an empty project; no job starts. */
  async useDemoPhotos(accountId: string, projectId: string): Promise<ShotView[]> {
    if (!isUuid(projectId)) throw notFound();
    const empty = await this.#store.read('shots.demo-check', async (repos) => {
      if (!(await repos.projects.find(accountId, projectId))) throw notFound();
      return (await repos.shots.count(projectId)) === 0;
    });
    if (!empty) throw validationError('Demo photos can only be added to a project without shots.');
    const photos = await this.#demo.list();
    const drafts: AssetRecord[] = [];
    try {
      await this.#scratch.withDir(async (dir) => {
        for (const photo of photos) {
          drafts.push(
            await this.#assets.storeLocal(
              { kind: 'image', accountId, projectId, name: photo.name, source: 'demo' },
              photo.path,
              dir,
            ),
          );
        }
      });
      await this.#store.transaction('shots.demo', async (repos) => {
        await this.#lockProject(repos, accountId, projectId);
        // Checked again under the lock: a concurrent request may have added shots meanwhile.
        if ((await repos.shots.count(projectId)) > 0)
          throw validationError('Demo photos can only be added to a project without shots.');
        for (const [index, draft] of drafts.entries()) {
          const image = await this.#assets.record(repos, draft);
          await repos.shots.insert(
            this.#newShot(accountId, projectId, index, image.id, defaultShotSettings()),
          );
        }
      });
    } catch (err) {
      await this.#assets.discard(drafts);
      throw err;
    }
    return this.#all(projectId);
  }

  async #all(projectId: string): Promise<ShotView[]> {
    const { shots, assets } = await this.#store.read('shots.all', async (repos) => {
      const all = await repos.shots.all(projectId);
      return { shots: all, assets: await this.#assetsOf(repos, all) };
    });
    return Promise.all(shots.map((shot) => this.#views.shot(shot, assets)));
  }

  #newShot(
    accountId: string,
    projectId: string,
    position: number,
    imageId: string,
    settings: ShotRecord['settings'],
  ): ShotRecord {
    const now = this.#clock.now();
    return {
      id: this.#ids.next(),
      accountId,
      projectId,
      position,
      settings,
      imageAssetId: imageId,
      firstFrameAssetId: imageId,
      originalFirstFrameAssetId: imageId,
      animationPrompt: null,
      descriptionJobId: null,
      descriptionText: null,
      renderedVideoId: null,
      createdAt: now,
      updatedAt: now,
    };
  }

  async #lockProject(repos: Repositories, accountId: string, projectId: string): Promise<void> {
    if (!(await repos.projects.find(accountId, projectId, { lock: true }))) throw notFound();
  }

  /**
   * Checks the changes; the selected video must be a video asset of this project. Every problem
   * is reported at once, the unknown video together with the field errors.
   */
  async #settings(
    repos: Repositories,
    projectId: string,
    current: ShotSettings,
    changes: ShotChanges,
    selected: string | null | undefined,
  ): Promise<ShotSettings> {
    const video = selected && isUuid(selected) ? await repos.assets.find('video', projectId, selected) : null;
    const missing = selected && !video ? { selected_video: [DOES_NOT_EXIST(selected)] } : null;
    try {
      const settings = applyShotChanges(current, changes, video?.video?.durationS ?? null);
      if (missing) throw validationError('Invalid input.', missing);
      return settings;
    } catch (err) {
      if (
        missing &&
        err instanceof AppError &&
        err.kind === 'validation' &&
        !err.fieldErrors?.selected_video
      ) {
        throw validationError(err.message, { ...err.fieldErrors, ...missing });
      }
      throw err;
    }
  }

  async #prompt(
    repos: Repositories,
    accountId: string,
    text: string | undefined,
  ): Promise<TextAssetRecord | null> {
    if (text === undefined || text === '') return null;
    const record = { id: this.#ids.next(), text, createdAt: this.#clock.now() };
    await repos.texts.insert(accountId, record);
    return record;
  }

  async #assetsOf(repos: Repositories, shots: readonly ShotRecord[]): Promise<Map<string, AssetRecord>> {
    const images = new Set<string>();
    const videos = new Set<string>();
    for (const shot of shots) {
      for (const id of [shot.imageAssetId, shot.firstFrameAssetId, shot.originalFirstFrameAssetId])
        if (id) images.add(id);
      for (const id of [shot.settings.selected_video, shot.renderedVideoId]) if (id) videos.add(id);
    }
    const found = [
      ...(await repos.assets.findMany('image', [...images])),
      ...(await repos.assets.findMany('video', [...videos])),
    ];
    return new Map(found.map((asset) => [asset.id, asset]));
  }
}
