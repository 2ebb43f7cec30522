// Original file: studio/v1/studio.proto

import type { ImageAsset as _studio_v1_ImageAsset, ImageAsset__Output as _studio_v1_ImageAsset__Output } from '../../studio/v1/ImageAsset.ts';
import type { VideoAsset as _studio_v1_VideoAsset, VideoAsset__Output as _studio_v1_VideoAsset__Output } from '../../studio/v1/VideoAsset.ts';

export interface Asset {
  'image'?: (_studio_v1_ImageAsset | null);
  'video'?: (_studio_v1_VideoAsset | null);
  'replayed'?: (boolean);
  'asset'?: "image"|"video";
}

export interface Asset__Output {
  'image'?: (_studio_v1_ImageAsset__Output | null);
  'video'?: (_studio_v1_VideoAsset__Output | null);
  'replayed': (boolean);
  'asset'?: "image"|"video";
}
