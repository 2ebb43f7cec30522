// The voice catalogue: every voice here is one that Debian's text-to-speech engines (flite,
// festival, espeak-ng) speak locally with no download, so a voiceover never depends on a remote
// model. `engine` and `engineVoice` say how to make it speak; the preview sample of each voice is
// rendered by scripts/render-voice-samples.ts into media/voices/ and shipped with the service.

export type TtsEngine = 'flite' | 'festival' | 'espeak-ng';

export interface CatalogueVoice {
  id: string;
  name: string;
  engine: TtsEngine;
  /** flite `-voice`, festival voice function, or espeak-ng `-v` value (with a variant). */
  engineVoice: string;
  languageCode: string;
  language: string;
  accent: string;
  gender: 'female' | 'male';
  useCase: string;
  descriptive: string;
  description: string;
  /** Sample text spoken in the preview, in the voice's language. */
  sample: string;
}

const EN_SAMPLE =
  'Welcome home. This bright family house offers three bedrooms, a sunny garden and an open plan kitchen.';

export const VOICES: readonly CatalogueVoice[] = [
  {
    id: '019a0000-0000-7000-8000-000000000001',
    name: 'Sarah',
    engine: 'festival',
    engineVoice: 'voice_cmu_us_slt_arctic_hts',
    languageCode: 'en-US',
    language: 'English',
    accent: 'American',
    gender: 'female',
    useCase: 'narration',
    descriptive: 'warm',
    description: 'A calm, natural American female voice (festival HTS); the most natural of the catalogue.',
    sample: EN_SAMPLE,
  },
  {
    id: '019a0000-0000-7000-8000-000000000002',
    name: 'Susan',
    engine: 'flite',
    engineVoice: 'slt',
    languageCode: 'en-US',
    language: 'English',
    accent: 'American',
    gender: 'female',
    useCase: 'narration',
    descriptive: 'clear',
    description: 'A clear American female voice (flite).',
    sample: EN_SAMPLE,
  },
  {
    id: '019a0000-0000-7000-8000-000000000003',
    name: 'Richard',
    engine: 'flite',
    engineVoice: 'rms',
    languageCode: 'en-US',
    language: 'English',
    accent: 'American',
    gender: 'male',
    useCase: 'narration',
    descriptive: 'steady',
    description: 'A steady American male voice (flite).',
    sample: EN_SAMPLE,
  },
  {
    id: '019a0000-0000-7000-8000-000000000004',
    name: 'Alastair',
    engine: 'flite',
    engineVoice: 'awb',
    languageCode: 'en-GB',
    language: 'English',
    accent: 'Scottish',
    gender: 'male',
    useCase: 'narration',
    descriptive: 'friendly',
    description: 'A friendly Scottish male voice (flite).',
    sample: EN_SAMPLE,
  },
  {
    id: '019a0000-0000-7000-8000-000000000005',
    name: 'Kevin',
    engine: 'festival',
    engineVoice: 'voice_kal_diphone',
    languageCode: 'en-US',
    language: 'English',
    accent: 'American',
    gender: 'male',
    useCase: 'announcements',
    descriptive: 'crisp',
    description: 'A crisp American male diphone voice (festival).',
    sample: EN_SAMPLE,
  },
  {
    id: '019a0000-0000-7000-8000-000000000006',
    name: 'Oliver',
    engine: 'espeak-ng',
    engineVoice: 'en-gb-x-rp',
    languageCode: 'en-GB',
    language: 'English',
    accent: 'British (RP)',
    gender: 'male',
    useCase: 'narration',
    descriptive: 'formal',
    description: 'A formal British male voice in Received Pronunciation (espeak-ng).',
    sample: EN_SAMPLE,
  },
  {
    id: '019a0000-0000-7000-8000-000000000007',
    name: 'Emma',
    engine: 'espeak-ng',
    engineVoice: 'en-gb+f3',
    languageCode: 'en-GB',
    language: 'English',
    accent: 'British',
    gender: 'female',
    useCase: 'narration',
    descriptive: 'bright',
    description: 'A bright British female voice (espeak-ng).',
    sample: EN_SAMPLE,
  },
  {
    id: '019a0000-0000-7000-8000-000000000008',
    name: 'Camille',
    engine: 'espeak-ng',
    engineVoice: 'fr-fr+f2',
    languageCode: 'fr-FR',
    language: 'French',
    accent: 'Parisian',
    gender: 'female',
    useCase: 'narration',
    descriptive: 'elegant',
    description: 'A French female voice (espeak-ng).',
    sample:
      'Bienvenue chez vous. Cette maison lumineuse offre trois chambres, un jardin ensoleillé et une cuisine ouverte.',
  },
  {
    id: '019a0000-0000-7000-8000-000000000009',
    name: 'Lukas',
    engine: 'espeak-ng',
    engineVoice: 'de',
    languageCode: 'de-DE',
    language: 'German',
    accent: 'Standard',
    gender: 'male',
    useCase: 'narration',
    descriptive: 'confident',
    description: 'A German male voice (espeak-ng).',
    sample:
      'Willkommen zu Hause. Dieses helle Familienhaus bietet drei Schlafzimmer, einen sonnigen Garten und eine offene Küche.',
  },
  {
    id: '019a0000-0000-7000-8000-00000000000a',
    name: 'Lucía',
    engine: 'espeak-ng',
    engineVoice: 'es+f4',
    languageCode: 'es-ES',
    language: 'Spanish',
    accent: 'Castilian',
    gender: 'female',
    useCase: 'narration',
    descriptive: 'lively',
    description: 'A Spanish female voice (espeak-ng).',
    sample:
      'Bienvenido a casa. Esta luminosa casa familiar ofrece tres dormitorios, un jardín soleado y una cocina abierta.',
  },
  {
    id: '019a0000-0000-7000-8000-00000000000b',
    name: 'Marco',
    engine: 'espeak-ng',
    engineVoice: 'it',
    languageCode: 'it-IT',
    language: 'Italian',
    accent: 'Standard',
    gender: 'male',
    useCase: 'narration',
    descriptive: 'warm',
    description: 'An Italian male voice (espeak-ng).',
    sample:
      'Benvenuti a casa. Questa luminosa casa di famiglia offre tre camere da letto, un giardino soleggiato e una cucina aperta.',
  },
];

/** The day the catalogue was published: every voice's `created_at`. */
export const CATALOGUE_DATE = new Date('2026-11-25T00:00:00Z');

/** File name of a voice's preview sample, in media/voices/ and under the storage prefix. */
export const sampleFileName = (voice: CatalogueVoice): string => `${voice.id}.mp3`;

export const findVoice = (id: string): CatalogueVoice | undefined =>
  VOICES.find((voice) => voice.id === id.toLowerCase());
