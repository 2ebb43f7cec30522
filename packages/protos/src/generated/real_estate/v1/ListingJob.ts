// Original file: real_estate/v1/real_estate.proto

import type { Voiceover as _real_estate_v1_Voiceover, Voiceover__Output as _real_estate_v1_Voiceover__Output } from '../../real_estate/v1/Voiceover.ts';
import type { VideoAsset as _real_estate_v1_VideoAsset, VideoAsset__Output as _real_estate_v1_VideoAsset__Output } from '../../real_estate/v1/VideoAsset.ts';
import type { CaptionAsset as _real_estate_v1_CaptionAsset, CaptionAsset__Output as _real_estate_v1_CaptionAsset__Output } from '../../real_estate/v1/CaptionAsset.ts';

export interface ListingJob {
  'id'?: (string);
  'kind'?: (string);
  'created_at'?: (string);
  'status'?: (string);
  'error_message'?: (string);
  'description'?: (string);
  'started_at'?: (string);
  'finished_at'?: (string);
  'processing_time_seconds'?: (number | string);
  'cost_credits'?: (string);
  'project_real_estate'?: (string);
  'progress'?: (number);
  'eta_s'?: (number);
  'model_name'?: (string);
  'speaker_voice'?: (string);
  'voiceover'?: (_real_estate_v1_Voiceover | null);
  'branded'?: (boolean);
  'width'?: (number);
  'height'?: (number);
  'video'?: (_real_estate_v1_VideoAsset | null);
  'captions'?: (_real_estate_v1_CaptionAsset | null);
  'thumbnail'?: (string);
  'replayed'?: (boolean);
  'webhook_url'?: (string);
  '_started_at'?: "started_at";
  '_finished_at'?: "finished_at";
  '_processing_time_seconds'?: "processing_time_seconds";
  '_thumbnail'?: "thumbnail";
  '_webhook_url'?: "webhook_url";
}

export interface ListingJob__Output {
  'id': (string);
  'kind': (string);
  'created_at': (string);
  'status': (string);
  'error_message': (string);
  'description': (string);
  'started_at'?: (string);
  'finished_at'?: (string);
  'processing_time_seconds'?: (number);
  'cost_credits': (string);
  'project_real_estate': (string);
  'progress': (number);
  'eta_s': (number);
  'model_name': (string);
  'speaker_voice': (string);
  'voiceover': (_real_estate_v1_Voiceover__Output | null);
  'branded': (boolean);
  'width': (number);
  'height': (number);
  'video': (_real_estate_v1_VideoAsset__Output | null);
  'captions': (_real_estate_v1_CaptionAsset__Output | null);
  'thumbnail'?: (string);
  'replayed': (boolean);
  'webhook_url'?: (string);
  '_started_at'?: "started_at";
  '_finished_at'?: "finished_at";
  '_processing_time_seconds'?: "processing_time_seconds";
  '_thumbnail'?: "thumbnail";
  '_webhook_url'?: "webhook_url";
}
