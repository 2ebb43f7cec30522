// What the real estate routes need: the real estate client and the gateway config.
import type { RealEstateClient } from '../../clients/real-estate.client.ts';
import type { GatewayConfig } from '../../config.ts';

export interface RealEstateRouteDeps {
  realEstate: RealEstateClient;
  config: Pick<GatewayConfig, 'PUBLIC_BASE_URL'>;
}

export const TAGS = ['real-estate'];
export const AUTH = ['Token', 'Bearer'] as const;
export const BASE = '/api/v2/real-estate/';
