// Original file: studio/v1/studio.proto

import type { AssetKind as _studio_v1_AssetKind, AssetKind__Output as _studio_v1_AssetKind__Output } from '../../studio/v1/AssetKind.ts';
import type { Long } from '@grpc/proto-loader';

export interface FinalizeUploadRequest {
  'account_id'?: (number | string | Long);
  'kind'?: (_studio_v1_AssetKind);
  'id'?: (string);
}

export interface FinalizeUploadRequest__Output {
  'account_id': (string);
  'kind': (_studio_v1_AssetKind__Output);
  'id': (string);
}
