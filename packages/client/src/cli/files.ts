// Files the command line reads and writes: the photos of a folder in order, and downloads.
import { createWriteStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebStream } from 'node:stream/web';

const PHOTO = /\.(jpe?g|png|webp|gif|tiff?|avif|hei[cf])$/i;

/** The folder's photos, in the order of their names (numbers compared as numbers: 2 before 10). */
export async function photosIn(folder: string): Promise<string[]> {
  const names = (await readdir(folder)).filter((name) => PHOTO.test(name));
  names.sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));
  return names.map((name) => join(folder, name));
}

/** Saves what a (pre-signed) URL answers to `path`, streaming. */
export async function download(url: string, path: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`download of ${path} failed: HTTP ${response.status}`);
  await pipeline(Readable.fromWeb(response.body as WebStream), createWriteStream(path));
}

/** A name fit for a file: lower case, letters and digits, dashes between. */
export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'listing';
