// Original file: studio/v1/studio.proto

import type { Shot as _studio_v1_Shot, Shot__Output as _studio_v1_Shot__Output } from '../../studio/v1/Shot.ts';
import type { Long } from '@grpc/proto-loader';

export interface ShotPage {
  'count'?: (number | string | Long);
  'results'?: (_studio_v1_Shot)[];
}

export interface ShotPage__Output {
  'count': (string);
  'results': (_studio_v1_Shot__Output)[];
}
