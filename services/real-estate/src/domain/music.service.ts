// The built-in background music library (@platform/listing's catalogue of music/) as the API
// shows it: each track in the AudioAsset shape plus its mood, the file a pre-signed URL of the real
// track put into object storage at start. A project's `background_music` names a project audio
// asset or one of these tracks; a brand kit's only a track (a kit has no project assets).
import { findMusicTrack, musicTracks, type MusicTrack } from '@platform/listing';
import { CatalogueFiles, type FileSource } from './catalogue-files.ts';
import type { ObjectStore } from './ports.ts';
import type { Page, Slice } from './records.ts';
import { CATALOGUE_DATE } from './voices.catalogue.ts';

export const MUSIC_PREFIX = 'catalogue/music/';

export interface MusicTrackView {
  track: MusicTrack;
  createdAt: Date;
  /** Pre-signed URL of the track's file. */
  file: string;
}

/** A track of the library by its API id (a UUID); undefined for anything else. */
export const libraryTrack = (id: string | null | undefined): MusicTrack | undefined => {
  const track = id ? findMusicTrack(id) : undefined;
  return track && track.asset_id === id!.toLowerCase() ? track : undefined;
};

export class MusicService {
  readonly #files: CatalogueFiles;
  readonly #tracks: FileSource;

  constructor(deps: { objects: ObjectStore; tracks: FileSource }) {
    this.#files = new CatalogueFiles(deps.objects, MUSIC_PREFIX);
    this.#tracks = deps.tracks;
  }

  /** Puts the tracks into storage (start-up; safe to run on every replica). */
  publishTracks(): Promise<number> {
    return this.#files.publish(
      musicTracks().map((track) => ({
        name: track.file,
        contentType: 'audio/mp4',
        read: () => this.#tracks.read(track.file),
      })),
    );
  }

  async list(page: Page): Promise<Slice<MusicTrackView>> {
    const tracks = musicTracks();
    return {
      count: tracks.length,
      results: await Promise.all(
        tracks.slice(page.offset, page.offset + page.limit).map((track) => this.#view(track)),
      ),
    };
  }

  /** For records that name a track by id; null when the id is not a track of the library. */
  async maybe(id: string | null): Promise<MusicTrackView | null> {
    const track = libraryTrack(id);
    return track ? this.#view(track) : null;
  }

  async #view(track: MusicTrack): Promise<MusicTrackView> {
    return { track, createdAt: CATALOGUE_DATE, file: await this.#files.url(track.file) };
  }
}
