// Original file: studio/v1/studio.proto

import type { JobCommon as _studio_v1_JobCommon, JobCommon__Output as _studio_v1_JobCommon__Output } from '../../studio/v1/JobCommon.ts';
import type { ImageAsset as _studio_v1_ImageAsset, ImageAsset__Output as _studio_v1_ImageAsset__Output } from '../../studio/v1/ImageAsset.ts';
import type { VideoAsset as _studio_v1_VideoAsset, VideoAsset__Output as _studio_v1_VideoAsset__Output } from '../../studio/v1/VideoAsset.ts';

export interface ImageToVideoJob {
  'job'?: (_studio_v1_JobCommon | null);
  'project'?: (string);
  'prompt'?: (string);
  'style_settings'?: (string)[];
  'model_name'?: (string);
  'model_config_json'?: (string);
  'start_frame'?: (_studio_v1_ImageAsset | null);
  'last_frame'?: (_studio_v1_ImageAsset | null);
  'requested_resolution'?: (string);
  'requested_video_duration'?: (number);
  'video'?: (_studio_v1_VideoAsset | null);
  'project_real_estate'?: (string);
  'real_estate_shot'?: (string);
  'replayed'?: (boolean);
  '_project_real_estate'?: "project_real_estate";
  '_real_estate_shot'?: "real_estate_shot";
}

export interface ImageToVideoJob__Output {
  'job': (_studio_v1_JobCommon__Output | null);
  'project': (string);
  'prompt': (string);
  'style_settings': (string)[];
  'model_name': (string);
  'model_config_json': (string);
  'start_frame': (_studio_v1_ImageAsset__Output | null);
  'last_frame': (_studio_v1_ImageAsset__Output | null);
  'requested_resolution': (string);
  'requested_video_duration': (number);
  'video': (_studio_v1_VideoAsset__Output | null);
  'project_real_estate'?: (string);
  'real_estate_shot'?: (string);
  'replayed': (boolean);
  '_project_real_estate'?: "project_real_estate";
  '_real_estate_shot'?: "real_estate_shot";
}
