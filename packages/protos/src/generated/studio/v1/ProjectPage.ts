// Original file: studio/v1/studio.proto

import type { Project as _studio_v1_Project, Project__Output as _studio_v1_Project__Output } from '../../studio/v1/Project.ts';
import type { Long } from '@grpc/proto-loader';

export interface ProjectPage {
  'count'?: (number | string | Long);
  'results'?: (_studio_v1_Project)[];
}

export interface ProjectPage__Output {
  'count': (string);
  'results': (_studio_v1_Project__Output)[];
}
