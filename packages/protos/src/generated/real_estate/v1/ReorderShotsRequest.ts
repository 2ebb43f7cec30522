// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface ReorderShotsRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'shot_ids'?: (string)[];
}

export interface ReorderShotsRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'shot_ids': (string)[];
}
