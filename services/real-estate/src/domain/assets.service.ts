// Project assets: images, videos and audio. However a file arrives (multipart through the
// gateway, a fetched external URL, a demo photo shipped with the service) it goes through the
// shared AssetIngest: downloaded to scratch space, measured, stored under the asset's own keys.
// A file that is not acceptable media is a 400 with no record and no object left behind.
// Pre-signed uploads (the client PUTs the file itself) are asset-uploads.service.ts.
import { basename, join } from 'node:path';
import {
  baseNameTag,
  firstFreeNameTag,
  type AssetIngest,
  type AssetKeys,
  type StoredFile,
} from '@platform/assets';
import { FieldCheck, isUuid, notFound, validationError } from '@platform/errors';
import { assetDraft, assetName, type AssetLimits, type NewAsset } from './asset-drafts.ts';
import type { Clock, IdSource, ObjectStore, RealEstateStore, Repositories, ScratchDirs } from './ports.ts';
import type { AssetKind, AssetRecord, Page, Slice } from './records.ts';

export class AssetsService {
  readonly #store: RealEstateStore;
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #objects: ObjectStore;
  readonly #ingest: AssetIngest;
  readonly #keys: AssetKeys;
  readonly #limits: AssetLimits;
  readonly #logError: (err: unknown, message: string) => void;
  readonly #scratch: ScratchDirs;

  constructor(deps: {
    store: RealEstateStore;
    clock: Clock;
    ids: IdSource;
    objects: ObjectStore;
    ingest: AssetIngest;
    keys: AssetKeys;
    limits: AssetLimits;
    scratch: ScratchDirs;
    logError: (err: unknown, message: string) => void;
  }) {
    this.#scratch = deps.scratch;
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#objects = deps.objects;
    this.#ingest = deps.ingest;
    this.#keys = deps.keys;
    this.#limits = deps.limits;
    this.#logError = deps.logError;
  }

  /** A file the gateway streamed to `stagingKey`; the staging object is removed whatever happens. */
  async registerUpload(input: {
    accountId: string;
    projectId: string;
    kind: AssetKind;
    stagingKey: string;
    name: string;
    fileName: string;
  }): Promise<AssetRecord> {
    try {
      if (!this.#keys.isStagingKeyOf(input.accountId, input.stagingKey))
        throw validationError('Invalid staging key.');
      await this.#projectOf(input.accountId, input.projectId);
      const name = assetName(input.name, basename(input.fileName).trim() || `${input.kind}-upload`);
      return await this.#create({ ...input, name, source: 'upload' }, (id) =>
        this.#ingest.fromStaging(
          { type: input.kind, accountId: input.accountId, assetId: id },
          input.stagingKey,
          this.#limits.maxBytes[input.kind],
        ),
      );
    } finally {
      await this.#objects
        .remove(input.stagingKey)
        .catch((err: unknown) => this.#logError(err, 'removing a staging object failed'));
    }
  }

