// Original file: real_estate/v1/real_estate.proto

import type { ImageAsset as _real_estate_v1_ImageAsset, ImageAsset__Output as _real_estate_v1_ImageAsset__Output } from '../../real_estate/v1/ImageAsset.ts';
import type { TextAsset as _real_estate_v1_TextAsset, TextAsset__Output as _real_estate_v1_TextAsset__Output } from '../../real_estate/v1/TextAsset.ts';
import type { VideoAsset as _real_estate_v1_VideoAsset, VideoAsset__Output as _real_estate_v1_VideoAsset__Output } from '../../real_estate/v1/VideoAsset.ts';

export interface Shot {
  'id'?: (string);
  'project_real_estate'?: (string);
  'order'?: (number);
  'created_at'?: (string);
  'image'?: (_real_estate_v1_ImageAsset | null);
  'first_frame'?: (_real_estate_v1_ImageAsset | null);
  'original_first_frame'?: (_real_estate_v1_ImageAsset | null);
  'animation_prompt'?: (_real_estate_v1_TextAsset | null);
  'vfx_prompt'?: (string);
  'description_job'?: (string);
  'camera_movement'?: (string);
  'transition_in'?: (string);
  'transition_out'?: (string);
  'playback_speed'?: (number | string);
  'requested_duration_s'?: (number | string);
  'duration_s'?: (number | string);
  'crop_x'?: (number | string);
  'crop_y'?: (number | string);
  'crop_width'?: (number | string);
  'crop_height'?: (number | string);
  'video_start_time_s'?: (number | string);
  'video_end_time_s'?: (number | string);
  'selected_video'?: (_real_estate_v1_VideoAsset | null);
  'rendered_video'?: (_real_estate_v1_VideoAsset | null);
  '_description_job'?: "description_job";
  '_crop_x'?: "crop_x";
  '_crop_y'?: "crop_y";
  '_crop_width'?: "crop_width";
  '_crop_height'?: "crop_height";
  '_video_end_time_s'?: "video_end_time_s";
}

export interface Shot__Output {
  'id': (string);
  'project_real_estate': (string);
  'order': (number);
  'created_at': (string);
  'image': (_real_estate_v1_ImageAsset__Output | null);
  'first_frame': (_real_estate_v1_ImageAsset__Output | null);
  'original_first_frame': (_real_estate_v1_ImageAsset__Output | null);
  'animation_prompt': (_real_estate_v1_TextAsset__Output | null);
  'vfx_prompt': (string);
  'description_job'?: (string);
  'camera_movement': (string);
  'transition_in': (string);
  'transition_out': (string);
  'playback_speed': (number);
  'requested_duration_s': (number);
  'duration_s': (number);
  'crop_x'?: (number);
  'crop_y'?: (number);
  'crop_width'?: (number);
  'crop_height'?: (number);
  'video_start_time_s': (number);
  'video_end_time_s'?: (number);
  'selected_video': (_real_estate_v1_VideoAsset__Output | null);
  'rendered_video': (_real_estate_v1_VideoAsset__Output | null);
  '_description_job'?: "description_job";
  '_crop_x'?: "crop_x";
  '_crop_y'?: "crop_y";
  '_crop_width'?: "crop_width";
  '_crop_height'?: "crop_height";
  '_video_end_time_s'?: "video_end_time_s";
}
