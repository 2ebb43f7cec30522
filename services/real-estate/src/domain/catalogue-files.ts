// Files of the built-in catalogues (voice samples, music tracks, template previews) ship with the
// code and are put into object storage at start, so the API answers pre-signed URLs of them. Keys
// carry the content's hash: a remade file gets a new key instead of an old copy being served.
import { createHash } from 'node:crypto';
import type { ObjectStore } from './ports.ts';

export interface CatalogueFile {
  /** The file's name in its catalogue (unique there). */
  name: string;
  contentType: string;
  /** The committed file's bytes. */
  read(): Promise<Buffer>;
}

/** Reads a committed file by its name (adapters/ reads the shipped folders). */
export interface FileSource {
  read(fileName: string): Promise<Buffer>;
}

export class CatalogueFiles {
  readonly #objects: ObjectStore;
  readonly #prefix: string;
  readonly #keys = new Map<string, string>();

  constructor(objects: ObjectStore, prefix: string) {
    this.#objects = objects;
    this.#prefix = prefix;
  }

  /** Uploads the files storage does not hold yet (safe on every replica); answers how many it uploaded. */
  async publish(files: readonly CatalogueFile[]): Promise<number> {
    let uploaded = 0;
    for (const file of files) {
      const body = await file.read();
      const key = `${this.#prefix}${createHash('sha256').update(body).digest('hex').slice(0, 16)}/${file.name}`;
      if ((await this.#objects.exists(key)) === null) {
        await this.#objects.put(key, body, { contentType: file.contentType, size: body.length });
        uploaded += 1;
      }
      this.#keys.set(file.name, key);
    }
    return uploaded;
  }

  /** A fresh pre-signed URL of a published file. */
  url(name: string): Promise<string> {
    const key = this.#keys.get(name);
    if (!key) throw new Error(`catalogue file ${this.#prefix}${name} was not published`);
    return this.#objects.signGet(key);
  }
}
