// Original file: studio/v1/studio.proto

import type { TextToImageJob as _studio_v1_TextToImageJob, TextToImageJob__Output as _studio_v1_TextToImageJob__Output } from '../../studio/v1/TextToImageJob.ts';
import type { Long } from '@grpc/proto-loader';

export interface TextToImageJobPage {
  'count'?: (number | string | Long);
  'results'?: (_studio_v1_TextToImageJob)[];
}

export interface TextToImageJobPage__Output {
  'count': (string);
  'results': (_studio_v1_TextToImageJob__Output)[];
}
