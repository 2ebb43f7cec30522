// Original file: enhancement/v1/enhancement.proto

import type { Long } from '@grpc/proto-loader';

export interface MlModel {
  'id'?: (number | string | Long);
  'name'?: (string);
  'cost_weight'?: (number | string);
  'upscale_factor'?: (number | string);
  'fps_boost_factor'?: (number | string);
  'priority'?: (number);
  'max_resolution'?: (number);
  'description'?: (string);
  'available'?: (boolean);
  'unavailable_reason'?: (string);
}

export interface MlModel__Output {
  'id': (string);
  'name': (string);
  'cost_weight': (number);
  'upscale_factor': (number);
  'fps_boost_factor': (number);
  'priority': (number);
  'max_resolution': (number);
  'description': (string);
  'available': (boolean);
  'unavailable_reason': (string);
}
