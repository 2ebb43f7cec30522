// The built-in script writer: a voiceover script planned with the video's timeline, one line per
// segment in timeline order: the intro (a short welcome, said over the hero shot under the title;
// the key facts are on the title, not spoken), one line per shot in
// shot order (what that shot shows, in as many words as it has time for), then the outro card (the
// agent's extra words, the price when branded, the call to action). Lines are separated by "\n";
// an empty line is a silent segment. Pure and deterministic: the same project always gets the same
// script. Sentences are written in the agent's written form (numbers, "$", "sqm"); the voiceover
// engine normalises them for speech.
import { isPriceSentence, priceSentence } from './price-sentences.ts';
import { FEATURES, LIGHT, NEUTRAL, typePhrase, type Feature, type Variant } from './script-phrases.ts';
import {
  CALL_TO_ACTION,
  INTRO_MAX_WORDS,
  MIN_SHOT_WORDS,
  MIN_SPOKEN_SHOT_S,
  countWords,
  shotSpeechSeconds,
  wordsFor,
  type ListingFacts,
  type ScriptRequest,
  type ShotNote,
} from './script-plan.ts';
import { splitSentences } from './sentences.ts';

/** The phrasings in the order they suit `words`: those that fit, longest first, then the rest, shortest first. */
function ranked(variant: Variant, words: number): string[] {
  const fits = variant
    .filter((line) => countWords(line) <= words)
    .sort((a, b) => countWords(b) - countWords(a));
  const over = variant
    .filter((line) => countWords(line) > words)
    .sort((a, b) => countWords(a) - countWords(b));
  return [...fits, ...over];
}

/** The feature a description shows: the earliest mentioned room, else what is seen, else the setting. */
function featureOf(text: string): Feature | undefined {
  // "Whether it is indoors or outdoors is unclear": a description that cannot tell tells no setting.
  const unclear = /\b(unclear|hard to tell)\b/i.test(text);
  for (const tier of [1, 2, 3] as const) {
    if (tier === 3 && unclear) return undefined;
    let best: { feature: Feature; at: number } | undefined;
    for (const feature of FEATURES) {
      if (feature.tier !== tier) continue;
      const at = text.search(feature.pattern);
      if (at >= 0 && (!best || at < best.at)) best = { feature, at };
    }
    if (best) return best.feature;
  }
  return undefined;
}

interface WriterState {
  /** Turns taken per feature; the next variant starts there. */
  turns: Map<string, number>;
  neutral: number;
  said: Set<string>;
  /** The sentences of the line just said. */
  previous: readonly string[];
}

function featureLine(feature: Feature, words: number, state: WriterState): string | undefined {
  const turn = state.turns.get(feature.key) ?? 0;
  const n = feature.variants.length;
  const order = Array.from({ length: n }, (_, k) => ({
    variant: feature.variants[(turn + k) % n]!,
    next: turn + k + 1,
  }));
  // The next variant not said yet, at the length that suits the shot.
  for (const { variant, next } of order) {
    const line = ranked(variant, words)[0]!;
    if (!state.said.has(line)) {
      state.turns.set(feature.key, next);
      return line;
    }
  }
  // What is seen but no room: a general line rather than the same words again.
  if (feature.tier !== 1) return undefined;
  // A room is always named. Every variant said at this length: another length not said yet, when
  // it fits or nearly does (at most 30% over, or a short one).
  const near = Math.max(Math.floor(words * 1.3), MIN_SHOT_WORDS);
  for (const { variant, next } of order) {
    const line = ranked(variant, words).find((text) => !state.said.has(text) && countWords(text) <= near);
    if (line) {
      state.turns.set(feature.key, next);
      return line;
    }
  }
  // Else a repeat, but never of the line just said.
  for (const { variant, next } of order) {
    const line = ranked(variant, words)[0]!;
    if (!state.previous.includes(line)) {
      state.turns.set(feature.key, next);
      return line;
    }
  }
  return undefined;
}

