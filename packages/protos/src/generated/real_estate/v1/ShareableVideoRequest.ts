// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface ShareableVideoRequest {
  'account_id'?: (number | string | Long);
  'asset_id'?: (string);
}

export interface ShareableVideoRequest__Output {
  'account_id': (string);
  'asset_id': (string);
}
