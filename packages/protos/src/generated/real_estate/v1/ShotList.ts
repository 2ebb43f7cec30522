// Original file: real_estate/v1/real_estate.proto

import type { Shot as _real_estate_v1_Shot, Shot__Output as _real_estate_v1_Shot__Output } from '../../real_estate/v1/Shot.ts';

export interface ShotList {
  'shots'?: (_real_estate_v1_Shot)[];
}

export interface ShotList__Output {
  'shots': (_real_estate_v1_Shot__Output)[];
}
