// Original file: studio/v1/studio.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateShotRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'shot_id'?: (string);
  'name'?: (string);
  'prompt'?: (string);
  'order'?: (number);
  'set_image_asset'?: (boolean);
  'image_asset'?: (string);
  'set_video_asset'?: (boolean);
  'video_asset'?: (string);
  '_name'?: "name";
  '_prompt'?: "prompt";
  '_order'?: "order";
}

export interface UpdateShotRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'shot_id': (string);
  'name'?: (string);
  'prompt'?: (string);
  'order'?: (number);
  'set_image_asset': (boolean);
  'image_asset': (string);
  'set_video_asset': (boolean);
  'video_asset': (string);
  '_name'?: "name";
  '_prompt'?: "prompt";
  '_order'?: "order";
}
