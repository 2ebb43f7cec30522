// Original file: sharing/v1/sharing.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateLinkRequest {
  'account_id'?: (number | string | Long);
  'asset_id'?: (string);
  'expires_at'?: (string);
  'source'?: (string);
}

export interface CreateLinkRequest__Output {
  'account_id': (string);
  'asset_id': (string);
  'expires_at': (string);
  'source': (string);
}
