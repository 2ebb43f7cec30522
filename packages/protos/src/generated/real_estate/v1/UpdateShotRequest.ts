// Original file: real_estate/v1/real_estate.proto

import type { ShotFields as _real_estate_v1_ShotFields, ShotFields__Output as _real_estate_v1_ShotFields__Output } from '../../real_estate/v1/ShotFields.ts';
import type { Long } from '@grpc/proto-loader';

export interface UpdateShotRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'shot_id'?: (string);
  'fields'?: (_real_estate_v1_ShotFields | null);
}

export interface UpdateShotRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'shot_id': (string);
  'fields': (_real_estate_v1_ShotFields__Output | null);
}
