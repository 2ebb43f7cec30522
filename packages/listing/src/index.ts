export { decimalWords, digitWords, integerWords, ordinalWords, yearWords } from './number-words.ts';
export { normaliseForSpeech } from './speech-text.normaliser.ts';
export { splitSentences } from './sentences.ts';
export {
  LAND_SIZE_UNITS,
  WORDS_PER_SECOND,
  formatPrice,
  writeListingScript,
  type LandSizeUnit,
  type ListingFacts,
  type ScriptRequest,
  type ShotNote,
} from './listing-script.writer.ts';
export {
  MAX_CHARS_PER_SECOND,
  MAX_LINES,
  MAX_LINE_CHARS,
  buildCaptionCues,
  formatWebVtt,
  parseWebVtt,
  splitIntoCueTexts,
  vttTimestamp,
  type CaptionCue,
  type TimedSentence,
} from './captions.builder.ts';
export {
  CARD_TEMPLATES,
  TEMPLATE_PREVIEWS_DIR,
  defaultCardTemplate,
  findCardTemplate,
  isCardTemplateKey,
  templatePreviewFile,
  type CardLayout,
  type CardTemplate,
} from './card.templates.ts';
export { MUSIC_DIR, findMusicTrack, musicTracks, type MusicTrack } from './music.catalogue.ts';
