// Original file: real_estate/v1/real_estate.proto

import type { ShotVideoJob as _real_estate_v1_ShotVideoJob, ShotVideoJob__Output as _real_estate_v1_ShotVideoJob__Output } from '../../real_estate/v1/ShotVideoJob.ts';

export interface CancelShotVideoJobResponse {
  'job'?: (_real_estate_v1_ShotVideoJob | null);
  'refused_detail'?: (string);
}

export interface CancelShotVideoJobResponse__Output {
  'job': (_real_estate_v1_ShotVideoJob__Output | null);
  'refused_detail': (string);
}
