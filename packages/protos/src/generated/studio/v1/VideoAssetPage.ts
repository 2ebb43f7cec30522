// Original file: studio/v1/studio.proto

import type { VideoAsset as _studio_v1_VideoAsset, VideoAsset__Output as _studio_v1_VideoAsset__Output } from '../../studio/v1/VideoAsset.ts';
import type { Long } from '@grpc/proto-loader';

export interface VideoAssetPage {
  'count'?: (number | string | Long);
  'results'?: (_studio_v1_VideoAsset)[];
}

export interface VideoAssetPage__Output {
  'count': (string);
  'results': (_studio_v1_VideoAsset__Output)[];
}
