// Original file: studio/v1/studio.proto

import type { JobCommon as _studio_v1_JobCommon, JobCommon__Output as _studio_v1_JobCommon__Output } from '../../studio/v1/JobCommon.ts';
import type { ImageAsset as _studio_v1_ImageAsset, ImageAsset__Output as _studio_v1_ImageAsset__Output } from '../../studio/v1/ImageAsset.ts';

export interface TextToImageJob {
  'job'?: (_studio_v1_JobCommon | null);
  'project'?: (string);
  'prompt'?: (string);
  'style_settings'?: (string)[];
  'model_name'?: (string);
  'model_config_json'?: (string);
  'num_requested_images'?: (number);
  'images'?: (_studio_v1_ImageAsset)[];
  'replayed'?: (boolean);
}

export interface TextToImageJob__Output {
  'job': (_studio_v1_JobCommon__Output | null);
  'project': (string);
  'prompt': (string);
  'style_settings': (string)[];
  'model_name': (string);
  'model_config_json': (string);
  'num_requested_images': (number);
  'images': (_studio_v1_ImageAsset__Output)[];
  'replayed': (boolean);
}
