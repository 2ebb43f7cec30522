// Original file: webhooks/v1/webhooks.proto

import type { Delivery as _webhooks_v1_Delivery, Delivery__Output as _webhooks_v1_Delivery__Output } from '../../webhooks/v1/Delivery.ts';
import type { Long } from '@grpc/proto-loader';

export interface DeliveryPage {
  'count'?: (number | string | Long);
  'results'?: (_webhooks_v1_Delivery)[];
}

export interface DeliveryPage__Output {
  'count': (string);
  'results': (_webhooks_v1_Delivery__Output)[];
}
