// Original file: sharing/v1/sharing.proto

import type { Long } from '@grpc/proto-loader';

export interface ShareLink {
  'id'?: (string);
  'token'?: (string);
  'permission'?: (string);
  'owner'?: (number | string | Long);
  'expires_at'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
}

export interface ShareLink__Output {
  'id': (string);
  'token': (string);
  'permission': (string);
  'owner': (string);
  'expires_at': (string);
  'created_at': (string);
  'updated_at': (string);
}
