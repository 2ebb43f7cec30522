// Original file: webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateEndpointRequest {
  'account_id'?: (number | string | Long);
  'id'?: (string);
  'url'?: (string);
  'events'?: (string)[];
  'set_events'?: (boolean);
  'is_active'?: (boolean);
  '_url'?: "url";
  '_is_active'?: "is_active";
}

export interface UpdateEndpointRequest__Output {
  'account_id': (string);
  'id': (string);
  'url'?: (string);
  'events': (string)[];
  'set_events': (boolean);
  'is_active'?: (boolean);
  '_url'?: "url";
  '_is_active'?: "is_active";
}
