// Original file: studio/v1/studio.proto

import type { StylePreset as _studio_v1_StylePreset, StylePreset__Output as _studio_v1_StylePreset__Output } from '../../studio/v1/StylePreset.ts';
import type { Long } from '@grpc/proto-loader';

export interface StylePresetPage {
  'count'?: (number | string | Long);
  'results'?: (_studio_v1_StylePreset)[];
}

export interface StylePresetPage__Output {
  'count': (string);
  'results': (_studio_v1_StylePreset__Output)[];
}
