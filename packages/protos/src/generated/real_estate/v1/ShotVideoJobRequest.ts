// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface ShotVideoJobRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'shot_id'?: (string);
  'id'?: (string);
}

export interface ShotVideoJobRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'shot_id': (string);
  'id': (string);
}
