// Original file: common/v1/common.proto

import type { Long } from '@grpc/proto-loader';

export interface PageInfo {
  'count'?: (number | string | Long);
}

export interface PageInfo__Output {
  'count': (string);
}
