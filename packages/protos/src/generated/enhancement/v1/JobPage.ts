// Original file: enhancement/v1/enhancement.proto

import type { EnhancementJob as _enhancement_v1_EnhancementJob, EnhancementJob__Output as _enhancement_v1_EnhancementJob__Output } from '../../enhancement/v1/EnhancementJob.ts';
import type { Long } from '@grpc/proto-loader';

export interface JobPage {
  'count'?: (number | string | Long);
  'results'?: (_enhancement_v1_EnhancementJob)[];
}

export interface JobPage__Output {
  'count': (string);
  'results': (_enhancement_v1_EnhancementJob__Output)[];
}
