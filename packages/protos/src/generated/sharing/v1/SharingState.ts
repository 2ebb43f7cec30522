// Original file: sharing/v1/sharing.proto

import type { ShareLink as _sharing_v1_ShareLink, ShareLink__Output as _sharing_v1_ShareLink__Output } from '../../sharing/v1/ShareLink.ts';

export interface SharingState {
  'asset_id'?: (string);
  'link'?: (_sharing_v1_ShareLink | null);
}

export interface SharingState__Output {
  'asset_id': (string);
  'link': (_sharing_v1_ShareLink__Output | null);
}
