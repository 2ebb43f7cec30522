// Original file: real_estate/v1/real_estate.proto

import type { Voice as _real_estate_v1_Voice, Voice__Output as _real_estate_v1_Voice__Output } from '../../real_estate/v1/Voice.ts';
import type { Long } from '@grpc/proto-loader';

export interface VoicePage {
  'count'?: (number | string | Long);
  'results'?: (_real_estate_v1_Voice)[];
}

export interface VoicePage__Output {
  'count': (string);
  'results': (_real_estate_v1_Voice__Output)[];
}
