// Original file: real_estate/v1/real_estate.proto

import type { ListingJob as _real_estate_v1_ListingJob, ListingJob__Output as _real_estate_v1_ListingJob__Output } from '../../real_estate/v1/ListingJob.ts';
import type { Long } from '@grpc/proto-loader';

export interface ListingJobPage {
  'count'?: (number | string | Long);
  'results'?: (_real_estate_v1_ListingJob)[];
}

export interface ListingJobPage__Output {
  'count': (string);
  'results': (_real_estate_v1_ListingJob__Output)[];
}
