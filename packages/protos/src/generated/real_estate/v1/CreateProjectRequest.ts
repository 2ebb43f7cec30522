// Original file: real_estate/v1/real_estate.proto

import type { ProjectFields as _real_estate_v1_ProjectFields, ProjectFields__Output as _real_estate_v1_ProjectFields__Output } from '../../real_estate/v1/ProjectFields.ts';
import type { Long } from '@grpc/proto-loader';

export interface CreateProjectRequest {
  'account_id'?: (number | string | Long);
  'fields'?: (_real_estate_v1_ProjectFields | null);
}

export interface CreateProjectRequest__Output {
  'account_id': (string);
  'fields': (_real_estate_v1_ProjectFields__Output | null);
}
