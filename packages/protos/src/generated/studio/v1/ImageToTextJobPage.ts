// Original file: studio/v1/studio.proto

import type { ImageToTextJob as _studio_v1_ImageToTextJob, ImageToTextJob__Output as _studio_v1_ImageToTextJob__Output } from '../../studio/v1/ImageToTextJob.ts';
import type { Long } from '@grpc/proto-loader';

export interface ImageToTextJobPage {
  'count'?: (number | string | Long);
  'results'?: (_studio_v1_ImageToTextJob)[];
}

export interface ImageToTextJobPage__Output {
  'count': (string);
  'results': (_studio_v1_ImageToTextJob__Output)[];
}
