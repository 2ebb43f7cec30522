// Original file: real_estate/v1/real_estate.proto

import type { ProjectFields as _real_estate_v1_ProjectFields, ProjectFields__Output as _real_estate_v1_ProjectFields__Output } from '../../real_estate/v1/ProjectFields.ts';
import type { Long } from '@grpc/proto-loader';

export interface UpdateProjectRequest {
  'account_id'?: (number | string | Long);
  'id'?: (string);
  'fields'?: (_real_estate_v1_ProjectFields | null);
}

export interface UpdateProjectRequest__Output {
  'account_id': (string);
  'id': (string);
  'fields': (_real_estate_v1_ProjectFields__Output | null);
}
