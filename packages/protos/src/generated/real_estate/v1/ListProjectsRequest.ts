// Original file: real_estate/v1/real_estate.proto

import type { PageRequest as _common_v1_PageRequest, PageRequest__Output as _common_v1_PageRequest__Output } from '../../common/v1/PageRequest.ts';
import type { Long } from '@grpc/proto-loader';

export interface ListProjectsRequest {
  'account_id'?: (number | string | Long);
  'page'?: (_common_v1_PageRequest | null);
  'created_at_after'?: (string);
  'created_at_before'?: (string);
  'updated_at_after'?: (string);
  'updated_at_before'?: (string);
  'ordering'?: (string);
}

export interface ListProjectsRequest__Output {
  'account_id': (string);
  'page': (_common_v1_PageRequest__Output | null);
  'created_at_after': (string);
  'created_at_before': (string);
  'updated_at_after': (string);
  'updated_at_before': (string);
  'ordering': (string);
}
