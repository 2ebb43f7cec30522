// Original file: enhancement/v1/enhancement.proto

import type { Long } from '@grpc/proto-loader';

export interface InputVideoRequest {
  'account_id'?: (number | string | Long);
  'id'?: (number | string | Long);
}

export interface InputVideoRequest__Output {
  'account_id': (string);
  'id': (string);
}
