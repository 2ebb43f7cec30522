// Original file: real_estate/v1/real_estate.proto

import type { Idempotency as _real_estate_v1_Idempotency, Idempotency__Output as _real_estate_v1_Idempotency__Output } from '../../real_estate/v1/Idempotency.ts';
import type { Long } from '@grpc/proto-loader';

export interface CreateShotVideoJobRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'shot_id'?: (string);
  'model_name'?: (string);
  'prompt'?: (string);
  'requested_resolution'?: (string);
  'requested_video_duration'?: (number);
  'model_config_json'?: (string);
  'idempotency'?: (_real_estate_v1_Idempotency | null);
  'webhook_url'?: (string);
  '_webhook_url'?: "webhook_url";
}

export interface CreateShotVideoJobRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'shot_id': (string);
  'model_name': (string);
  'prompt': (string);
  'requested_resolution': (string);
  'requested_video_duration': (number);
  'model_config_json': (string);
  'idempotency': (_real_estate_v1_Idempotency__Output | null);
  'webhook_url'?: (string);
  '_webhook_url'?: "webhook_url";
}
