// Original file: enhancement/v1/enhancement.proto

import type { JobSettings as _enhancement_v1_JobSettings, JobSettings__Output as _enhancement_v1_JobSettings__Output } from '../../enhancement/v1/JobSettings.ts';
import type { Idempotency as _enhancement_v1_Idempotency, Idempotency__Output as _enhancement_v1_Idempotency__Output } from '../../enhancement/v1/Idempotency.ts';
import type { Long } from '@grpc/proto-loader';

export interface CreateJobRequest {
  'account_id'?: (number | string | Long);
  'settings'?: (_enhancement_v1_JobSettings | null);
  'idempotency'?: (_enhancement_v1_Idempotency | null);
  'webhook_url'?: (string);
  '_webhook_url'?: "webhook_url";
}

export interface CreateJobRequest__Output {
  'account_id': (string);
  'settings': (_enhancement_v1_JobSettings__Output | null);
  'idempotency': (_enhancement_v1_Idempotency__Output | null);
  'webhook_url'?: (string);
  '_webhook_url'?: "webhook_url";
}
