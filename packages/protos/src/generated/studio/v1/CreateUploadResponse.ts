// Original file: studio/v1/studio.proto

import type { Asset as _studio_v1_Asset, Asset__Output as _studio_v1_Asset__Output } from '../../studio/v1/Asset.ts';
import type { PresignedUpload as _studio_v1_PresignedUpload, PresignedUpload__Output as _studio_v1_PresignedUpload__Output } from '../../studio/v1/PresignedUpload.ts';

export interface CreateUploadResponse {
  'asset'?: (_studio_v1_Asset | null);
  'upload'?: (_studio_v1_PresignedUpload | null);
}

export interface CreateUploadResponse__Output {
  'asset': (_studio_v1_Asset__Output | null);
  'upload': (_studio_v1_PresignedUpload__Output | null);
}
