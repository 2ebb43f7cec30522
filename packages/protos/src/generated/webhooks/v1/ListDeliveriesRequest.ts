// Original file: webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface ListDeliveriesRequest {
  'account_id'?: (number | string | Long);
  'endpoint_id'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListDeliveriesRequest__Output {
  'account_id': (string);
  'endpoint_id': (string);
  'limit': (number);
  'offset': (number);
}
