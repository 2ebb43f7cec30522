// Original file: studio/v1/studio.proto

import type { Idempotency as _studio_v1_Idempotency, Idempotency__Output as _studio_v1_Idempotency__Output } from '../../studio/v1/Idempotency.ts';
import type { Long } from '@grpc/proto-loader';

export interface CreateImageToVideoJobRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'start_frame'?: (string);
  'model_name'?: (string);
  'model_config_json'?: (string);
  'prompt'?: (string);
  'style_settings'?: (string)[];
  'requested_resolution'?: (string);
  'requested_video_duration'?: (number);
  'idempotency'?: (_studio_v1_Idempotency | null);
  'webhook_url'?: (string);
  '_webhook_url'?: "webhook_url";
}

export interface CreateImageToVideoJobRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'start_frame': (string);
  'model_name': (string);
  'model_config_json': (string);
  'prompt': (string);
  'style_settings': (string)[];
  'requested_resolution': (string);
  'requested_video_duration': (number);
  'idempotency': (_studio_v1_Idempotency__Output | null);
  'webhook_url'?: (string);
  '_webhook_url'?: "webhook_url";
}
