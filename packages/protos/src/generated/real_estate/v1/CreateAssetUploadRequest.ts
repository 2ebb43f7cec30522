// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateAssetUploadRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'kind'?: (string);
  'name'?: (string);
  'content_type'?: (string);
  'file_size'?: (number | string | Long);
}

export interface CreateAssetUploadRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'kind': (string);
  'name': (string);
  'content_type': (string);
  'file_size': (string);
}
