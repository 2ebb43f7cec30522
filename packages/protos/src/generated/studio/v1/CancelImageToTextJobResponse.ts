// Original file: studio/v1/studio.proto

import type { ImageToTextJob as _studio_v1_ImageToTextJob, ImageToTextJob__Output as _studio_v1_ImageToTextJob__Output } from '../../studio/v1/ImageToTextJob.ts';

export interface CancelImageToTextJobResponse {
  'job'?: (_studio_v1_ImageToTextJob | null);
  'refused_detail'?: (string);
}

export interface CancelImageToTextJobResponse__Output {
  'job': (_studio_v1_ImageToTextJob__Output | null);
  'refused_detail': (string);
}
