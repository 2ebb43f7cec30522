// Original file: enhancement/v1/enhancement.proto

import type { Long } from '@grpc/proto-loader';

export interface JobRequest {
  'account_id'?: (number | string | Long);
  'id'?: (number | string | Long);
}

export interface JobRequest__Output {
  'account_id': (string);
  'id': (string);
}
