// Original file: real_estate/v1/real_estate.proto

import type { ImageAsset as _real_estate_v1_ImageAsset, ImageAsset__Output as _real_estate_v1_ImageAsset__Output } from '../../real_estate/v1/ImageAsset.ts';
import type { VideoAsset as _real_estate_v1_VideoAsset, VideoAsset__Output as _real_estate_v1_VideoAsset__Output } from '../../real_estate/v1/VideoAsset.ts';
import type { AudioAsset as _real_estate_v1_AudioAsset, AudioAsset__Output as _real_estate_v1_AudioAsset__Output } from '../../real_estate/v1/AudioAsset.ts';

export interface Asset {
  'image'?: (_real_estate_v1_ImageAsset | null);
  'video'?: (_real_estate_v1_VideoAsset | null);
  'audio'?: (_real_estate_v1_AudioAsset | null);
  'asset'?: "image"|"video"|"audio";
}

export interface Asset__Output {
  'image'?: (_real_estate_v1_ImageAsset__Output | null);
  'video'?: (_real_estate_v1_VideoAsset__Output | null);
  'audio'?: (_real_estate_v1_AudioAsset__Output | null);
  'asset'?: "image"|"video"|"audio";
}
