// Original file: real_estate/v1/real_estate.proto

import type { Asset as _real_estate_v1_Asset, Asset__Output as _real_estate_v1_Asset__Output } from '../../real_estate/v1/Asset.ts';
import type { PresignedUpload as _real_estate_v1_PresignedUpload, PresignedUpload__Output as _real_estate_v1_PresignedUpload__Output } from '../../real_estate/v1/PresignedUpload.ts';

export interface CreateAssetUploadResponse {
  'asset'?: (_real_estate_v1_Asset | null);
  'upload'?: (_real_estate_v1_PresignedUpload | null);
}

export interface CreateAssetUploadResponse__Output {
  'asset': (_real_estate_v1_Asset__Output | null);
  'upload': (_real_estate_v1_PresignedUpload__Output | null);
}
