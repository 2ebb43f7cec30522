// What the studio routes need: the studio client, the staging storage and keys, the gateway config.
import type { AccountKeys, Storage } from '@platform/storage';
import type { ModelNames } from '../../http/model-names.ts';
import type { SharingClient } from '../../clients/sharing.client.ts';
import type { StudioClient } from '../../clients/studio.client.ts';
import type { GatewayConfig } from '../../config.ts';

export interface StudioRouteDeps {
  studio: StudioClient;
  /** Where multipart uploads are staged (same bucket studio reads). */
  storage: Storage;
  /** Builds staging keys in the caller's account folder, as studio expects them. */
  keys: AccountKeys;
  /**
   * Revokes a video's share link before the video is deleted, so its public copy goes with it
   * (a link of a deleted video would otherwise leave the copy behind). Absent: no sharing here.
   */
  sharing?: Pick<SharingClient, 'RevokeLink'>;
  /** The catalogue's model names the job creates accept (default: the catalogue as the services load it). */
  modelNames?: ModelNames;
  config: Pick<
    GatewayConfig,
    | 'PUBLIC_BASE_URL'
    | 'BODY_LIMIT_BYTES'
    | 'STUDIO_MEDIA_DEADLINE_MS'
    | 'UPLOAD_MAX_IMAGE_BYTES'
    | 'UPLOAD_MAX_VIDEO_BYTES'
  >;
}

export const TAGS = ['studio'];
export const AUTH = ['Token', 'Bearer'] as const;
