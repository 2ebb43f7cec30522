// Original file: billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateApiKeyRequest {
  'account_id'?: (number | string | Long);
}

export interface CreateApiKeyRequest__Output {
  'account_id': (string);
}
