// What the real estate routes need: the real estate client and the gateway config.
import type { AccountKeys, Storage } from '@platform/storage';
import type { ModelNames } from '../../http/model-names.ts';
import type { RealEstateClient } from '../../clients/real-estate.client.ts';
import type { GatewayConfig } from '../../config.ts';

export interface RealEstateRouteDeps {
  realEstate: RealEstateClient;
  /** Where multipart uploads are staged (the bucket the real estate service reads). */
  storage: Storage;
  /** Builds staging keys in the caller's account folder, as the service expects them. */
  keys: AccountKeys;
  /** The catalogue's model names the bodies accept (default: the catalogue as the services load it). */
  modelNames?: ModelNames;
  config: Pick<
    GatewayConfig,
    | 'PUBLIC_BASE_URL'
    | 'BODY_LIMIT_BYTES'
    | 'STUDIO_MEDIA_DEADLINE_MS'
    | 'UPLOAD_MAX_IMAGE_BYTES'
    | 'UPLOAD_MAX_VIDEO_BYTES'
    | 'UPLOAD_MAX_AUDIO_BYTES'
  >;
}

export const TAGS = ['real-estate'];
export const AUTH = ['Token', 'Bearer'] as const;
export const BASE = '/api/v2/real-estate/';
