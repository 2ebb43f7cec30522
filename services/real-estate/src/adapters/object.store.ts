// Object storage as the real estate domain sees it, over @platform/storage. Pre-signed URLs are
// made by a second client bound to the public endpoint when clients reach storage by another
// address than the services do (S3_PUBLIC_ENDPOINT); signing is local and costs no request.
import { readFile } from 'node:fs/promises';
import type { Storage } from '@platform/storage';
import type { ObjectStore } from '../domain/ports.ts';
import type { SampleSource } from '../domain/voices.service.ts';

export function createObjectStore(options: { storage: Storage; publicStorage?: Storage; getExpirySeconds: number }): ObjectStore {
  const { storage } = options;
  const signer = options.publicStorage ?? storage;
  return {
    exists: async (key) => (await storage.stat(key)) !== null,
    put: async (key, body, contentType) => void (await storage.put(key, body, { contentType, size: body.length })),
    remove: (key) => storage.remove(key),
    signGet: (key) => signer.presignGet(key, { expiresInSeconds: options.getExpirySeconds }),
  };
}

/** The voice samples committed beside the service (media/voices/). */
export const committedVoiceSamples: SampleSource = {
  read: (fileName) => readFile(new URL(`../../media/voices/${fileName}`, import.meta.url)),
};
