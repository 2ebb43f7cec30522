// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface SharedVideoRequest {
  'account_id'?: (number | string | Long);
  'asset_id'?: (string);
  'tag'?: (string);
}

export interface SharedVideoRequest__Output {
  'account_id': (string);
  'asset_id': (string);
  'tag': (string);
}
