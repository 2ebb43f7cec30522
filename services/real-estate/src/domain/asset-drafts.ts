// What an asset is made of before it is recorded, whichever way its file arrived: the kind, the
// name (the client's, or one from the file name or URL), and the record drafted from the stored
// file. Shared by the assets service and the pre-signed uploads.
import { nameFromFile, type StoredFile, type UploadLimits } from '@platform/assets';
import { FieldCheck, validationError } from '@platform/errors';
import { ASSET_KINDS, type AssetKind, type AssetRecord, type AssetSource } from './records.ts';

export type AssetLimits = UploadLimits<AssetKind>;

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

/** The asset's name: `fallback` (from a file name or URL) names it when the client gave no name. */
export function assetName(name: string, fallback: string): string {
  const check = new FieldCheck();
  const cleaned = nameFromFile(fallback, MAX_NAME) || 'upload';
  const trimmed = name.trim();
  const final = check.text('name', trimmed.length > 0 ? trimmed : cleaned, { min: 1, max: MAX_NAME });
  check.throwIfAny();
  return final;
}

/** An unrecorded asset of the stored file (its name tag is given when it is recorded). */
export function assetDraft(id: string, asset: NewAsset, stored: StoredFile, createdAt: Date): AssetRecord {
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
    createdAt,
  };
}
