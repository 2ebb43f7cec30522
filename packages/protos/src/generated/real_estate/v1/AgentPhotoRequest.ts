// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface AgentPhotoRequest {
  'account_id'?: (number | string | Long);
  'id'?: (string);
  'staging_key'?: (string);
  'file_name'?: (string);
}

export interface AgentPhotoRequest__Output {
  'account_id': (string);
  'id': (string);
  'staging_key': (string);
  'file_name': (string);
}
