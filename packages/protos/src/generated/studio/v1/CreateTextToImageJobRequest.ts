// Original file: studio/v1/studio.proto

import type { Idempotency as _studio_v1_Idempotency, Idempotency__Output as _studio_v1_Idempotency__Output } from '../../studio/v1/Idempotency.ts';
import type { Long } from '@grpc/proto-loader';

export interface CreateTextToImageJobRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'prompt'?: (string);
  'model_name'?: (string);
  'model_config_json'?: (string);
  'style_settings'?: (string)[];
  'num_requested_images'?: (number);
  'idempotency'?: (_studio_v1_Idempotency | null);
  'webhook_url'?: (string);
  '_webhook_url'?: "webhook_url";
}

export interface CreateTextToImageJobRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'prompt': (string);
  'model_name': (string);
  'model_config_json': (string);
  'style_settings': (string)[];
  'num_requested_images': (number);
  'idempotency': (_studio_v1_Idempotency__Output | null);
  'webhook_url'?: (string);
  '_webhook_url'?: "webhook_url";
}
