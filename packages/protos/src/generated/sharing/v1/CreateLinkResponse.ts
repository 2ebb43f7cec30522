// Original file: sharing/v1/sharing.proto

import type { SharingState as _sharing_v1_SharingState, SharingState__Output as _sharing_v1_SharingState__Output } from '../../sharing/v1/SharingState.ts';

export interface CreateLinkResponse {
  'state'?: (_sharing_v1_SharingState | null);
  'created'?: (boolean);
}

export interface CreateLinkResponse__Output {
  'state': (_sharing_v1_SharingState__Output | null);
  'created': (boolean);
}
