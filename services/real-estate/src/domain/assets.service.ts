// Project assets: images, videos and audio. However a file arrives (multipart through the
// gateway, a fetched external URL, a demo photo shipped with the service) it goes through the
// shared AssetIngest: downloaded to scratch space, measured, stored under the asset's own keys.
// A file that is not acceptable media is a 400 with no record and no object left behind.
import { basename, join } from 'node:path';
import {
  PresignedUploads,
  baseNameTag,
  firstFreeNameTag,
  type AssetIngest,
  type AssetKeys,
  type PresignedUploadView,
  type StoredFile,
  type UploadState,
} from '@platform/assets';
import { FieldCheck, isUuid, notFound, validationError } from '@platform/errors';
import type { Clock, IdSource, ObjectStore, RealEstateStore, Repositories, ScratchDirs } from './ports.ts';
import { ASSET_KINDS, type AssetKind, type AssetRecord, type AssetSource, type Page, type PendingAssetRecord, type ProjectUpload, type Slice } from './records.ts';

export interface AssetLimits {
  maxBytes: Record<AssetKind, number>;
  /** How long a pre-signed upload may stay unfinished before the sweep discards it. */
  pendingTtlMs: number;
}

const uploadState = (upload: ProjectUpload): UploadState =>
  upload.status === 'ready'
    ? { status: 'ready', stagingKey: null, declaredSize: null }
    : { status: 'pending', stagingKey: upload.pending.stagingKey, declaredSize: upload.pending.fileSize };

export interface NewAsset {
  kind: AssetKind;
  accountId: string;
  projectId: string;
  name: string;
  source: AssetSource;
  externalUrl?: string | null;
  jobId?: string | null;
}

export const assetKindOf = (kind: string): AssetKind => {
  if ((ASSET_KINDS as readonly string[]).includes(kind)) return kind as AssetKind;
  throw validationError('Invalid input.', { kind: ['Must be image, video or audio.'] });
};

