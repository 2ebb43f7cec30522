// Original file: enhancement/v1/enhancement.proto

import type { Long } from '@grpc/proto-loader';

export interface RegisterVideoUploadRequest {
  'account_id'?: (number | string | Long);
  'owner_email'?: (string);
  'staging_key'?: (string);
  'name'?: (string);
}

export interface RegisterVideoUploadRequest__Output {
  'account_id': (string);
  'owner_email': (string);
  'staging_key': (string);
  'name': (string);
}
