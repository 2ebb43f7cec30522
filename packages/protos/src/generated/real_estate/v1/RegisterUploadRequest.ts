// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface RegisterUploadRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'kind'?: (string);
  'staging_key'?: (string);
  'name'?: (string);
  'file_name'?: (string);
}

export interface RegisterUploadRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'kind': (string);
  'staging_key': (string);
  'name': (string);
  'file_name': (string);
}
