// Original file: studio/v1/studio.proto

import type { ImageToVideoJob as _studio_v1_ImageToVideoJob, ImageToVideoJob__Output as _studio_v1_ImageToVideoJob__Output } from '../../studio/v1/ImageToVideoJob.ts';
import type { Long } from '@grpc/proto-loader';

export interface ImageToVideoJobPage {
  'count'?: (number | string | Long);
  'results'?: (_studio_v1_ImageToVideoJob)[];
}

export interface ImageToVideoJobPage__Output {
  'count': (string);
  'results': (_studio_v1_ImageToVideoJob__Output)[];
}
