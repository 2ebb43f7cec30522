// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface ListingJobRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'kind'?: (string);
  'id'?: (string);
}

export interface ListingJobRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'kind': (string);
  'id': (string);
}
