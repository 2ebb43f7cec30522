// Object storage as services see it, over @platform/storage. Pre-signed URLs are made
// by a second adapter bound to the public endpoint when clients reach storage by another address
// than the services do (S3_PUBLIC_ENDPOINT); signing is local, so it costs no request.
import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { validationError } from '@platform/errors';
import { readAll, type Storage } from '@platform/storage';
import type { ObjectStore } from './ports.ts';

export interface ObjectStoreOptions {
  storage: Storage;
  /** Signs URLs for clients; defaults to `storage`. */
  publicStorage?: Storage;
  getExpirySeconds: number;
  putExpirySeconds: number;
}

function capped(maxBytes: number, onSize: (size: number) => void): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      onSize(size);
      if (size > maxBytes)
        callback(
          validationError(`The file is larger than the limit of ${maxBytes} bytes.`, {
            file: [`The file is larger than the limit of ${maxBytes} bytes.`],
          }),
        );
      else callback(null, chunk);
    },
  });
}

export function createObjectStore(options: ObjectStoreOptions): ObjectStore {
  const { storage } = options;
  const signer = options.publicStorage ?? storage;
  return {
    async put(key, body, put) {
      await storage.put(key, body as Buffer | Readable, { contentType: put.contentType, size: put.size });
    },
    async download(key, path, maxBytes) {
      let size = 0;
      await pipeline(
        await storage.getStream(key),
        capped(maxBytes, (n) => (size = n)),
        createWriteStream(path, { mode: 0o600 }),
      );
      return size;
    },
    async read(key, maxBytes) {
      const stream = await storage.getStream(key);
      const data = await readAll(stream.pipe(capped(maxBytes, () => undefined)));
      return data;
    },
    async exists(key) {
      const info = await storage.stat(key);
      return info ? { size: info.size, contentType: info.contentType } : null;
    },
    remove: (key) => storage.remove(key),
    removeFolder: (prefix) => storage.removePrefix(prefix),
    copy: (sourceKey, targetKey) => storage.copy(sourceKey, targetKey),
    signGet: (key, expirySeconds) =>
      signer.presignGet(key, { expiresInSeconds: expirySeconds ?? options.getExpirySeconds }),
    async signPut(key, put) {
      const signed = await signer.presignPut(key, {
        contentType: put.contentType,
        size: put.size,
        expiresInSeconds: options.putExpirySeconds,
      });
      return { url: signed.url, method: signed.method, headers: signed.headers, expiresAt: signed.expiresAt };
    },
  };
}
