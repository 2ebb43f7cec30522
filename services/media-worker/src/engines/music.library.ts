// The built-in music library as the worker uses it: the catalogue is @platform/listing's (one
// reader for the worker and the real-estate service); a render names a track by its id.
import { join } from 'node:path';
import { MUSIC_DIR, findMusicTrack, musicTracks, type MusicTrack } from '@platform/listing';
import { MediaError } from '@platform/media';

export { MUSIC_DIR, type MusicTrack };

export async function musicCatalogue(dir = MUSIC_DIR): Promise<MusicTrack[]> {
  return [...musicTracks(dir)];
}

/** The local file of a library track (by library id or API id); an unknown id is the job's error, not the worker's. */
export async function musicTrackPath(id: string, dir = MUSIC_DIR): Promise<string> {
  const track = findMusicTrack(id, dir);
  if (!track) throw new MediaError('invalid_input', `There is no music track "${id}" in the library.`);
  return join(dir, track.file);
}
