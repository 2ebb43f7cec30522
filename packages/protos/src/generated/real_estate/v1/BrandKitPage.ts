// Original file: real_estate/v1/real_estate.proto

import type { BrandKit as _real_estate_v1_BrandKit, BrandKit__Output as _real_estate_v1_BrandKit__Output } from '../../real_estate/v1/BrandKit.ts';
import type { Long } from '@grpc/proto-loader';

export interface BrandKitPage {
  'count'?: (number | string | Long);
  'results'?: (_real_estate_v1_BrandKit)[];
}

export interface BrandKitPage__Output {
  'count': (string);
  'results': (_real_estate_v1_BrandKit__Output)[];
}
