// Original file: enhancement/v1/enhancement.proto

import type { InputVideo as _enhancement_v1_InputVideo, InputVideo__Output as _enhancement_v1_InputVideo__Output } from '../../enhancement/v1/InputVideo.ts';
import type { RestoredVideo as _enhancement_v1_RestoredVideo, RestoredVideo__Output as _enhancement_v1_RestoredVideo__Output } from '../../enhancement/v1/RestoredVideo.ts';
import type { MlModel as _enhancement_v1_MlModel, MlModel__Output as _enhancement_v1_MlModel__Output } from '../../enhancement/v1/MlModel.ts';
import type { Long } from '@grpc/proto-loader';

export interface EnhancementJob {
  'id'?: (number | string | Long);
  'status'?: (string);
  'created_at'?: (string);
  'started'?: (string);
  'finished'?: (string);
  'preview'?: (boolean);
  'description'?: (string);
  'cost_usd'?: (string);
  'eta_s'?: (number);
  'processing_progress'?: (number);
  'input_video'?: (_enhancement_v1_InputVideo | null);
  'output_video'?: (_enhancement_v1_RestoredVideo | null);
  'ml_models'?: (_enhancement_v1_MlModel)[];
  'grain'?: (number | string);
  'comparison'?: (boolean);
  'stabilization_smoothing'?: (number | string);
  'fps_interpolation_factor'?: (number | string);
  'playback_speed'?: (number | string);
  'sharpen_strength'?: (number | string);
  'start_frame'?: (number | string | Long);
  'end_frame'?: (number | string | Long);
  'error_message'?: (string);
  'replayed'?: (boolean);
  'webhook_url'?: (string);
  '_webhook_url'?: "webhook_url";
}

export interface EnhancementJob__Output {
  'id': (string);
  'status': (string);
  'created_at': (string);
  'started': (string);
  'finished': (string);
  'preview': (boolean);
  'description': (string);
  'cost_usd': (string);
  'eta_s': (number);
  'processing_progress': (number);
  'input_video': (_enhancement_v1_InputVideo__Output | null);
  'output_video': (_enhancement_v1_RestoredVideo__Output | null);
  'ml_models': (_enhancement_v1_MlModel__Output)[];
  'grain': (number);
  'comparison': (boolean);
  'stabilization_smoothing': (number);
  'fps_interpolation_factor': (number);
  'playback_speed': (number);
  'sharpen_strength': (number);
  'start_frame': (string);
  'end_frame': (string);
  'error_message': (string);
  'replayed': (boolean);
  'webhook_url'?: (string);
  '_webhook_url'?: "webhook_url";
}
