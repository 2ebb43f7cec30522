// The narration planned with the picture (pure): which spoken sentence belongs to which segment of
// the timeline, how long each segment must last to say its words, and where each sentence sits in
// the video. A script written one line per segment (intro, each shot, outro card) is spoken by the
// voiceover with each sentence tagged by its segment; here every segment owns its words:
// - the intro is the hook: the hero shot's (the first shot's) own moving video under the title,
//   as long as the welcome (at least its template's length); its clip runs on into the first shot;
// - a shot's sentence starts once the shot has faded in and ends before the next fade starts; a
//   shot too short for its words plays slower (shot-lengths.ts): the picture never stops;
// - the outro card, over the last shot's video dimmed, lasts as long as its words.
// A target length (`targetS`) is met within a frame or two: cards at their minimum, shots trimmed
// or stretched within bounds, and sentences left out in a written order of priority
// (`DROP_ORDER`) until the rooms fit; a target no plan can meet is a TargetLengthError naming the
// lengths that work. A voiceover spoken without segments (a one-paragraph script) is one narration
// from the first shot on. The unbranded video leaves out every sentence that names the price or
// the agent and closes the timeline up.
import type { PlacedSentence, SegmentKey, SpokenWord } from '@platform/jobs';
import { planTimeline, type TimelinePlan, type TimelineShot } from '@platform/listing';
import { ceilFrames, type CardClip } from './shot-lengths.ts';
import {
  INTRO_LEAD_S,
  LEAD_S,
  OUTRO_TAIL_S,
  PAUSE_S,
  nextToDrop,
  naturalLengths,
  playedShots,
  reachable,
  speechS,
  targetLengths,
  wordsBySegment,
  type NarratedShot,
  type SpokenSentence,
} from './segment-lengths.ts';

export {
  INTRO_LEAD_S,
  INTRO_MAX_S,
  INTRO_MIN_S,
  LEAD_S,
  OUTRO_MAX_BEYOND_S,
  OUTRO_MIN_S,
  OUTRO_TAIL_S,
  PAUSE_S,
  TAIL_S,
  DROP_ORDER,
  TargetLengthError,
  type NarratedShot,
  type SpokenSentence,
} from './segment-lengths.ts';

/** The project's price and agent, as an unbranded video must not say them. */
export interface BrandTerms {
  price: string | null;
  agent: { name: string | null; phone: string | null; email: string | null } | null;
}

export interface NarrationRequest {
  /** The cards' templates' own lengths: the least they last without a target. */
  introS: number;
  outroS: number;
  shots: readonly NarratedShot[];
  /** The voiceover's sentences in the order spoken; empty without a voiceover. */
  sentences: readonly SpokenSentence[];
  branded: boolean;
  brand: BrandTerms;
  /** The length the video should have, seconds; null: as long as the narration needs. */
  targetS?: number | null;
}

export interface NarrationPlan {
  introS: number;
  outroS: number;
  /** The shots as they play: trimmed, or slowed and lengthened where words need it. */
  shots: TimelineShot[];
  timeline: TimelinePlan;
  sentences: PlacedSentence[];
  /** True when the sentences were placed by segment (a script written one line per segment). */
  planned: boolean;
  /** The hero's clip under the intro's title, and the last shot's under the outro card. */
  introClip: CardClip;
  outroClip: CardClip;
}

const round = (value: number): number => Math.round(value * 1e6) / 1e6;

/** The voiceover metadata's `sentences`, read defensively (older voiceovers have no segments or words). */
export function spokenSentencesOf(metadata: Readonly<Record<string, unknown>>): SpokenSentence[] {
  const raw = Array.isArray(metadata.sentences) ? (metadata.sentences as unknown[]) : [];
  const segment = /^(intro|outro|shot:[0-9a-f-]{36})$/;
  return raw.flatMap((item) => {
    if (item === null || typeof item !== 'object') return [];
    const s = item as Record<string, unknown>;
    if (
      typeof s.text !== 'string' ||
      s.text.trim() === '' ||
      typeof s.start_s !== 'number' ||
      typeof s.end_s !== 'number' ||
      !(s.end_s > s.start_s)
    )
      return [];
    const words = Array.isArray(s.words)
      ? (s.words as unknown[]).filter(
          (w): w is SpokenWord =>
            w !== null &&
            typeof w === 'object' &&
            typeof (w as SpokenWord).text === 'string' &&
            typeof (w as SpokenWord).start_s === 'number' &&
            typeof (w as SpokenWord).end_s === 'number',
        )
      : null;
    return [
      {
        text: s.text.trim(),
        startS: s.start_s,
        endS: s.end_s,
        segment: typeof s.segment === 'string' && segment.test(s.segment) ? (s.segment as SegmentKey) : null,
        words: words && words.length > 0 ? words : null,
      },
    ];
  });
}

const digitsOf = (text: string): string => text.replace(/\D/g, '');
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const containsWords = (text: string, phrase: string): boolean =>
  new RegExp(`(^|\\W)${escape(phrase.trim())}($|\\W)`, 'i').test(text);

/**
 * Whether a sentence says the price or names the agent: a currency amount, the words of a price
 * ("offered at", "auction", "price guide"), the project's price text or its digits, the agent's
 * name, phone or email. Listing portals reject an unbranded video that says any of them.
 */
