// The built-in music library: the tracks scripts/make-music.ts writes into music/ with their
// catalogue. Shipped with the worker; a render names a track by its id.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MediaError } from '@platform/media';

export const MUSIC_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'music');

export interface MusicTrack {
  id: string;
  title: string;
  mood: string;
  bpm: number;
  key: string;
  duration_s: number;
  file: string;
  loop: boolean;
}

export async function musicCatalogue(dir = MUSIC_DIR): Promise<MusicTrack[]> {
  const parsed = JSON.parse(await readFile(join(dir, 'catalogue.json'), 'utf8')) as { tracks: MusicTrack[] };
  return parsed.tracks;
}

/** The local file of a library track; an unknown id is the job's error, not the worker's. */
export async function musicTrackPath(id: string, dir = MUSIC_DIR): Promise<string> {
  const track = (await musicCatalogue(dir)).find((entry) => entry.id === id);
  if (!track) throw new MediaError('invalid_input', `There is no music track "${id}" in the library.`);
  return join(dir, track.file);
}
