// The voice catalogue as the API shows it. Each voice's preview is its real sample (rendered by
// scripts/render-voice-samples.ts), put into object storage once and served as a pre-signed URL.
import { notFound } from '@platform/errors';
import { CatalogueFiles, type FileSource } from './catalogue-files.ts';
import type { ObjectStore } from './ports.ts';
import type { Page, Slice } from './records.ts';
import {
  CATALOGUE_DATE,
  VOICES,
  findVoice,
  sampleFileName,
  type CatalogueVoice,
} from './voices.catalogue.ts';

export const VOICE_SAMPLES_PREFIX = 'catalogue/voices/';

export interface VoiceView {
  voice: CatalogueVoice;
  createdAt: Date;
  previewUrl: string;
}

/** The committed sample files of the voices. */
export type SampleSource = FileSource;

export class VoicesService {
  readonly #files: CatalogueFiles;
  readonly #samples: SampleSource;

  constructor(deps: { objects: ObjectStore; samples: SampleSource }) {
    this.#files = new CatalogueFiles(deps.objects, VOICE_SAMPLES_PREFIX);
    this.#samples = deps.samples;
  }

  /** Puts the samples into storage (start-up; safe to run on every replica). */
  publishSamples(): Promise<number> {
    return this.#files.publish(
      VOICES.map((voice) => ({
        name: sampleFileName(voice),
        contentType: 'audio/mpeg',
        read: () => this.#samples.read(sampleFileName(voice)),
      })),
    );
  }

  exists(id: string): boolean {
    return findVoice(id) !== undefined;
  }

  async list(page: Page): Promise<Slice<VoiceView>> {
    const results = await Promise.all(
      VOICES.slice(page.offset, page.offset + page.limit).map((voice) => this.#view(voice)),
    );
    return { count: VOICES.length, results };
  }

  async get(id: string): Promise<VoiceView> {
    const voice = findVoice(id);
    if (!voice) throw notFound();
    return this.#view(voice);
  }

  /** For records that reference a voice by id; null when the id is not (or no longer) in the catalogue. */
  async maybe(id: string | null): Promise<VoiceView | null> {
    const voice = id ? findVoice(id) : undefined;
    return voice ? this.#view(voice) : null;
  }

  async #view(voice: CatalogueVoice): Promise<VoiceView> {
    return { voice, createdAt: CATALOGUE_DATE, previewUrl: await this.#files.url(sampleFileName(voice)) };
  }
}
