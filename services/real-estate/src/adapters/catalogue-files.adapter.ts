// The committed files of the built-in catalogues: voice preview samples (media/voices/, made by
// scripts/render-voice-samples.ts), music tracks (music/, made by scripts/make-music.ts) and
// template previews (packages/listing/previews/, made by
// services/media-worker/src/tools/render-template-previews.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MUSIC_DIR, TEMPLATE_PREVIEWS_DIR } from '@platform/listing';
import type { FileSource } from '../domain/catalogue-files.ts';

export const committedMusicTracks: FileSource = { read: (fileName) => readFile(join(MUSIC_DIR, fileName)) };
export const committedTemplatePreviews: FileSource = {
  read: (fileName) => readFile(join(TEMPLATE_PREVIEWS_DIR, fileName)),
};
export const committedVoiceSamples: FileSource = {
  read: (fileName) => readFile(new URL(`../../media/voices/${fileName}`, import.meta.url)),
};
