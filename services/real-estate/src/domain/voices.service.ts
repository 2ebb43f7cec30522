// The voice catalogue as the API shows it. Each voice's preview is its real sample (rendered by
// scripts/render-voice-samples.ts), put into object storage once and served as a pre-signed URL.
import { notFound } from '@platform/errors';
import type { ObjectStore } from './ports.ts';
import type { Page, Slice } from './records.ts';
import { CATALOGUE_DATE, VOICES, findVoice, sampleFileName, type CatalogueVoice } from './voices.catalogue.ts';

export const VOICE_SAMPLES_PREFIX = 'catalogue/voices/';

export interface VoiceView {
  voice: CatalogueVoice;
  createdAt: Date;
  previewUrl: string;
}

export interface SampleSource {
  /** The committed sample file of a voice. */
  read(fileName: string): Promise<Buffer>;
}

export class VoicesService {
  readonly #objects: ObjectStore;
  readonly #samples: SampleSource;

  constructor(deps: { objects: ObjectStore; samples: SampleSource }) {
    this.#objects = deps.objects;
    this.#samples = deps.samples;
  }

  /** Uploads the samples storage does not hold yet (start-up; safe to run on every replica). */
  async publishSamples(): Promise<number> {
    let uploaded = 0;
    for (const voice of VOICES) {
      const key = VOICE_SAMPLES_PREFIX + sampleFileName(voice);
      if ((await this.#objects.exists(key)) !== null) continue;
      const sample = await this.#samples.read(sampleFileName(voice));
      await this.#objects.put(key, sample, { contentType: 'audio/mpeg', size: sample.length });
      uploaded += 1;
    }
    return uploaded;
  }

  exists(id: string): boolean {
    return findVoice(id) !== undefined;
  }

  async list(page: Page): Promise<Slice<VoiceView>> {
    const results = await Promise.all(VOICES.slice(page.offset, page.offset + page.limit).map((voice) => this.#view(voice)));
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
    return { voice, createdAt: CATALOGUE_DATE, previewUrl: await this.#objects.signGet(VOICE_SAMPLES_PREFIX + sampleFileName(voice)) };
  }
}
