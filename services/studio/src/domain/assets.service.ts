// One file over 300 lines: one ingest of an asset whatever way it arrives, the ways sharing the measuring and
// storing.
// Image and video assets. However a file arrives (multipart through the gateway, a pre-signed
// PUT, a fetched external URL) studio downloads it to scratch space, measures it and stores it
// under the asset's own keys; the staging object is deleted whatever happens. A file that is not
// acceptable media ends as a 400 with no record and no object left behind.
import { basename } from 'node:path';
import {
  PresignedUploads,
  nameFromFile,
  staleUploadsIn,
  type AssetIngest,
  type AssetKeys,
  type PresignedUploadView,
  type StoredFile,
  type UploadLimits,
  type UploadState,
} from '@platform/assets';
import { notFound, validationError } from '@platform/errors';
import type { IdempotencyGuard } from '@platform/job-lifecycle';
import { baseNameTag } from './name-tag.ts';
import type { Clock, IdSource, ObjectStore, StudioStore } from './ports.ts';
import type { AssetKind, AssetRecord, AssetSource, IdempotencyInput, Page, Slice } from './records.ts';
import { FieldCheck, MAX_NAME, checkTags, isUuid } from './validation.ts';

export type AssetLimits = UploadLimits<AssetKind>;

const uploadState = (asset: AssetRecord): UploadState => ({
  status: asset.status,
  stagingKey: asset.stagingKey,
  declaredSize: asset.fileSize,
});

interface NewAsset {
  kind: AssetKind;
  accountId: string;
  name: string;
  tags: string[];
  source: AssetSource;
  externalUrl?: string | null;
}

export class AssetsService {
  readonly #store: StudioStore;
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #idempotency: IdempotencyGuard;
  readonly #objects: ObjectStore;
  readonly #ingest: AssetIngest;
  readonly #limits: AssetLimits;
  readonly #keys: AssetKeys;
  readonly #uploads: PresignedUploads;

  constructor(deps: {
    store: StudioStore;
    clock: Clock;
    ids: IdSource;
    idempotency: IdempotencyGuard;
    objects: ObjectStore;
    ingest: AssetIngest;
    limits: AssetLimits;
    keys: AssetKeys;
  }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#idempotency = deps.idempotency;
    this.#objects = deps.objects;
    this.#ingest = deps.ingest;
    this.#limits = deps.limits;
    this.#keys = deps.keys;
    this.#uploads = new PresignedUploads({ ...deps, pendingTtlMs: deps.limits.pendingTtlMs });
  }

