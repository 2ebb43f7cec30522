// Original file: common/v1/common.proto

import type { Long } from '@grpc/proto-loader';

export interface CallerContext {
  'account_id'?: (number | string | Long);
}

export interface CallerContext__Output {
  'account_id': (string);
}
