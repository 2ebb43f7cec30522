// Original file: studio/v1/studio.proto

import type { Idempotency as _studio_v1_Idempotency, Idempotency__Output as _studio_v1_Idempotency__Output } from '../../studio/v1/Idempotency.ts';
import type { Long } from '@grpc/proto-loader';

export interface CreateImageToTextJobRequest {
  'account_id'?: (number | string | Long);
  'image_asset'?: (string);
  'fidelity_level'?: (string);
  'project'?: (string);
  'shot'?: (string);
  'project_real_estate'?: (string);
  'real_estate_shot'?: (string);
  'idempotency'?: (_studio_v1_Idempotency | null);
  'webhook_url'?: (string);
  '_project'?: "project";
  '_shot'?: "shot";
  '_project_real_estate'?: "project_real_estate";
  '_real_estate_shot'?: "real_estate_shot";
  '_webhook_url'?: "webhook_url";
}

export interface CreateImageToTextJobRequest__Output {
  'account_id': (string);
  'image_asset': (string);
  'fidelity_level': (string);
  'project'?: (string);
  'shot'?: (string);
  'project_real_estate'?: (string);
  'real_estate_shot'?: (string);
  'idempotency': (_studio_v1_Idempotency__Output | null);
  'webhook_url'?: (string);
  '_project'?: "project";
  '_shot'?: "shot";
  '_project_real_estate'?: "project_real_estate";
  '_real_estate_shot'?: "real_estate_shot";
  '_webhook_url'?: "webhook_url";
}
