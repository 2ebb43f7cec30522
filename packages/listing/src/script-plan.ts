// The script's plan: one line per segment of the video's timeline (the intro card, each shot in
// order, the outro card), how many words each segment has time for, and what makes a script's
// lines wrong for a project. The built-in writer (listing-script.writer.ts) and a language
// model's lines are both held to it.
import type { LandSizeUnit } from './project-choices.ts';
import { isPriceSentence } from './price-sentences.ts';
import { roomsDescribed, roomsNamed } from './script-phrases.ts';
import { splitSentences } from './sentences.ts';

export const WORDS_PER_SECOND = 2.5;
/**
 * Seconds of a shot the voice cannot use: its sentence starts after the 0.5 s fade-in and ends
 * before the 0.5 s fade-out, with a little air.
 */
export const SHOT_SPEECH_MARGIN_S = 1.2;
/** A shot shorter than this gets a silent (empty) line from the built-in writer. */
export const MIN_SPOKEN_SHOT_S = 1.5;
/** The words a shot line may always have: a short phrasing fits 3 or 4 (the render then lengthens the shot). */
export const MIN_SHOT_WORDS = 4;
/**
 * Guides for the cards: the intro is the hook, the welcome alone, said within its 4 s (the key
 * facts are on screen, not spoken); the outro lasts as long as its words.
 */
export const INTRO_MAX_WORDS = 8;
export const OUTRO_MAX_WORDS = 25;
export const CALL_TO_ACTION = 'Book your inspection today.';

export interface ListingFacts {
  address: string;
  /** `house`, `apartment`, `townhouse`, ... as the project stores it. */
  realEstateType?: string | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  parkingSpaces?: number | null;
  /** Decimal string, e.g. "612.5". */
  landSize?: string | null;
  landSizeUnit?: LandSizeUnit | null;
  /** The price as the agent shows it: a plain amount ("2450000", "$2,450,000") is written "$2,450,000"; any other text ("Offers over $1.2m", "Auction") is kept. */
  price?: string | null;
  additionalInfo?: string | null;
}

export interface ShotNote {
  /**
   * What the shot shows, as words: the client's words, the image-to-text description and the
   * photo's name, most trusted first (a room named anywhere in it counts); null when nothing is known.
   */
  description: string | null;
  /** Seconds the shot is on screen. */
  durationS: number;
}

export interface ScriptRequest {
  facts: ListingFacts;
  shots: readonly ShotNote[];
  /** Length of the video, seconds (for a language model's prompt; each line is paced to its own segment). */
  durationS: number;
  /** The unbranded variant says no price. */
  branded?: boolean;
}

/** One line of the script: the segment of the timeline it is spoken over. */
export interface ScriptSegment {
  kind: 'intro' | 'shot' | 'outro';
  /** The shot's index in shot order; null for the cards. */
  shotIndex: number | null;
  /** What the shot shows (see ShotNote); null for the cards. */
  description: string | null;
  /** Seconds the voice has for the line: a shot's time on screen less its fades; null for a card, which lasts as long as its words. */
  seconds: number | null;
  /** The words the line should keep to: the seconds at WORDS_PER_SECOND (a shot: at least 0), or the card's guide. */
  maxWords: number;
}

export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Seconds the voice has over a shot on screen `durationS` seconds: after its fade-in, before its fade-out. */
export function shotSpeechSeconds(durationS: number): number {
  return Math.max(0, durationS - SHOT_SPEECH_MARGIN_S);
}

/** The words that fit in `seconds` at WORDS_PER_SECOND. */
export function wordsFor(seconds: number): number {
  return Math.max(0, Math.floor(seconds * WORDS_PER_SECOND + 1e-9));
}

/** The script's segments, one per line: the intro card, each shot in order, the outro card. */
export function planScriptSegments(request: Pick<ScriptRequest, 'shots'>): ScriptSegment[] {
  return [
    { kind: 'intro', shotIndex: null, description: null, seconds: null, maxWords: INTRO_MAX_WORDS },
    ...request.shots.map((shot, index) => {
      const seconds = shotSpeechSeconds(shot.durationS);
      return {
        kind: 'shot' as const,
        shotIndex: index,
        description: shot.description,
        seconds,
        maxWords: wordsFor(seconds),
      };
    }),
    { kind: 'outro', shotIndex: null, description: null, seconds: null, maxWords: OUTRO_MAX_WORDS },
  ];
}

/** The words a line of the segment may have before it is too long for its time: ~30% over, and a shot at least MIN_SHOT_WORDS. */
export function wordLimit(segment: ScriptSegment): number {
  const over = Math.floor(segment.maxWords * 1.3);
  return segment.kind === 'shot' ? Math.max(MIN_SHOT_WORDS, over) : over;
}

/**
 * What is wrong with a script's lines for this request (empty: nothing): one line per segment, no
 * line much longer than its time allows, no price anywhere when unbranded, no shot line naming a
 * room its description does not, and an intro and an outro that say something.
 */
export function scriptProblems(request: ScriptRequest, lines: readonly string[]): string[] {
  const segments = planScriptSegments(request);
  if (lines.length !== segments.length)
    return [
      `${lines.length} lines for ${segments.length} segments (the intro, ${request.shots.length} shots, the outro).`,
    ];
  const problems: string[] = [];
  segments.forEach((segment, index) => {
    const line = lines[index]!;
    const what =
      segment.kind === 'shot'
        ? `shot ${segment.shotIndex! + 1} (line ${index + 1})`
        : `the ${segment.kind} (line ${index + 1})`;
    const words = countWords(line);
    if (segment.kind !== 'shot' && words === 0) problems.push(`${what} is empty.`);
    if (words > wordLimit(segment))
      problems.push(`${what} has ${words} words, at most ${wordLimit(segment)}.`);
    if (request.branded === false && splitSentences(line).some(isPriceSentence))
      problems.push(`${what} speaks of a price in the unbranded script.`);
    if (segment.kind === 'shot') {
      const shown = new Set(roomsDescribed(segment.description));
      const unseen = roomsNamed(line).filter((room) => !shown.has(room));
      if (unseen.length > 0)
        problems.push(`${what} names ${unseen.join(', ')}, which the shot's description does not.`);
    }
  });
  return problems;
}
