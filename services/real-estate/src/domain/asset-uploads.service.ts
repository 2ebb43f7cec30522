// Pre-signed uploads of project assets: a pending record and a PUT signed with the declared
// content type and size, then finalize measures what arrived through the shared PresignedUploads
// (@platform/assets), and the sweep discards uploads nobody finalized in time. An upload is no
// asset until finalize has measured it: reads and lists show it only then.
import {
  PresignedUploads,
  baseNameTag,
  firstFreeNameTag,
  staleUploadsIn,
  type AssetIngest,
  type AssetKeys,
  type PresignedUploadView,
  type UploadState,
} from '@platform/assets';
import { FieldCheck, isUuid, notFound } from '@platform/errors';
import { assetName, type AssetLimits } from './asset-drafts.ts';
import type { Clock, IdSource, ObjectStore, RealEstateStore } from './ports.ts';
import {
  ASSET_KINDS,
  type AssetKind,
  type AssetRecord,
  type PendingAssetRecord,
  type ProjectUpload,
} from './records.ts';

const uploadState = (upload: ProjectUpload): UploadState =>
  upload.status === 'ready'
    ? { status: 'ready', stagingKey: null, declaredSize: null }
    : { status: 'pending', stagingKey: upload.pending.stagingKey, declaredSize: upload.pending.fileSize };

export class AssetUploadsService {
  readonly #store: RealEstateStore;
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #limits: AssetLimits;
  readonly #uploads: PresignedUploads;

  constructor(deps: {
    store: RealEstateStore;
    clock: Clock;
    ids: IdSource;
    objects: ObjectStore;
    ingest: AssetIngest;
    keys: AssetKeys;
    limits: AssetLimits;
  }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#limits = deps.limits;
    this.#uploads = new PresignedUploads({ ...deps, pendingTtlMs: deps.limits.pendingTtlMs });
  }

  /** A pending upload of the project and its pre-signed PUT. */
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
    const name = assetName(input.name, `${input.kind}-upload`);
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
  async finalizeUpload(
    accountId: string,
    projectId: string,
    kind: AssetKind,
    id: string,
  ): Promise<AssetRecord> {
    if (!isUuid(projectId) || !isUuid(id)) throw notFound();
    const current = () =>
      this.#store.read('assets.upload', async (repos) =>
        (await repos.projects.find(accountId, projectId))
          ? repos.assets.findUpload(kind, projectId, id)
          : null,
      );
    const record = await current();
    if (!record) throw notFound();
    const outcome = await this.#uploads.finalize({
      target: { type: kind, accountId, assetId: id },
      record,
      state: uploadState,
      maxBytes: this.#limits.maxBytes[kind],
      records: {
        current,
        markReady: (stored) =>
          this.#store.transaction('assets.finalize', (repos) => repos.assets.markReady(kind, id, stored)),
        deleteIfPending: () =>
          this.#store.transaction('assets.discard-upload', (repos) => repos.assets.deletePending(kind, id)),
      },
    });
    if (outcome.status !== 'ready') throw notFound();
    return outcome.asset;
  }

  /** Discards pre-signed uploads nobody finalized in time, with their staging objects. */
  discardStaleUploads(limit = 100): Promise<number> {
    return this.#uploads.sweep(
      ASSET_KINDS.map((kind) => ({
        state: (pending: PendingAssetRecord): UploadState => ({
          status: 'pending',
          stagingKey: pending.stagingKey,
          declaredSize: pending.fileSize,
        }),
        records: staleUploadsIn(this.#store, kind),
      })),
      limit,
    );
  }
}
