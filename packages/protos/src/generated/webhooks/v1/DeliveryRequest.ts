// Original file: webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface DeliveryRequest {
  'account_id'?: (number | string | Long);
  'endpoint_id'?: (string);
  'delivery_id'?: (string);
}

export interface DeliveryRequest__Output {
  'account_id': (string);
  'endpoint_id': (string);
  'delivery_id': (string);
}
