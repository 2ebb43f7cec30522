// Original file: studio/v1/studio.proto

import type { Long } from '@grpc/proto-loader';

export interface GetJobRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'id'?: (string);
}

export interface GetJobRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'id': (string);
}