export function mentionsBrand(sentence: string, brand: BrandTerms): boolean {
  if (
    /[$€£]\s?\d/.test(sentence) ||
    /\b(price[ds]?|pricing|offered at|offers (over|above|from|around)|auction|asking|for sale by)\b/i.test(
      sentence,
    )
  )
    return true;
  const digits = digitsOf(sentence);
  const price = brand.price?.trim() ?? '';
  if (price.length >= 3 && containsWords(sentence, price)) return true;
  if (digitsOf(price).length >= 4 && digits.includes(digitsOf(price))) return true;
  const agent = brand.agent;
  if (!agent) return false;
  if (agent.email && (sentence.toLowerCase().includes(agent.email.toLowerCase()) || /\S@\S/.test(sentence)))
    return true;
  if (agent.phone && digitsOf(agent.phone).length >= 6 && digits.includes(digitsOf(agent.phone))) return true;
  const name = agent.name?.trim() ?? '';
  if (name && containsWords(sentence, name)) return true;
  // The surname alone ("call Ms Nguyen"): a name part of a few letters could be an ordinary word.
  const parts = name.split(/\s+/).filter((part) => part.length >= 4);
  return parts.length > 1 && parts.slice(1).some((part) => containsWords(sentence, part));
}

/** Places `sentences` one after the other from `startS`, each shown no later than `untilS`. */
function place(
  sentences: readonly SpokenSentence[],
  startS: number,
  untilS: (index: number, atS: number) => number,
): PlacedSentence[] {
  let at = startS;
  return sentences.map((s, index) => {
    const placed: PlacedSentence = {
      text: s.text,
      from_s: round(s.startS),
      to_s: round(s.endS),
      at_s: round(at),
      until_s: round(untilS(index, at)),
      ...(s.words ? { words: s.words } : {}),
    };
    at += s.endS - s.startS + PAUSE_S;
    return placed;
  });
}

function planOf(
  lengths: { introS: number; outroS: number },
  played: { shots: TimelineShot[]; introClip: CardClip; outroClip: CardClip },
  timeline: TimelinePlan,
  sentences: PlacedSentence[],
  planned: boolean,
): NarrationPlan {
  const { introClip, outroClip, shots } = played;
  return {
    introS: lengths.introS,
    outroS: lengths.outroS,
    shots,
    timeline,
    sentences,
    planned,
    introClip,
    outroClip,
  };
}

export function planNarration(request: NarrationRequest): NarrationPlan {
  if (request.shots.length === 0) throw new RangeError('a listing video needs at least one shot');
  const kept = request.branded
    ? request.sentences
    : request.sentences.filter((s) => !mentionsBrand(s.text, request.brand));
  const planned = kept.length > 0 && kept.every((s) => s.segment !== null);
  return planned ? bySegment(request, kept) : asOneNarration(request, kept);
}

function bySegment(request: NarrationRequest, sentences: readonly SpokenSentence[]): NarrationPlan {
  let kept = [...sentences];
  let words = wordsBySegment(request, kept);
  let lengths = naturalLengths(request, words);
  const targetS = request.targetS ?? null;
  if (targetS !== null) {
    for (;;) {
      const fitted = targetLengths(request, words, targetS);
      if ('lengths' in fitted) {
        lengths = fitted.lengths;
        break;
      }
      const drop = 'short' in fitted ? nextToDrop(words) : undefined;
      if (!drop) throw reachable(request);
      kept = kept.filter((s) => s !== drop);
      words = wordsBySegment(request, kept);
    }
  }
  const played = playedShots(request, lengths);
  const timeline = planTimeline({ introS: lengths.introS, outroS: lengths.outroS, shots: played.shots });
  const segments = timeline.segments;
  const placed: PlacedSentence[] = [];
  // Each segment's words end before the next segment starts to fade in (the card's: before the end).
  const windowEnd = (k: number) => (k + 1 < segments.length ? segments[k + 1]!.startS : timeline.totalS);
  placed.push(...place(words.intro, INTRO_LEAD_S, () => windowEnd(0)));
  words.shots.forEach((said, index) => {
    const segment = segments[index + 1]!;
    placed.push(...place(said, segment.startS + segment.overlapS + LEAD_S, () => windowEnd(index + 1)));
  });
  const last = segments.length - 1;
  placed.push(
    ...place(words.outro, segments[last]!.startS + segments[last]!.overlapS + LEAD_S, () => timeline.totalS),
  );
  return planOf(lengths, played, timeline, placed, true);
}

/** One narration from the first shot on; the outro lasts until it has ended (or, to a target, the words are cut). */
function asOneNarration(request: NarrationRequest, sentences: readonly SpokenSentence[]): NarrationPlan {
  const none = wordsBySegment(request, []);
  const targetS = request.targetS ?? null;
  let lengths = naturalLengths(request, none);
  if (targetS !== null) {
    const fitted = targetLengths(request, none, targetS);
    if (!('lengths' in fitted)) throw reachable({ ...request, sentences: [] });
    lengths = fitted.lengths;
  }
  let played = playedShots(request, lengths);
  let timeline = planTimeline({ introS: lengths.introS, outroS: lengths.outroS, shots: played.shots });
  const startS = timeline.shotsStartS;
  let kept = [...sentences];
  if (targetS !== null)
    while (kept.length > 0 && startS + speechS(kept) + OUTRO_TAIL_S > timeline.totalS)
      kept = kept.slice(0, -1);
  const overrun = startS + speechS(kept) + OUTRO_TAIL_S - timeline.totalS;
  if (overrun > 0) {
    lengths = { ...lengths, outroS: ceilFrames(lengths.outroS + overrun) };
    played = playedShots(request, lengths);
    timeline = planTimeline({ introS: lengths.introS, outroS: lengths.outroS, shots: played.shots });
  }
  const placed = place(kept, startS, () => timeline.totalS);
  // A caption stays up until the next sentence starts, at the latest.
  placed.forEach((sentence, index) => {
    const next = placed[index + 1];
    if (next) sentence.until_s = next.at_s;
  });
  return planOf(lengths, played, timeline, placed, false);
}
