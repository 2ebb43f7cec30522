// Original file: webhooks/v1/webhooks.proto

import type { Endpoint as _webhooks_v1_Endpoint, Endpoint__Output as _webhooks_v1_Endpoint__Output } from '../../webhooks/v1/Endpoint.ts';
import type { Long } from '@grpc/proto-loader';

export interface EndpointPage {
  'count'?: (number | string | Long);
  'results'?: (_webhooks_v1_Endpoint)[];
}

export interface EndpointPage__Output {
  'count': (string);
  'results': (_webhooks_v1_Endpoint__Output)[];
}
