// Original file: real_estate/v1/real_estate.proto

import type { Shot as _real_estate_v1_Shot, Shot__Output as _real_estate_v1_Shot__Output } from '../../real_estate/v1/Shot.ts';
import type { Long } from '@grpc/proto-loader';

export interface ShotPage {
  'count'?: (number | string | Long);
  'results'?: (_real_estate_v1_Shot)[];
}

export interface ShotPage__Output {
  'count': (string);
  'results': (_real_estate_v1_Shot__Output)[];
}
