// Original file: webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface ListEndpointsRequest {
  'account_id'?: (number | string | Long);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListEndpointsRequest__Output {
  'account_id': (string);
  'limit': (number);
  'offset': (number);
}
