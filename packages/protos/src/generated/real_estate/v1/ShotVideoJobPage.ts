// Original file: real_estate/v1/real_estate.proto

import type { ShotVideoJob as _real_estate_v1_ShotVideoJob, ShotVideoJob__Output as _real_estate_v1_ShotVideoJob__Output } from '../../real_estate/v1/ShotVideoJob.ts';
import type { Long } from '@grpc/proto-loader';

export interface ShotVideoJobPage {
  'count'?: (number | string | Long);
  'results'?: (_real_estate_v1_ShotVideoJob)[];
}

export interface ShotVideoJobPage__Output {
  'count': (string);
  'results': (_real_estate_v1_ShotVideoJob__Output)[];
}
