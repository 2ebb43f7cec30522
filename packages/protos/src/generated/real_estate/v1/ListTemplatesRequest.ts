// Original file: real_estate/v1/real_estate.proto

import type { PageRequest as _common_v1_PageRequest, PageRequest__Output as _common_v1_PageRequest__Output } from '../../common/v1/PageRequest.ts';
import type { Long } from '@grpc/proto-loader';

export interface ListTemplatesRequest {
  'account_id'?: (number | string | Long);
  'page'?: (_common_v1_PageRequest | null);
  'kind'?: (string);
}

export interface ListTemplatesRequest__Output {
  'account_id': (string);
  'page': (_common_v1_PageRequest__Output | null);
  'kind': (string);
}