const MAX_NAME = 255;

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
  readonly #uploads: PresignedUploads;

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
    this.#uploads = new PresignedUploads({ objects: deps.objects, ingest: deps.ingest, keys: deps.keys, clock: deps.clock, pendingTtlMs: deps.limits.pendingTtlMs });
  }

  /** A file the gateway streamed to `stagingKey`; the staging object is removed whatever happens. */
  async registerUpload(input: { accountId: string; projectId: string; kind: AssetKind; stagingKey: string; name: string; fileName: string }): Promise<AssetRecord> {
    try {
      if (!this.#keys.isStagingKeyOf(input.accountId, input.stagingKey)) throw validationError('Invalid staging key.');
      await this.#projectOf(input.accountId, input.projectId);
      const name = this.#name(input.name, basename(input.fileName).trim() || `${input.kind}-upload`);
      return await this.#create({ ...input, name, source: 'upload' }, (id) =>
        this.#ingest.fromStaging({ type: input.kind, accountId: input.accountId, assetId: id }, input.stagingKey, this.#limits.maxBytes[input.kind]),
      );
    } finally {
      await this.#objects.remove(input.stagingKey).catch((err: unknown) => this.#logError(err, 'removing a staging object failed'));
    }
  }

  /**
   * A pending upload of the project and a pre-signed PUT with the declared content type and size
   * pinned. The upload is no asset yet: reads and lists show it once finalize has measured it.
   */
  async createUpload(input: {
    accountId: string;
    projectId: string;
    kind: AssetKind;
    name: string;
    contentType: string;
    fileSize: number;
  }): Promise<{ pending: PendingAssetRecord; upload: PresignedUploadView }> {
    const check = new FieldCheck();
    this.#uploads.checkDeclared(check, input.kind, input, this.#limits.maxBytes[input.kind]);
    check.throwIfAny();
    const name = this.#name(input.name, `${input.kind}-upload`);
    if (!isUuid(input.projectId)) throw notFound();
    const id = this.#ids.next();
    const pending = await this.#store.transaction('assets.create-upload', async (repos) => {
      if (!(await repos.projects.find(input.accountId, input.projectId, { lock: true }))) throw notFound();
      const base = baseNameTag(name, input.kind);
      const record: PendingAssetRecord = {
        kind: input.kind,
        id,
        accountId: input.accountId,
        projectId: input.projectId,
        name,
        nameTag: firstFreeNameTag(base, await repos.assets.nameTagsLike(input.kind, input.projectId, base)),
        stagingKey: this.#uploads.stagingKey(input.accountId, id),
        contentType: input.contentType,
        fileSize: input.fileSize,
        createdAt: this.#clock.now(),
      };
      await repos.assets.insertPending(record);
      return record;
    });
    return { pending, upload: await this.#uploads.sign(pending.stagingKey, pending) };
  }

  /** Measures a pre-signed upload (see PresignedUploads.finalize); repeating it after success answers the asset. */
  async finalizeUpload(accountId: string, projectId: string, kind: AssetKind, id: string): Promise<AssetRecord> {
    if (!isUuid(projectId) || !isUuid(id)) throw notFound();
    const current = () =>
      this.#store.read('assets.upload', async (repos) => ((await repos.projects.find(accountId, projectId)) ? repos.assets.findUpload(kind, projectId, id) : null));
    const record = await current();
    if (!record) throw notFound();
    const outcome = await this.#uploads.finalize({
      target: { type: kind, accountId, assetId: id },
      record,
      state: uploadState,
      maxBytes: this.#limits.maxBytes[kind],
      records: {
        current,
        markReady: (stored) => this.#store.transaction('assets.finalize', (repos) => repos.assets.markReady(kind, id, stored)),
        deleteIfPending: () => this.#store.transaction('assets.discard-upload', (repos) => repos.assets.deletePending(kind, id)),
      },
    });
    if (outcome.status !== 'ready') throw notFound();
    return outcome.asset;
  }

  /** Discards pre-signed uploads nobody finalized in time, with their staging objects. */
  discardStaleUploads(limit = 100): Promise<number> {
    return this.#uploads.sweep(
      ASSET_KINDS.map((kind) => ({
        state: (pending: PendingAssetRecord): UploadState => ({ status: 'pending', stagingKey: pending.stagingKey, declaredSize: pending.fileSize }),
        records: {
          stale: (before: Date, max: number) => this.#store.read('assets.stale', (repos) => repos.assets.stalePending(kind, before, max)),
          deleteIfPending: (pending: PendingAssetRecord) => this.#store.transaction('assets.discard-stale', (repos) => repos.assets.deletePending(kind, pending.id)),
        },
      })),
      limit,
    );
  }

  /** Fetches `externalUrl` through the SSRF-safe fetcher. */
  async createExternal(input: { accountId: string; projectId: string; kind: AssetKind; externalUrl: string; name: string }): Promise<AssetRecord> {
    const check = new FieldCheck();
    let url: URL | null = null;
    try {
      url = new URL(input.externalUrl);
    } catch {
      check.add('external_url', 'Enter a valid URL.');
    }
    if (url && url.protocol !== 'http:' && url.protocol !== 'https:') check.add('external_url', 'Only http and https URLs can be fetched.');
    if (input.externalUrl.length > 2048) check.add('external_url', 'Ensure this field has no more than 2048 characters.');
    check.throwIfAny();
    await this.#projectOf(input.accountId, input.projectId);
    const name = this.#name(input.name, basename(url?.pathname ?? '') || `${input.kind}-link`);
    return this.#create({ ...input, name, source: 'external', externalUrl: input.externalUrl }, (id) =>
      this.#ingest.fromUrl({ type: input.kind, accountId: input.accountId, assetId: id }, input.externalUrl, this.#limits.maxBytes[input.kind]),
    );
  }

  /**
   * Measures and stores a local file (a demo photo, a job's output) without recording it: the
   * caller records it with `record` inside its own transaction, or `discard`s it.
   */
  async storeLocal(input: NewAsset, path: string, workDir: string): Promise<AssetRecord> {
    const id = this.#ids.next();
    const stored = await this.#ingest.store({ type: input.kind, accountId: input.accountId, assetId: id }, path, workDir);
    return this.#draft(id, input, stored);
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
    const record = { ...draft, nameTag: firstFreeNameTag(base, await repos.assets.nameTagsLike(draft.kind, draft.projectId, base)) };
    await repos.assets.insert(record);
    return record;
  }

  /** Removes the files of assets that were stored but will never be recorded. */
  async discard(drafts: readonly AssetRecord[]): Promise<void> {
    for (const draft of drafts) await this.#ingest.remove(draft).catch((err: unknown) => this.#logError(err, 'removing the files of an unrecorded asset failed'));
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
    const asset = await this.#store.read('assets.owned', (repos) => repos.assets.findOwned(kind, accountId, id));
    if (!asset) throw notFound();
    return asset;
  }

  /**
   * The assets several projects reference (their logos, or their background music), in one query
   * (a page of projects must not cost a query per project): by project id, only ready assets of
   * that same project, as `maybe` answers one by one.
   */
  async referenced(kind: AssetKind, refs: ReadonlyArray<{ projectId: string; id: string | null }>): Promise<Map<string, AssetRecord>> {
    const wanted = refs.filter((ref): ref is { projectId: string; id: string } => ref.id !== null && isUuid(ref.id));
    const found = new Map<string, AssetRecord>();
    if (wanted.length === 0) return found;
    const records = await this.#store.read('assets.references', (repos) => repos.assets.findReady(kind, [...new Set(wanted.map((ref) => ref.id))]));
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
    await this.#ingest.remove(asset).catch((err: unknown) => this.#logError(err, 'removing the files of a deleted asset failed'));
  }

  async #projectOf(accountId: string, projectId: string): Promise<void> {
    if (!isUuid(projectId)) throw notFound();
    const exists = await this.#store.read('assets.project', (repos) => repos.projects.find(accountId, projectId));
    if (!exists) throw notFound();
  }

  /** `fallback` (from a file name or URL) names the asset when the client gave no name. */
  #name(name: string, fallback: string): string {
    const check = new FieldCheck();
    // eslint-disable-next-line no-control-regex
    const cleaned = fallback.replace(/[\u0000-\u001f\u007f]+/g, '').trim().slice(0, MAX_NAME) || 'upload';
    const trimmed = name.trim();
    const final = check.text('name', trimmed.length > 0 ? trimmed : cleaned, { min: 1, max: MAX_NAME });
    check.throwIfAny();
    return final;
  }

  /** Stores the measured file, then records it under a project lock; undoes the files on failure. */
  async #create(asset: NewAsset, ingest: (id: string) => Promise<StoredFile>): Promise<AssetRecord> {
    const id = this.#ids.next();
    const draft = this.#draft(id, asset, await ingest(id));
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

  #draft(id: string, asset: NewAsset, stored: StoredFile): AssetRecord {
    return {
      kind: asset.kind,
      id,
      accountId: asset.accountId,
      projectId: asset.projectId,
      name: asset.name,
      nameTag: '',
      tags: [],
      source: asset.source,
      fileKey: stored.fileKey,
      thumbnailKey: stored.thumbnailKey,
      lastFrameKey: stored.lastFrameKey,
      externalUrl: asset.externalUrl ?? null,
      contentType: stored.contentType,
      width: stored.width,
      height: stored.height,
      fileSize: stored.fileSize,
      video: stored.video,
      audio: stored.audio,
      jobId: asset.jobId ?? null,
      createdAt: this.#clock.now(),
    };
  }
}
