// Original file: studio/v1/studio.proto

import type { Idempotency as _studio_v1_Idempotency, Idempotency__Output as _studio_v1_Idempotency__Output } from '../../studio/v1/Idempotency.ts';
import type { Long } from '@grpc/proto-loader';

export interface CreateStylePresetRequest {
  'account_id'?: (number | string | Long);
  'name'?: (string);
  'prompt_prefix'?: (string);
  'prompt_suffix'?: (string);
  'negative_prompt'?: (string);
  'idempotency'?: (_studio_v1_Idempotency | null);
}

export interface CreateStylePresetRequest__Output {
  'account_id': (string);
  'name': (string);
  'prompt_prefix': (string);
  'prompt_suffix': (string);
  'negative_prompt': (string);
  'idempotency': (_studio_v1_Idempotency__Output | null);
}
