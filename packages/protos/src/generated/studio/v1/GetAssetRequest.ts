// Original file: studio/v1/studio.proto

import type { Long } from '@grpc/proto-loader';

export interface GetAssetRequest {
  'account_id'?: (number | string | Long);
  'id'?: (string);
}

export interface GetAssetRequest__Output {
  'account_id': (string);
  'id': (string);
}
