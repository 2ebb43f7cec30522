// Original file: studio/v1/studio.proto

import type { TextToImageJob as _studio_v1_TextToImageJob, TextToImageJob__Output as _studio_v1_TextToImageJob__Output } from '../../studio/v1/TextToImageJob.ts';

export interface CancelTextToImageJobResponse {
  'job'?: (_studio_v1_TextToImageJob | null);
  'refused_detail'?: (string);
}

export interface CancelTextToImageJobResponse__Output {
  'job': (_studio_v1_TextToImageJob__Output | null);
  'refused_detail': (string);
}
