// Original file: real_estate/v1/real_estate.proto

import type { Idempotency as _real_estate_v1_Idempotency, Idempotency__Output as _real_estate_v1_Idempotency__Output } from '../../real_estate/v1/Idempotency.ts';
import type { Long } from '@grpc/proto-loader';

export interface CreateListingJobRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'kind'?: (string);
  'branded'?: (boolean);
  'idempotency'?: (_real_estate_v1_Idempotency | null);
  'webhook_url'?: (string);
  'video_format'?: (string);
  'target_duration_s'?: (number);
  '_webhook_url'?: "webhook_url";
  '_video_format'?: "video_format";
  '_target_duration_s'?: "target_duration_s";
}

export interface CreateListingJobRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'kind': (string);
  'branded': (boolean);
  'idempotency': (_real_estate_v1_Idempotency__Output | null);
  'webhook_url'?: (string);
  'video_format'?: (string);
  'target_duration_s'?: (number);
  '_webhook_url'?: "webhook_url";
  '_video_format'?: "video_format";
  '_target_duration_s'?: "target_duration_s";
}
