// Original file: enhancement/v1/enhancement.proto

import type { JobSettings as _enhancement_v1_JobSettings, JobSettings__Output as _enhancement_v1_JobSettings__Output } from '../../enhancement/v1/JobSettings.ts';
import type { Long } from '@grpc/proto-loader';

export interface EstimateJobRequest {
  'account_id'?: (number | string | Long);
  'settings'?: (_enhancement_v1_JobSettings | null);
}

export interface EstimateJobRequest__Output {
  'account_id': (string);
  'settings': (_enhancement_v1_JobSettings__Output | null);
}
