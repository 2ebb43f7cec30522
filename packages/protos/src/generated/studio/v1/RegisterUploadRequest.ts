// Original file: studio/v1/studio.proto

import type { AssetKind as _studio_v1_AssetKind, AssetKind__Output as _studio_v1_AssetKind__Output } from '../../studio/v1/AssetKind.ts';
import type { Idempotency as _studio_v1_Idempotency, Idempotency__Output as _studio_v1_Idempotency__Output } from '../../studio/v1/Idempotency.ts';
import type { Long } from '@grpc/proto-loader';

export interface RegisterUploadRequest {
  'account_id'?: (number | string | Long);
  'kind'?: (_studio_v1_AssetKind);
  'staging_key'?: (string);
  'name'?: (string);
  'file_name'?: (string);
  'tags'?: (string)[];
  'idempotency'?: (_studio_v1_Idempotency | null);
}

export interface RegisterUploadRequest__Output {
  'account_id': (string);
  'kind': (_studio_v1_AssetKind__Output);
  'staging_key': (string);
  'name': (string);
  'file_name': (string);
  'tags': (string)[];
  'idempotency': (_studio_v1_Idempotency__Output | null);
}