function neutralLine(words: number, state: WriterState): string {
  while (state.neutral < NEUTRAL.length) {
    const line = ranked(NEUTRAL[state.neutral]!, words)[0]!;
    state.neutral += 1;
    if (!state.said.has(line)) return line;
  }
  return '';
}

function shotLine(shot: ShotNote, index: number, state: WriterState): string {
  if (!(shot.durationS >= MIN_SPOKEN_SHOT_S)) return '';
  const words = wordsFor(shotSpeechSeconds(shot.durationS));
  const text = shot.description ?? '';
  const feature = featureOf(text);
  const line = (feature ? featureLine(feature, words, state) : undefined) ?? neutralLine(words, state);
  if (!line) return '';
  // The light remark only when there is time for it as a second short sentence, never every shot,
  // never after a line that already speaks of light or of the outdoors, and once each.
  const light = LIGHT.find(({ pattern }) => pattern.test(text));
  const outdoors = /outdoor|outside|garden|street|view|pool|terrace/i.test(line);
  if (!light || index % 2 !== 0 || outdoors || /\blight\b/i.test(line) || state.said.has(light.line))
    return line;
  if (countWords(line) + countWords(light.line) > words) return line;
  state.said.add(light.line);
  return `${line} ${light.line}`;
}

/** The agent's extra words for the outro: whole sentences up to `maxWords`, none about a price when unbranded. */
function extraSentences(text: string, maxWords: number, branded: boolean): string | undefined {
  const kept: string[] = [];
  let words = 0;
  for (const raw of splitSentences(text)) {
    const sentence = /[.!?]$/.test(raw) ? raw : `${raw}.`;
    if (!branded && isPriceSentence(sentence)) continue;
    const n = countWords(sentence);
    if (words + n > maxWords) break;
    kept.push(sentence);
    words += n;
  }
  return kept.length > 0 ? kept.join(' ') : undefined;
}

/**
 * The intro's line: the welcome alone, short enough to be said in the intro's 4 s: the street and
 * the suburb (the state and the type of property when the words allow, at most INTRO_MAX_WORDS).
 */
export function introLine(facts: ListingFacts): string {
  const parts = facts.address
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[,.]$/, '')
    .split(/\s*,\s*/)
    .filter(Boolean);
  const street = parts[0] ?? '';
  // "Bondi NSW": the suburb without the state's abbreviation.
  const suburb = (parts[1] ?? '').replace(/\s+[A-Z]{2,3}$/, '');
  const type = typePhrase(facts.realEstateType);
  const candidates = [
    street && suburb ? `Welcome to ${street}, ${suburb}.` : '',
    street ? `Welcome to ${street}.` : '',
    `Welcome to ${type.noun} ${type.promise}.`,
  ].filter(Boolean);
  return candidates.find((line) => countWords(line) <= INTRO_MAX_WORDS) ?? candidates.at(-1)!;
}

/** The outro card's line: the agent's first extra sentences, the price (branded only), the call to action. */
export function outroLine(facts: ListingFacts, branded = true): string {
  const extra = facts.additionalInfo ? extraSentences(facts.additionalInfo, 15, branded) : undefined;
  const price = facts.price && branded ? priceSentence(facts.price) : undefined;
  return [extra, price, CALL_TO_ACTION].filter(Boolean).join(' ');
}

/** The script's lines, one per segment (planScriptSegments): `shots.length + 2`, an empty line a silent segment. */
export function writeScriptLines(request: ScriptRequest): string[] {
  const state: WriterState = { turns: new Map(), neutral: 0, said: new Set(), previous: [] };
  const shots = request.shots.map((shot, index) => {
    const line = shotLine(shot, index, state);
    state.previous = splitSentences(line);
    for (const sentence of state.previous) state.said.add(sentence);
    return line;
  });
  return [introLine(request.facts), ...shots, outroLine(request.facts, request.branded !== false)];
}

/** The script as the project stores it: its lines (writeScriptLines) joined by "\n". */
export function writeListingScript(request: ScriptRequest): string {
  return writeScriptLines(request).join('\n');
}
