// Original file: studio/v1/studio.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateProjectRequest {
  'account_id'?: (number | string | Long);
  'id'?: (string);
  'name'?: (string);
  'description'?: (string);
  '_name'?: "name";
  '_description'?: "description";
}

export interface UpdateProjectRequest__Output {
  'account_id': (string);
  'id': (string);
  'name'?: (string);
  'description'?: (string);
  '_name'?: "name";
  '_description'?: "description";
}
