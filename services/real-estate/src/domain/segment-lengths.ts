// How long each segment of the listing video lasts for the words it says (pure): the least each
// card and shot needs, the lengths with no target (every clip at least its own length), and the
// lengths that make a target, with the order in which a cut leaves sentences out until the rooms
// fit (DROP_ORDER). narration-plan.ts places the words on the timeline these lengths give.
import { wantedOverlapS, isPriceSentence, RENDER_FPS, type TimelineShot } from '@platform/listing';
import type { SegmentKey, SpokenWord } from '@platform/jobs';
import {
  MIN_SHOT_S,
  ceilFrames,
  heroSplit,
  longestS,
  naturalS,
  outroClip,
  shotLasting,
  type CardClip,
  type ClipShot,
} from './shot-lengths.ts';

/** A breath after a segment is fully on screen before its words start. */
export const LEAD_S = 0.2;
/** Before the next segment starts fading in, the words have ended. */
export const TAIL_S = 0.2;
/** The title is read a moment before the welcome starts. */
export const INTRO_LEAD_S = 0.3;
/** After the last word, before the video ends: no word in the last half second, and a breath. */
export const OUTRO_TAIL_S = 0.8;
/** Between two sentences of one segment: the voiceover's own pause. */
export const PAUSE_S = 0.35;
/** The cards' shortest in a cut to a target length (the templates' own lengths otherwise). */
export const INTRO_MIN_S = 2;
export const OUTRO_MIN_S = 3;
/** The outro lasts at most this much beyond its words, however long the target. */
export const OUTRO_MAX_BEYOND_S = 5;
/** The intro lasts at most this long when a target asks for more time. */
export const INTRO_MAX_S = 4;

/** A sentence as the voiceover spoke it (its metadata): audio times, segment, words. */
export interface SpokenSentence {
  text: string;
  startS: number;
  endS: number;
  segment: SegmentKey | null;
  words: SpokenWord[] | null;
}

export type NarratedShot = ClipShot;

/** What the lengths depend on: the shots, the cards' own lengths, the sentences said. */
export interface LengthsRequest {
  introS: number;
  outroS: number;
  shots: readonly NarratedShot[];
  sentences: readonly SpokenSentence[];
}

/** A target length no plan of these shots can meet: the lengths that do work, whole seconds. */
export class TargetLengthError extends Error {
  readonly shortestS: number;
  readonly longestS: number;
  constructor(shortestS: number, longestS: number) {
    super(`a target length from ${shortestS} to ${longestS} s works for these shots`);
    this.shortestS = shortestS;
    this.longestS = longestS;
  }
}

const FRAME_S = 1 / RENDER_FPS;

/** Seconds a run of sentences takes to say, with the pause between them. */
export const speechS = (sentences: readonly SpokenSentence[]): number =>
  sentences.length === 0
    ? 0
    : sentences.reduce((sum, s) => sum + (s.endS - s.startS), 0) + PAUSE_S * (sentences.length - 1);

/** The sentences of each segment: the intro's, each shot's (in shot order), the outro's. */
export interface SegmentWords {
  intro: SpokenSentence[];
  shots: SpokenSentence[][];
  outro: SpokenSentence[];
}

export function wordsBySegment(request: LengthsRequest, sentences: readonly SpokenSentence[]): SegmentWords {
  const of = (key: string) => sentences.filter((s) => s.segment === key);
  return {
    intro: of('intro'),
    shots: request.shots.map((shot) => of(`shot:${shot.id}`)),
    outro: of('outro'),
  };
}

/**
 * What a cut to a target length leaves out first, one sentence at a time, until the shots fit:
 * the agent's extra words on the outro, a shot's second sentence (the light remark), the call to
 * action (the card shows it), then the rooms' sentences from the last shot back, then the price
 * (the card shows it too). The welcome always stays: it is the hook.
 */
export const DROP_ORDER = [
  'outro extras',
  'second sentences',
  'call to action',
  'room sentences, last shot first',
  'price',
] as const;

