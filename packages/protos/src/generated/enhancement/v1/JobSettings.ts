// Original file: enhancement/v1/enhancement.proto

import type { Long } from '@grpc/proto-loader';

export interface JobSettings {
  'input_video'?: (number | string | Long);
  'ml_models'?: (number | string | Long)[];
  'grain'?: (number | string);
  'sharpen_strength'?: (number | string);
  'stabilization_smoothing'?: (number | string);
  'fps_interpolation_factor'?: (number | string);
  'playback_speed'?: (number | string);
  'start_frame'?: (number | string | Long);
  'end_frame'?: (number | string | Long);
  'preview'?: (boolean);
  'comparison'?: (boolean);
  'description'?: (string);
  '_grain'?: "grain";
  '_sharpen_strength'?: "sharpen_strength";
  '_stabilization_smoothing'?: "stabilization_smoothing";
  '_fps_interpolation_factor'?: "fps_interpolation_factor";
  '_playback_speed'?: "playback_speed";
  '_start_frame'?: "start_frame";
  '_end_frame'?: "end_frame";
}

export interface JobSettings__Output {
  'input_video': (string);
  'ml_models': (string)[];
  'grain'?: (number);
  'sharpen_strength'?: (number);
  'stabilization_smoothing'?: (number);
  'fps_interpolation_factor'?: (number);
  'playback_speed'?: (number);
  'start_frame'?: (string);
  'end_frame'?: (string);
  'preview': (boolean);
  'comparison': (boolean);
  'description': (string);
  '_grain'?: "grain";
  '_sharpen_strength'?: "sharpen_strength";
  '_stabilization_smoothing'?: "stabilization_smoothing";
  '_fps_interpolation_factor'?: "fps_interpolation_factor";
  '_playback_speed'?: "playback_speed";
  '_start_frame'?: "start_frame";
  '_end_frame'?: "end_frame";
}
