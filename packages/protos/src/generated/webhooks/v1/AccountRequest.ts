// Original file: webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface AccountRequest {
  'account_id'?: (number | string | Long);
}

export interface AccountRequest__Output {
  'account_id': (string);
}
