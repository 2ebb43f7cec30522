// Original file: enhancement/v1/enhancement.proto

import type { RestoredVideo as _enhancement_v1_RestoredVideo, RestoredVideo__Output as _enhancement_v1_RestoredVideo__Output } from '../../enhancement/v1/RestoredVideo.ts';
import type { Long } from '@grpc/proto-loader';

export interface RestoredVideoPage {
  'count'?: (number | string | Long);
  'results'?: (_enhancement_v1_RestoredVideo)[];
}

export interface RestoredVideoPage__Output {
  'count': (string);
  'results': (_enhancement_v1_RestoredVideo__Output)[];
}
