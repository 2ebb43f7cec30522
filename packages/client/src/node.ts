// @media-platform/client in Node (20+): uploads take file paths, and the key and the API's
// address default to MEDIA_PLATFORM_API_KEY and MEDIA_PLATFORM_BASE_URL, as other clients read
// theirs (REPLICATE_API_TOKEN, FAL_KEY).
import { openAsBlob } from 'node:fs';
import { MediaPlatform as BaseClient } from './client.ts';
import type { ClientOptions } from './transport.ts';
import { sniffPath } from './node-files.ts';

export * from './index.ts';

export class MediaPlatform extends BaseClient {
  constructor(options: ClientOptions = {}) {
    const apiKey = options.apiKey ?? (options.token ? undefined : process.env.MEDIA_PLATFORM_API_KEY);
    if (!apiKey && !options.token) {
      throw new Error('No API key: set MEDIA_PLATFORM_API_KEY or pass { apiKey }.');
    }
    super({ ...options, apiKey, baseUrl: options.baseUrl ?? process.env.MEDIA_PLATFORM_BASE_URL });
    this.transport.openPath = async (path) => openAsBlob(path, { type: await sniffPath(path) });
  }
}
