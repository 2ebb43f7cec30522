// Original file: enhancement/v1/enhancement.proto

import type { EnhancementJob as _enhancement_v1_EnhancementJob, EnhancementJob__Output as _enhancement_v1_EnhancementJob__Output } from '../../enhancement/v1/EnhancementJob.ts';

export interface CancelJobResponse {
  'refused'?: (string);
  'job'?: (_enhancement_v1_EnhancementJob | null);
}

export interface CancelJobResponse__Output {
  'refused': (string);
  'job': (_enhancement_v1_EnhancementJob__Output | null);
}
