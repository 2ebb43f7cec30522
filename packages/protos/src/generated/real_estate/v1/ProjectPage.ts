// Original file: real_estate/v1/real_estate.proto

import type { Project as _real_estate_v1_Project, Project__Output as _real_estate_v1_Project__Output } from '../../real_estate/v1/Project.ts';
import type { Long } from '@grpc/proto-loader';

export interface ProjectPage {
  'count'?: (number | string | Long);
  'results'?: (_real_estate_v1_Project)[];
}

export interface ProjectPage__Output {
  'count': (string);
  'results': (_real_estate_v1_Project__Output)[];
}
