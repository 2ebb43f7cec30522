export { decimalWords, digitWords, integerWords, ordinalWords, yearWords } from './number-words.ts';
export {
  normaliseForSpeech,
  normaliseForSpeechMapped,
  type SpeechGroup,
  type SpeechText,
} from './speech-text.normaliser.ts';
export { splitSentences } from './sentences.ts';
export {
  LAND_SIZE_UNITS,
  REAL_ESTATE_TYPES,
  TRANSITIONS,
  VIDEO_FORMATS,
  VIDEO_STYLES,
  type LandSizeUnit,
  type VideoFormat,
} from './project-choices.ts';
export {
  CALL_TO_ACTION,
  INTRO_MAX_WORDS,
  MIN_SHOT_WORDS,
  MIN_SPOKEN_SHOT_S,
  OUTRO_MAX_WORDS,
  SHOT_SPEECH_MARGIN_S,
  WORDS_PER_SECOND,
  countWords,
  planScriptSegments,
  scriptProblems,
  shotSpeechSeconds,
  wordLimit,
  wordsFor,
  type ListingFacts,
  type ScriptRequest,
  type ScriptSegment,
  type ShotNote,
} from './script-plan.ts';
export { formatPrice, isPriceSentence, priceSentence } from './price-sentences.ts';
export { roomsDescribed, roomsNamed } from './script-phrases.ts';
export { introLine, outroLine, writeListingScript, writeScriptLines } from './listing-script.writer.ts';
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
  type TimedWord,
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
export {
  DEFAULT_FADE_S,
  RENDER_FPS,
  planTimeline,
  shotDurationS,
  wantedOverlapS,
  type Crop,
  type PlannedSegment,
  type TimelinePlan,
  type TimelineRequest,
  type TimelineShot,
} from './render.timeline.ts';
