// Original file: enhancement/v1/enhancement.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateExternalVideoRequest {
  'account_id'?: (number | string | Long);
  'owner_email'?: (string);
  'external_url'?: (string);
  'name'?: (string);
}

export interface CreateExternalVideoRequest__Output {
  'account_id': (string);
  'owner_email': (string);
  'external_url': (string);
  'name': (string);
}
