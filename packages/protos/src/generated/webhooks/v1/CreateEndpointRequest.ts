// Original file: webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateEndpointRequest {
  'account_id'?: (number | string | Long);
  'url'?: (string);
  'events'?: (string)[];
  'is_active'?: (boolean);
  '_is_active'?: "is_active";
}

export interface CreateEndpointRequest__Output {
  'account_id': (string);
  'url': (string);
  'events': (string)[];
  'is_active'?: (boolean);
  '_is_active'?: "is_active";
}
