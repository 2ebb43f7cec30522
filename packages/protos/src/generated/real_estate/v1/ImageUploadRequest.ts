// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface ImageUploadRequest {
  'account_id'?: (number | string | Long);
  'id'?: (string);
  'staging_key'?: (string);
  'file_name'?: (string);
}

export interface ImageUploadRequest__Output {
  'account_id': (string);
  'id': (string);
  'staging_key': (string);
  'file_name': (string);
}
