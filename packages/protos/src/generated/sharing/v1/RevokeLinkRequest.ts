// Original file: sharing/v1/sharing.proto

import type { Long } from '@grpc/proto-loader';

export interface RevokeLinkRequest {
  'account_id'?: (number | string | Long);
  'asset_id'?: (string);
  'source'?: (string);
}

export interface RevokeLinkRequest__Output {
  'account_id': (string);
  'asset_id': (string);
  'source': (string);
}
