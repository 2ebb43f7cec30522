// Original file: studio/v1/studio.proto

import type { ImageAsset as _studio_v1_ImageAsset, ImageAsset__Output as _studio_v1_ImageAsset__Output } from '../../studio/v1/ImageAsset.ts';
import type { Long } from '@grpc/proto-loader';

export interface ImageAssetPage {
  'count'?: (number | string | Long);
  'results'?: (_studio_v1_ImageAsset)[];
}

export interface ImageAssetPage__Output {
  'count': (string);
  'results': (_studio_v1_ImageAsset__Output)[];
}
