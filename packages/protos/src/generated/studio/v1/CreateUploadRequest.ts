// Original file: studio/v1/studio.proto

import type { AssetKind as _studio_v1_AssetKind, AssetKind__Output as _studio_v1_AssetKind__Output } from '../../studio/v1/AssetKind.ts';
import type { Idempotency as _studio_v1_Idempotency, Idempotency__Output as _studio_v1_Idempotency__Output } from '../../studio/v1/Idempotency.ts';
import type { Long } from '@grpc/proto-loader';

export interface CreateUploadRequest {
  'account_id'?: (number | string | Long);
  'kind'?: (_studio_v1_AssetKind);
  'name'?: (string);
  'tags'?: (string)[];
  'content_type'?: (string);
  'file_size'?: (number | string | Long);
  'idempotency'?: (_studio_v1_Idempotency | null);
}

export interface CreateUploadRequest__Output {
  'account_id': (string);
  'kind': (_studio_v1_AssetKind__Output);
  'name': (string);
  'tags': (string)[];
  'content_type': (string);
  'file_size': (string);
  'idempotency': (_studio_v1_Idempotency__Output | null);
}