  /** Fetches `externalUrl` through the SSRF-safe fetcher. */
  async createExternal(input: {
    accountId: string;
    projectId: string;
    kind: AssetKind;
    externalUrl: string;
    name: string;
  }): Promise<AssetRecord> {
    const check = new FieldCheck();
    let url: URL | null = null;
    try {
      url = new URL(input.externalUrl);
    } catch {
      check.add('external_url', 'Enter a valid URL.');
    }
    if (url && url.protocol !== 'http:' && url.protocol !== 'https:')
      check.add('external_url', 'Only http and https URLs can be fetched.');
    if (input.externalUrl.length > 2048)
      check.add('external_url', 'Ensure this field has no more than 2048 characters.');
    check.throwIfAny();
    await this.#projectOf(input.accountId, input.projectId);
    const name = assetName(input.name, basename(url?.pathname ?? '') || `${input.kind}-link`);
    return this.#create({ ...input, name, source: 'external', externalUrl: input.externalUrl }, (id) =>
      this.#ingest.fromUrl(
        { type: input.kind, accountId: input.accountId, assetId: id },
        input.externalUrl,
        this.#limits.maxBytes[input.kind],
      ),
    );
  }

  /**
   * Measures and stores a local file (a demo photo, a job's output) without recording it: the
   * caller records it with `record` inside its own transaction, or `discard`s it.
   */
  async storeLocal(input: NewAsset, path: string, workDir: string): Promise<AssetRecord> {
    const id = this.#ids.next();
    const stored = await this.#ingest.store(
      { type: input.kind, accountId: input.accountId, assetId: id },
      path,
      workDir,
    );
    return assetDraft(id, input, stored, this.#clock.now());
  }

  /** A copy of a stored object (an agent's photo) as a new, unrecorded asset of a project. */
  async copyStored(input: NewAsset, key: string): Promise<AssetRecord> {
    return this.#scratch.withDir(async (dir) => {
      const path = join(dir, 'source');
      await this.#objects.download(key, path, this.#limits.maxBytes[input.kind]);
      return this.storeLocal(input, path, dir);
    });
  }

  /** Records a stored asset with a name tag free in its project. */
  async record(repos: Repositories, draft: AssetRecord): Promise<AssetRecord> {
    const base = baseNameTag(draft.name, draft.kind);
    const record = {
      ...draft,
      nameTag: firstFreeNameTag(base, await repos.assets.nameTagsLike(draft.kind, draft.projectId, base)),
    };
    await repos.assets.insert(record);
    return record;
  }

  /** Removes the files of assets that were stored but will never be recorded. */
  async discard(drafts: readonly AssetRecord[]): Promise<void> {
    for (const draft of drafts)
      await this.#ingest
        .remove(draft)
        .catch((err: unknown) => this.#logError(err, 'removing the files of an unrecorded asset failed'));
  }

  async get(accountId: string, projectId: string, kind: AssetKind, id: string): Promise<AssetRecord> {
    if (!isUuid(projectId) || !isUuid(id)) throw notFound();
    const asset = await this.#store.read('assets.get', async (repos) => {
      if (!(await repos.projects.find(accountId, projectId))) return null;
      return repos.assets.find(kind, projectId, id);
    });
    if (!asset) throw notFound();
    return asset;
  }

  /** The account's asset named by its id alone (the sharing service knows no project). */
  async getOwned(accountId: string, kind: AssetKind, id: string): Promise<AssetRecord> {
    if (!isUuid(id)) throw notFound();
    const asset = await this.#store.read('assets.owned', (repos) =>
      repos.assets.findOwned(kind, accountId, id),
    );
    if (!asset) throw notFound();
    return asset;
  }

  /**
   * The assets several projects reference (their logos, or their background music), in one query
   * (a page of projects must not cost a query per project): by project id, only ready assets of
   * that same project, as `maybe` answers one by one.
   */
  async referenced(
    kind: AssetKind,
    refs: ReadonlyArray<{ projectId: string; id: string | null }>,
  ): Promise<Map<string, AssetRecord>> {
    const wanted = refs.filter(
      (ref): ref is { projectId: string; id: string } => ref.id !== null && isUuid(ref.id),
    );
    const found = new Map<string, AssetRecord>();
    if (wanted.length === 0) return found;
    const records = await this.#store.read('assets.references', (repos) =>
      repos.assets.findReady(kind, [...new Set(wanted.map((ref) => ref.id))]),
    );
    const byId = new Map(records.map((record) => [record.id, record]));
    for (const ref of wanted) {
      const record = byId.get(ref.id);
      if (record && record.projectId === ref.projectId) found.set(ref.projectId, record);
    }
    return found;
  }

  /** A referenced asset of the project (a logo, background music), or null when it is gone. */
  async maybe(projectId: string, kind: AssetKind, id: string | null): Promise<AssetRecord | null> {
    if (!id) return null;
    return this.#store.read('assets.reference', (repos) => repos.assets.find(kind, projectId, id));
  }

  async list(accountId: string, projectId: string, kind: AssetKind, page: Page): Promise<Slice<AssetRecord>> {
    await this.#projectOf(accountId, projectId);
    return this.#store.read('assets.list', (repos) => repos.assets.list(kind, projectId, page));
  }

  /** Deletes the asset; a video is first cleared from every shot that selected or rendered it. */
  async delete(accountId: string, projectId: string, kind: AssetKind, id: string): Promise<void> {
    if (!isUuid(projectId) || !isUuid(id)) throw notFound();
    const asset = await this.#store.transaction('assets.delete', async (repos) => {
      const project = await repos.projects.find(accountId, projectId, { lock: true });
      const found = project ? await repos.assets.find(kind, projectId, id) : null;
      if (!found) throw notFound();
      if (kind === 'video') await repos.shots.clearVideo(projectId, id, this.#clock.now());
      else await repos.projects.clearAsset(projectId, kind, id);
      await repos.assets.delete(kind, id);
      return found;
    });
    await this.#ingest
      .remove(asset)
      .catch((err: unknown) => this.#logError(err, 'removing the files of a deleted asset failed'));
  }

  async #projectOf(accountId: string, projectId: string): Promise<void> {
    if (!isUuid(projectId)) throw notFound();
    const exists = await this.#store.read('assets.project', (repos) =>
      repos.projects.find(accountId, projectId),
    );
    if (!exists) throw notFound();
  }

  /** Stores the measured file, then records it under a project lock; undoes the files on failure. */
  async #create(asset: NewAsset, ingest: (id: string) => Promise<StoredFile>): Promise<AssetRecord> {
    const id = this.#ids.next();
    const draft = assetDraft(id, asset, await ingest(id), this.#clock.now());
    try {
      return await this.#store.transaction('assets.create', async (repos) => {
        // The project may have been deleted while the file was measured.
        if (!(await repos.projects.find(asset.accountId, asset.projectId, { lock: true }))) throw notFound();
        return this.record(repos, draft);
      });
    } catch (err) {
      await this.discard([draft]);
      throw err;
    }
  }
}