export function nextToDrop(words: SegmentWords): SpokenSentence | undefined {
  const outro = words.outro;
  const cta = outro.at(-1);
  const price = outro.find(
    (s) => s !== cta && (isPriceSentence(s.text) || /^offered at|^price guide/i.test(s.text)),
  );
  const extras = outro.filter((s) => s !== cta && s !== price);
  if (extras.length > 0) return extras.at(-1);
  for (let i = words.shots.length - 1; i >= 0; i -= 1)
    if (words.shots[i]!.length > 1) return words.shots[i]!.at(-1);
  if (cta && (price || outro.length > 1)) return cta;
  for (let i = words.shots.length - 1; i >= 0; i -= 1)
    if (words.shots[i]!.length > 0) return words.shots[i]![0];
  return price ?? (cta && outro.length === 1 ? cta : undefined);
}

/** The overlap of the join into shot `index` (0: the cut from the intro, the hero's clip running on). */
export function joinInto(shots: readonly NarratedShot[], index: number): number {
  if (index === 0) return FRAME_S;
  return wantedOverlapS(index < shots.length ? shots[index]!.transition : 'fade');
}

interface Lengths {
  introS: number;
  outroS: number;
  /** Each shot's time on screen, overlaps included. */
  shotS: number[];
}

/** The least each segment needs for its words. */
export function needs(request: LengthsRequest, words: SegmentWords): Lengths {
  const shots = request.shots;
  return {
    introS: ceilFrames(INTRO_LEAD_S + speechS(words.intro) + TAIL_S + joinInto(shots, 0)),
    outroS: ceilFrames(wantedOverlapS('fade') + LEAD_S + speechS(words.outro) + OUTRO_TAIL_S),
    shotS: shots.map((_shot, index) =>
      words.shots[index]!.length === 0
        ? 0
        : joinInto(shots, index) +
          LEAD_S +
          speechS(words.shots[index]!) +
          TAIL_S +
          joinInto(shots, index + 1) +
          FRAME_S,
    ),
  };
}

/** Seconds of a shot's own clip after the intro took its part (the hero's is shared). */
export const ownS = (
  shots: readonly NarratedShot[],
  index: number,
  introS: number,
  of: (s: NarratedShot) => number,
) => (index === 0 ? of(shots[0]!) - introS + FRAME_S : of(shots[index]!));

export const totalOf = (request: LengthsRequest, lengths: Lengths): number => {
  const joins = request.shots.reduce((sum, _shot, index) => sum + joinInto(request.shots, index), 0);
  return (
    lengths.introS +
    lengths.shotS.reduce((sum, s) => sum + s, 0) +
    lengths.outroS -
    joins -
    wantedOverlapS('fade')
  );
};

/**
 * The lengths as long as the words need, every clip at least its own length: no target. The
 * hero's shot keeps at least MIN_SHOT_S after the intro, however much of its clip the intro
 * took (its clip then plays slower across both).
 */
export function naturalLengths(request: LengthsRequest, words: SegmentWords): Lengths {
  const need = needs(request, words);
  const introS = Math.max(request.introS, need.introS);
  return {
    introS,
    outroS: Math.max(request.outroS, need.outroS),
    shotS: need.shotS.map((s, index) =>
      Math.max(s, ownS(request.shots, index, introS, naturalS), index === 0 ? MIN_SHOT_S : 0),
    ),
  };
}

/**
 * The lengths that make `targetS`, with these words, or what the nearest reachable lengths are:
 * cards at their minimum, each shot between its words' need (at least MIN_SHOT_S) and its clip at
 * half speed, moved from its natural length in proportion.
 */
