// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface CheckShotDescriptionRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'shot_id'?: (string);
  'image_asset_id'?: (string);
}

export interface CheckShotDescriptionRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'shot_id': (string);
  'image_asset_id': (string);
}
