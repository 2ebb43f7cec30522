// Original file: real_estate/v1/real_estate.proto

import type { MusicTrack as _real_estate_v1_MusicTrack, MusicTrack__Output as _real_estate_v1_MusicTrack__Output } from '../../real_estate/v1/MusicTrack.ts';
import type { Long } from '@grpc/proto-loader';

export interface MusicTrackPage {
  'count'?: (number | string | Long);
  'results'?: (_real_estate_v1_MusicTrack)[];
}

export interface MusicTrackPage__Output {
  'count': (string);
  'results': (_real_estate_v1_MusicTrack__Output)[];
}
