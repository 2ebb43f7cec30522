// Original file: real_estate/v1/real_estate.proto

import type { ImageAsset as _real_estate_v1_ImageAsset, ImageAsset__Output as _real_estate_v1_ImageAsset__Output } from '../../real_estate/v1/ImageAsset.ts';
import type { VideoAsset as _real_estate_v1_VideoAsset, VideoAsset__Output as _real_estate_v1_VideoAsset__Output } from '../../real_estate/v1/VideoAsset.ts';

export interface ShotVideoJob {
  'id'?: (string);
  'created_at'?: (string);
  'status'?: (string);
  'error_message'?: (string);
  'description'?: (string);
  'started_at'?: (string);
  'finished_at'?: (string);
  'processing_time_seconds'?: (number | string);
  'cost_credits'?: (string);
  'project_real_estate'?: (string);
  'real_estate_shot'?: (string);
  'prompt'?: (string);
  'model_name'?: (string);
  'model_config_json'?: (string);
  'start_frame'?: (_real_estate_v1_ImageAsset | null);
  'last_frame'?: (_real_estate_v1_ImageAsset | null);
  'requested_resolution'?: (string);
  'requested_video_duration'?: (number);
  'video'?: (_real_estate_v1_VideoAsset | null);
  'camera_movement'?: (string);
  'replayed'?: (boolean);
  'webhook_url'?: (string);
  '_started_at'?: "started_at";
  '_finished_at'?: "finished_at";
  '_processing_time_seconds'?: "processing_time_seconds";
  '_real_estate_shot'?: "real_estate_shot";
  '_webhook_url'?: "webhook_url";
}

export interface ShotVideoJob__Output {
  'id': (string);
  'created_at': (string);
  'status': (string);
  'error_message': (string);
  'description': (string);
  'started_at'?: (string);
  'finished_at'?: (string);
  'processing_time_seconds'?: (number);
  'cost_credits': (string);
  'project_real_estate': (string);
  'real_estate_shot'?: (string);
  'prompt': (string);
  'model_name': (string);
  'model_config_json': (string);
  'start_frame': (_real_estate_v1_ImageAsset__Output | null);
  'last_frame': (_real_estate_v1_ImageAsset__Output | null);
  'requested_resolution': (string);
  'requested_video_duration': (number);
  'video': (_real_estate_v1_VideoAsset__Output | null);
  'camera_movement': (string);
  'replayed': (boolean);
  'webhook_url'?: (string);
  '_started_at'?: "started_at";
  '_finished_at'?: "finished_at";
  '_processing_time_seconds'?: "processing_time_seconds";
  '_real_estate_shot'?: "real_estate_shot";
  '_webhook_url'?: "webhook_url";
}
