// The built-in background music library: the tracks scripts/make-music.ts writes into music/
// with their catalogue (music/catalogue.json). One reader for the media worker (which mixes a
// track by its `id`) and the real-estate service (which lists the library as `music/` and accepts
// a track's `asset_id` as a project's or brand kit's `background_music`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MUSIC_DIR = fileURLToPath(new URL('../../../music/', import.meta.url));

export interface MusicTrack {
  /** The library id (a slug, the file's name): what a render names. */
  id: string;
  /** The id the API shows and accepts: fixed, a UUID like every asset id. */
  asset_id: string;
  title: string;
  mood: string;
  bpm: number;
  key: string;
  duration_s: number;
  file: string;
  file_size: number;
  bitrate: number;
  sample_rate: number;
  channels: number;
  loop: boolean;
}

const loaded = new Map<string, readonly MusicTrack[]>();

/** The catalogue of `dir` (read once per directory; the files ship with the code). */
export function musicTracks(dir = MUSIC_DIR): readonly MusicTrack[] {
  let tracks = loaded.get(dir);
  if (!tracks) {
    tracks = Object.freeze(
      (JSON.parse(readFileSync(join(dir, 'catalogue.json'), 'utf8')) as { tracks: MusicTrack[] }).tracks,
    );
    loaded.set(dir, tracks);
  }
  return tracks;
}

/** A track by its API id (UUID, any case) or its library id. */
export function findMusicTrack(id: string, dir = MUSIC_DIR): MusicTrack | undefined {
  const wanted = id.toLowerCase();
  return musicTracks(dir).find((track) => track.asset_id === wanted || track.id === wanted);
}