export function targetLengths(
  request: LengthsRequest,
  words: SegmentWords,
  targetS: number,
): { lengths: Lengths } | { short: number } | { long: number } {
  const need = needs(request, words);
  const introS = Math.max(INTRO_MIN_S, need.introS);
  const natural = naturalLengths(request, words);
  const lo = need.shotS.map((s) => Math.max(s, MIN_SHOT_S));
  const hi = lo.map((s, index) => Math.max(s, ownS(request.shots, index, introS, longestS)));
  const nat = natural.shotS.map((s, index) => Math.min(hi[index]!, Math.max(lo[index]!, s)));
  const sum = (values: readonly number[]) => values.reduce((total, s) => total + s, 0);
  const shortest = totalOf(request, { introS, outroS: Math.max(OUTRO_MIN_S, need.outroS), shotS: lo });
  if (shortest > targetS + 0.5) return { short: shortest };
  const outroMax = need.outroS + OUTRO_MAX_BEYOND_S;
  const longest = totalOf(request, {
    introS: Math.max(introS, INTRO_MAX_S),
    outroS: Math.max(outroMax, OUTRO_MIN_S),
    shotS: hi,
  });
  if (longest < targetS - 0.5) return { long: longest };
  // The cards at their least; the shots take the rest, then the outro (up to its bound), the intro.
  let outroS = Math.max(OUTRO_MIN_S, need.outroS);
  let intro = introS;
  const fixed = (i: number, o: number) => totalOf(request, { introS: i, outroS: o, shotS: lo.map(() => 0) });
  let budget = targetS - fixed(intro, outroS);
  if (budget > sum(hi)) {
    outroS = Math.min(Math.max(outroMax, OUTRO_MIN_S), outroS + (budget - sum(hi)));
    budget = targetS - fixed(intro, outroS);
    if (budget > sum(hi)) intro = Math.min(Math.max(intro, INTRO_MAX_S), intro + (budget - sum(hi)));
    budget = targetS - fixed(intro, outroS);
  }
  const shotS =
    budget <= sum(nat)
      ? nat.map((n, i) => lo[i]! + (n - lo[i]!) * ratio(budget - sum(lo), sum(nat) - sum(lo)))
      : nat.map((n, i) => n + (hi[i]! - n) * ratio(budget - sum(nat), sum(hi) - sum(nat)));
  return { lengths: { introS: intro, outroS, shotS: shotS.map(ceilFrames) } };
}

export const ratio = (part: number, whole: number): number =>
  whole <= 1e-9 ? 0 : Math.min(1, Math.max(0, part / whole));

/** The shots as they play for these lengths, the hero's clip split between the intro and the first. */
export function playedShots(
  request: LengthsRequest,
  lengths: Lengths,
): { shots: TimelineShot[]; introClip: CardClip; outroClip: CardClip } {
  const shots = request.shots;
  const hero = heroSplit(shots[0]!, lengths.introS, lengths.shotS[0]!, joinInto(shots, 0));
  return {
    shots: shots.map((shot, index) => (index === 0 ? hero.first : shotLasting(shot, lengths.shotS[index]!))),
    introClip: hero.intro,
    outroClip: outroClip(shots.at(-1)!, shots.length - 1, lengths.outroS),
  };
}

/** The lengths a target may have for these shots: with every droppable sentence left out, and with all. */
export function reachable(request: LengthsRequest): TargetLengthError {
  const welcome = request.sentences.filter((s) => s.segment === 'intro');
  const fewest = wordsBySegment(request, welcome);
  const need = needs(request, fewest);
  const introS = Math.max(INTRO_MIN_S, need.introS);
  const shortest = totalOf(request, {
    introS,
    outroS: Math.max(OUTRO_MIN_S, need.outroS),
    shotS: need.shotS.map((s) => Math.max(s, MIN_SHOT_S)),
  });
  const all = wordsBySegment(request, request.sentences);
  const allNeed = needs(request, all);
  const longest = totalOf(request, {
    introS: Math.max(INTRO_MAX_S, allNeed.introS),
    outroS: allNeed.outroS + OUTRO_MAX_BEYOND_S,
    shotS: allNeed.shotS.map((s, index) =>
      Math.max(s, MIN_SHOT_S, ownS(request.shots, index, Math.max(INTRO_MAX_S, allNeed.introS), longestS)),
    ),
  });
  return new TargetLengthError(Math.ceil(shortest), Math.floor(longest));
}
