// Original file: studio/v1/studio.proto

import type { Idempotency as _studio_v1_Idempotency, Idempotency__Output as _studio_v1_Idempotency__Output } from '../../studio/v1/Idempotency.ts';
import type { Long } from '@grpc/proto-loader';

export interface CreateShotRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'name'?: (string);
  'prompt'?: (string);
  'order'?: (number);
  'image_asset'?: (string);
  'video_asset'?: (string);
  'idempotency'?: (_studio_v1_Idempotency | null);
  '_order'?: "order";
  '_image_asset'?: "image_asset";
  '_video_asset'?: "video_asset";
}

export interface CreateShotRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'name': (string);
  'prompt': (string);
  'order'?: (number);
  'image_asset'?: (string);
  'video_asset'?: (string);
  'idempotency': (_studio_v1_Idempotency__Output | null);
  '_order'?: "order";
  '_image_asset'?: "image_asset";
  '_video_asset'?: "video_asset";
}
