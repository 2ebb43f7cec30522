// The narration planned with the picture (pure): which spoken sentence belongs to which segment of
// the timeline, how long each segment must last to say its words, and where each sentence sits in
// the video. A script written one line per segment (intro card, each shot, outro card) is spoken
// by the voiceover with each sentence tagged by its segment; here every segment owns its words:
// - the intro card lasts as long as its words (never shorter than its template);
// - a shot's sentence starts once the shot has faded in and ends before the next fade starts; a
//   shot too short for its words plays slower (down to 0.5x), then holds its last frame;
// - the outro card lasts as long as its words.
// A voiceover spoken without segments (a one-paragraph script) is one narration from the first
// shot on, the outro lengthened until it ends. The unbranded video leaves out every sentence
// that names the price or the agent and closes the timeline up.
import type { PlacedSentence, SegmentKey, SpokenWord } from '@platform/jobs';
import {
  RENDER_FPS,
  planTimeline,
  wantedOverlapS,
  type TimelinePlan,
  type TimelineShot,
} from '@platform/listing';

/** A breath after a segment is fully on screen before its words start. */
export const LEAD_S = 0.2;
/** Before the next segment starts fading in, the words have ended. */
export const TAIL_S = 0.2;
/** The intro card shows a moment before the welcome. */
export const INTRO_LEAD_S = 0.5;
/** After the last word, before the video ends. */
export const OUTRO_TAIL_S = 0.8;
/** Between two sentences of one segment: the voiceover's own pause. */
export const PAUSE_S = 0.35;
/** The slowest a shot is slowed down to fit its words (unless the client chose slower). */
export const SLOWEST_SPEED = 0.5;

/** A sentence as the voiceover spoke it (its metadata): audio times, segment, words. */
export interface SpokenSentence {
  text: string;
  startS: number;
  endS: number;
  segment: SegmentKey | null;
  words: SpokenWord[] | null;
}

/** The project's price and agent, as an unbranded video must not say them. */
export interface BrandTerms {
  price: string | null;
  agent: { name: string | null; phone: string | null; email: string | null } | null;
}

export interface NarratedShot extends TimelineShot {
  id: string;
}

export interface NarrationRequest {
  introS: number;
  outroS: number;
  shots: readonly NarratedShot[];
  /** The voiceover's sentences in the order spoken; empty without a voiceover. */
  sentences: readonly SpokenSentence[];
  branded: boolean;
  brand: BrandTerms;
}

export interface NarrationPlan {
  introS: number;
  outroS: number;
  /** The shots as they play: speed lowered and on-screen length set where words need it. */
  shots: TimelineShot[];
  timeline: TimelinePlan;
  sentences: PlacedSentence[];
  /** True when the sentences were placed by segment (a script written one line per segment). */
  planned: boolean;
}

const FRAME_S = 1 / RENDER_FPS;
const ceilFrames = (seconds: number): number => Math.ceil(seconds * RENDER_FPS - 1e-6) / RENDER_FPS;
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

/** Seconds a run of sentences takes to say, with the pause between them. */
const speechS = (sentences: readonly SpokenSentence[]): number =>
  sentences.length === 0
    ? 0
    : sentences.reduce((sum, s) => sum + (s.endS - s.startS), 0) + PAUSE_S * (sentences.length - 1);

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

/** A shot slowed (down to 0.5x, or the client's own slower speed) and then held, to last `neededS`. */
function lengthened(shot: NarratedShot, neededS: number): TimelineShot {
  const range = shot.endS - shot.startS;
  const { id: _id, ...timelineShot } = shot;
  if (range / shot.speed >= neededS) return timelineShot;
  const slowest = Math.min(shot.speed, SLOWEST_SPEED);
  const speed = Math.max(slowest, Math.floor((range / neededS) * 10_000) / 10_000);
  return { ...timelineShot, speed, durationS: ceilFrames(neededS) };
}

export function planNarration(request: NarrationRequest): NarrationPlan {
  const kept = request.branded
    ? request.sentences
    : request.sentences.filter((s) => !mentionsBrand(s.text, request.brand));
  const planned = kept.length > 0 && kept.every((s) => s.segment !== null);
  return planned ? bySegment(request, kept) : asOneNarration(request, kept);
}

function bySegment(request: NarrationRequest, sentences: readonly SpokenSentence[]): NarrationPlan {
  const words = (key: string) => sentences.filter((s) => s.segment === key);
  const intro = words('intro');
  const outro = words('outro');
  const shotWords = request.shots.map((shot) => words(`shot:${shot.id}`));
  // What each join asks for; the timeline never overlaps more, so these windows are safe.
  const overlapInto = (index: number) => wantedOverlapS(request.shots[index]?.transition ?? 'fade');
  const introS = Math.max(
    request.introS,
    ceilFrames(INTRO_LEAD_S + speechS(intro) + TAIL_S + overlapInto(0)),
  );
  const outroS = Math.max(
    request.outroS,
    ceilFrames(wantedOverlapS('fade') + LEAD_S + speechS(outro) + OUTRO_TAIL_S),
  );
  const shots = request.shots.map((shot, index) => {
    const said = shotWords[index]!;
    if (said.length === 0) return lengthened(shot, 0);
    return lengthened(
      shot,
      overlapInto(index) + LEAD_S + speechS(said) + TAIL_S + overlapInto(index + 1) + FRAME_S,
    );
  });
  const timeline = planTimeline({ introS, outroS, shots });
  const segments = timeline.segments;
  const placed: PlacedSentence[] = [];
  // Each segment's words end before the next segment starts to fade in (the card's: before the end).
  const windowEnd = (k: number) => (k + 1 < segments.length ? segments[k + 1]!.startS : timeline.totalS);
  placed.push(...place(intro, INTRO_LEAD_S, () => windowEnd(0)));
  shotWords.forEach((said, index) => {
    const segment = segments[index + 1]!;
    placed.push(...place(said, segment.startS + segment.overlapS + LEAD_S, () => windowEnd(index + 1)));
  });
  const last = segments.length - 1;
  placed.push(
    ...place(outro, segments[last]!.startS + segments[last]!.overlapS + LEAD_S, () => timeline.totalS),
  );
  return { introS, outroS, shots, timeline, sentences: placed, planned: true };
}

/** One narration from the first shot on; the outro lasts until it has ended. */
function asOneNarration(request: NarrationRequest, sentences: readonly SpokenSentence[]): NarrationPlan {
  const shots = request.shots.map((shot) => lengthened(shot, 0));
  let timeline = planTimeline({ introS: request.introS, outroS: request.outroS, shots });
  const startS = timeline.shotsStartS;
  const overrun = startS + speechS(sentences) + OUTRO_TAIL_S - timeline.totalS;
  const outroS = overrun > 0 ? ceilFrames(request.outroS + overrun) : request.outroS;
  if (overrun > 0) timeline = planTimeline({ introS: request.introS, outroS, shots });
  const placed = place(sentences, startS, () => timeline.totalS);
  // A caption stays up until the next sentence starts, at the latest.
  placed.forEach((sentence, index) => {
    const next = placed[index + 1];
    if (next) sentence.until_s = next.at_s;
  });
  return { introS: request.introS, outroS, shots, timeline, sentences: placed, planned: false };
}
