// Original file: webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface EndpointRequest {
  'account_id'?: (number | string | Long);
  'id'?: (string);
}

export interface EndpointRequest__Output {
  'account_id': (string);
  'id': (string);
}
