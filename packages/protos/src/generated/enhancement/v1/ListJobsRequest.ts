// Original file: enhancement/v1/enhancement.proto

import type { Long } from '@grpc/proto-loader';

export interface ListJobsRequest {
  'account_id'?: (number | string | Long);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListJobsRequest__Output {
  'account_id': (string);
  'limit': (number);
  'offset': (number);
}
