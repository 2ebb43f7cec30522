// Original file: real_estate/v1/real_estate.proto

import type { PageRequest as _common_v1_PageRequest, PageRequest__Output as _common_v1_PageRequest__Output } from '../../common/v1/PageRequest.ts';
import type { Long } from '@grpc/proto-loader';

export interface ListListingJobsRequest {
  'account_id'?: (number | string | Long);
  'project_id'?: (string);
  'kind'?: (string);
  'page'?: (_common_v1_PageRequest | null);
}

export interface ListListingJobsRequest__Output {
  'account_id': (string);
  'project_id': (string);
  'kind': (string);
  'page': (_common_v1_PageRequest__Output | null);
}
