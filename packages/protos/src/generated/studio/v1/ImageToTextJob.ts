// Original file: studio/v1/studio.proto

import type { JobCommon as _studio_v1_JobCommon, JobCommon__Output as _studio_v1_JobCommon__Output } from '../../studio/v1/JobCommon.ts';
import type { TextAsset as _studio_v1_TextAsset, TextAsset__Output as _studio_v1_TextAsset__Output } from '../../studio/v1/TextAsset.ts';

export interface ImageToTextJob {
  'job'?: (_studio_v1_JobCommon | null);
  'image_asset'?: (string);
  'fidelity_level'?: (string);
  'project'?: (string);
  'shot'?: (string);
  'project_real_estate'?: (string);
  'real_estate_shot'?: (string);
  'model_name'?: (string);
  'text'?: (_studio_v1_TextAsset | null);
  'replayed'?: (boolean);
  '_project'?: "project";
  '_shot'?: "shot";
  '_project_real_estate'?: "project_real_estate";
  '_real_estate_shot'?: "real_estate_shot";
}

export interface ImageToTextJob__Output {
  'job': (_studio_v1_JobCommon__Output | null);
  'image_asset': (string);
  'fidelity_level': (string);
  'project'?: (string);
  'shot'?: (string);
  'project_real_estate'?: (string);
  'real_estate_shot'?: (string);
  'model_name': (string);
  'text': (_studio_v1_TextAsset__Output | null);
  'replayed': (boolean);
  '_project'?: "project";
  '_shot'?: "shot";
  '_project_real_estate'?: "project_real_estate";
  '_real_estate_shot'?: "real_estate_shot";
}
