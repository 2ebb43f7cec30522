// Original file: studio/v1/studio.proto

import type { ImageToVideoJob as _studio_v1_ImageToVideoJob, ImageToVideoJob__Output as _studio_v1_ImageToVideoJob__Output } from '../../studio/v1/ImageToVideoJob.ts';

export interface CancelImageToVideoJobResponse {
  'job'?: (_studio_v1_ImageToVideoJob | null);
  'refused_detail'?: (string);
}

export interface CancelImageToVideoJobResponse__Output {
  'job': (_studio_v1_ImageToVideoJob__Output | null);
  'refused_detail': (string);
}
