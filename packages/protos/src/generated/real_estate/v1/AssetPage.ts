// Original file: real_estate/v1/real_estate.proto

import type { Asset as _real_estate_v1_Asset, Asset__Output as _real_estate_v1_Asset__Output } from '../../real_estate/v1/Asset.ts';
import type { Long } from '@grpc/proto-loader';

export interface AssetPage {
  'count'?: (number | string | Long);
  'results'?: (_real_estate_v1_Asset)[];
}

export interface AssetPage__Output {
  'count': (string);
  'results': (_real_estate_v1_Asset__Output)[];
}