  /**
   * `fallbackName` (from a file name or URL) names the asset when the client gave no name: it is
   * not the client's field, so it is cleaned and shortened to fit rather than refused.
   */
  #describe(kind: AssetKind, name: string, tags: readonly string[], fallbackName: string) {
    const check = new FieldCheck();
    const trimmed = name.trim();
    const fallback = nameFromFile(fallbackName, MAX_NAME) || `${kind}-upload`;
    const finalName = check.text('name', trimmed.length > 0 ? trimmed : fallback, { min: 1, max: MAX_NAME });
    const cleanTags = checkTags(check, tags);
    check.throwIfAny();
    return { name: finalName, tags: cleanTags, kind };
  }

  #record(
    input: NewAsset & {
      id: string;
      status: 'pending' | 'ready';
      stored?: StoredFile;
      stagingKey?: string | null;
      jobId?: string | null;
    },
  ): AssetRecord {
    const stored = input.stored;
    return {
      kind: input.kind,
      id: input.id,
      accountId: input.accountId,
      name: input.name,
      nameTag: baseNameTag(input.name, input.kind),
      tags: input.tags,
      status: input.status,
      source: input.source,
      fileKey: stored?.fileKey ?? null,
      thumbnailKey: stored?.thumbnailKey ?? null,
      lastFrameKey: stored?.lastFrameKey ?? null,
      stagingKey: input.stagingKey ?? null,
      externalUrl: input.externalUrl ?? null,
      contentType: stored?.contentType ?? null,
      width: stored?.width ?? 0,
      height: stored?.height ?? 0,
      fileSize: stored?.fileSize ?? null,
      video: stored?.video ?? null,
      jobId: input.jobId ?? null,
      createdAt: this.#clock.now(),
    };
  }

  /** Stores a measured file as a ready asset, idempotently; undoes the stored objects on failure. */
  async #createReady(
    asset: NewAsset,
    idem: IdempotencyInput | null,
    ingest: (id: string) => Promise<StoredFile>,
  ): Promise<{ value: AssetRecord; replayed: boolean }> {
    const id = this.#ids.next();
    let stored: StoredFile | undefined;
    return this.#idempotency.run({
      accountId: asset.accountId,
      idem,
      resourceKind: `${asset.kind}_asset`,
      load: (existing) => this.get(asset.kind, asset.accountId, existing),
      compensate: async () => {
        if (stored) await this.#ingest.remove(stored);
      },
      create: async () => {
        stored = await ingest(id);
        const record = this.#record({ ...asset, id, status: 'ready', stored });
        try {
          record.nameTag = await this.#store.transaction('assets.create', async (repos) => {
            await this.#idempotency.claim(
              repos.idempotency,
              asset.accountId,
              idem,
              `${asset.kind}_asset`,
              id,
            );
            return repos.assets.insert(record);
          });
        } catch (err) {
          if (!(err instanceof Error && err.name === 'KeyTakenError')) await this.#ingest.remove(stored);
          throw err;
        }
        return record;
      },
    });
  }

  /** A file the gateway streamed to `stagingKey`. */
  async registerUpload(input: {
    kind: AssetKind;
    accountId: string;
    stagingKey: string;
    name: string;
    fileName: string;
    tags: readonly string[];
    idem: IdempotencyInput | null;
  }) {
    if (!this.#keys.isStagingKeyOf(input.accountId, input.stagingKey))
      throw validationError('Invalid staging key.');
    try {
      const fallback = basename(input.fileName).trim() || `${input.kind}-upload`;
      const described = this.#describe(input.kind, input.name, input.tags, fallback);
      const max = this.#limits.maxBytes[input.kind];
      return await this.#createReady(
        { ...described, accountId: input.accountId, source: 'upload' },
        input.idem,
        (id) =>
          this.#ingest.fromStaging(
            { type: input.kind, accountId: input.accountId, assetId: id },
            input.stagingKey,
            max,
          ),
      );
    } finally {
      await this.#objects.remove(input.stagingKey);
    }
  }

  /** A pending asset and a pre-signed PUT with the content type and size pinned. */
  async createUpload(input: {
    kind: AssetKind;
    accountId: string;
    name: string;
    tags: readonly string[];
    contentType: string;
    fileSize: number;
    idem: IdempotencyInput | null;
  }): Promise<{ asset: AssetRecord; upload: PresignedUploadView | null; replayed: boolean }> {
    const check = new FieldCheck();
    this.#uploads.checkDeclared(check, input.kind, input, this.#limits.maxBytes[input.kind]);
    check.throwIfAny();
    const described = this.#describe(input.kind, input.name, input.tags, `${input.kind}-upload`);
    const id = this.#ids.next();
    const { value, replayed } = await this.#idempotency.run({
      accountId: input.accountId,
      idem: input.idem,
      resourceKind: `${input.kind}_upload`,
      load: (existing) => this.get(input.kind, input.accountId, existing),
      create: async () => {
        const record = this.#record({
          ...described,
          accountId: input.accountId,
          id,
          status: 'pending',
          source: 'upload',
          stagingKey: this.#uploads.stagingKey(input.accountId, id),
        });
        record.contentType = input.contentType;
        record.fileSize = input.fileSize;
        record.nameTag = await this.#store.transaction('assets.create-upload', async (repos) => {
          await this.#idempotency.claim(
            repos.idempotency,
            input.accountId,
            input.idem,
            `${input.kind}_upload`,
            id,
          );
          return repos.assets.insert(record);
        });
        return record;
      },
    });
    if (value.status !== 'pending' || !value.stagingKey || !value.contentType || value.fileSize === null) {
      return { asset: value, upload: null, replayed };
    }
    const upload = await this.#uploads.sign(value.stagingKey, {
      contentType: value.contentType,
      fileSize: value.fileSize,
    });
    return { asset: value, upload, replayed };
  }

  /** Measures a pre-signed upload (see PresignedUploads.finalize). Repeating it after success answers with the ready asset. */
  async finalizeUpload(kind: AssetKind, accountId: string, id: string): Promise<AssetRecord> {
    const asset = await this.get(kind, accountId, id);
    return this.#uploads.finalize({
      target: { type: kind, accountId, assetId: id },
      record: asset,
      state: uploadState,
      maxBytes: this.#limits.maxBytes[kind],
      records: {
        current: () => this.#store.read('assets.get', (repos) => repos.assets.find(kind, accountId, id)),
        markReady: (stored) =>
          this.#store.transaction('assets.finalize', (repos) => repos.assets.markReady(kind, id, stored)),
        deleteIfPending: () =>
          this.#store.transaction('assets.discard-upload', (repos) => repos.assets.deletePending(kind, id)),
      },
    });
  }

  /** Fetches `url` with the SSRF guard, then stores it like an upload. */
  async createExternal(input: {
    kind: AssetKind;
    accountId: string;
    url: string;
    name: string;
    tags: readonly string[];
    idem: IdempotencyInput | null;
  }) {
    const check = new FieldCheck();
    check.text('external_url', input.url, { min: 1, max: 2048 });
    check.throwIfAny();
    let fallback = `${input.kind}-external`;
    try {
      fallback = decodeURIComponent(basename(new URL(input.url).pathname)) || fallback;
    } catch {
      throw validationError('Invalid input.', { external_url: ['Enter a valid URL.'] });
    }
    const described = this.#describe(input.kind, input.name, input.tags, fallback);
    const max = this.#limits.maxBytes[input.kind];
    return this.#createReady(
      { ...described, accountId: input.accountId, source: 'external', externalUrl: input.url },
      input.idem,
      (id) =>
        this.#ingest.fromUrl({ type: input.kind, accountId: input.accountId, assetId: id }, input.url, max),
    );
  }

  async get(kind: AssetKind, accountId: string, id: string): Promise<AssetRecord> {
    if (!isUuid(id)) throw notFound();
    const asset = await this.#store.read('assets.get', (repos) => repos.assets.find(kind, accountId, id));
    if (!asset) throw notFound();
    return asset;
  }

  list(kind: AssetKind, accountId: string, page: Page): Promise<Slice<AssetRecord>> {
    return this.#store.read('assets.list', (repos) => repos.assets.list(kind, accountId, page));
  }

  /** The record goes first (so it stops being served), then its files. */
  async delete(kind: AssetKind, accountId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound();
    const asset = await this.#store.transaction('assets.delete', async (repos) => {
      const found = await repos.assets.find(kind, accountId, id, { lock: true });
      if (!found) throw notFound();
      await repos.assets.delete(kind, id);
      return found;
    });
    await this.#removeFiles(asset);
  }

  async #removeFiles(asset: AssetRecord): Promise<void> {
    for (const key of [asset.fileKey, asset.thumbnailKey, asset.lastFrameKey, asset.stagingKey]) {
      if (key) await this.#objects.remove(key);
    }
  }

  /** Discards pre-signed uploads nobody finalized in time. */
  discardStaleUploads(limit = 100): Promise<number> {
    return this.#uploads.sweep(
      (['image', 'video'] as const).map((kind) => ({
        state: uploadState,
        records: staleUploadsIn(this.#store, kind),
      })),
      limit,
    );
  }
}
