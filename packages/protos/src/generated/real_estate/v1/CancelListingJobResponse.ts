// Original file: real_estate/v1/real_estate.proto

import type { ListingJob as _real_estate_v1_ListingJob, ListingJob__Output as _real_estate_v1_ListingJob__Output } from '../../real_estate/v1/ListingJob.ts';

export interface CancelListingJobResponse {
  'job'?: (_real_estate_v1_ListingJob | null);
  'refused_detail'?: (string);
}

export interface CancelListingJobResponse__Output {
  'job': (_real_estate_v1_ListingJob__Output | null);
  'refused_detail': (string);
}
