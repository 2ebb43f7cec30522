// Original file: enhancement/v1/enhancement.proto

import type { InputVideo as _enhancement_v1_InputVideo, InputVideo__Output as _enhancement_v1_InputVideo__Output } from '../../enhancement/v1/InputVideo.ts';
import type { Long } from '@grpc/proto-loader';

export interface InputVideoPage {
  'count'?: (number | string | Long);
  'results'?: (_enhancement_v1_InputVideo)[];
}

export interface InputVideoPage__Output {
  'count': (string);
  'results': (_enhancement_v1_InputVideo__Output)[];
}
