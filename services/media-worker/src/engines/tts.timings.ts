// Word timings from the speech engines, pure. festival prints its Word relation (each word's first
// segment start and last segment end) from a Scheme hook; flite prints its segments (phones) with
// their end times, which are cut into words by aligning them with the phones `t2p` (flite's own
// text-to-phones) gives for each word alone. The engine's words are then matched, letter by
// letter, with the words of the normalised text, and every written word gets the span of the
// spoken words it became. Whenever something does not line up, there are no words (the captions
// then share the sentence by characters): never wrong times.
import type { SpeechGroup, TimedWord } from '@platform/listing';

/** A word as the engine said it, seconds in the engine's own audio file; null when it made no sound. */
export interface EngineWord {
  text: string;
  span: { startS: number; endS: number } | null;
}

/** A phone flite spoke and when, seconds in its audio file. */
export interface FliteSegment {
  phone: string;
  startS: number;
  endS: number;
}

/** What the festival Scheme hook prints for each word: `word<TAB>name<TAB>start<TAB>end` ("-" for a silent word). */
export const FESTIVAL_WORD_LINE = 'word';

/** festival's words, from the hook's lines (anything else festival prints is ignored). */
export function parseFestivalWords(stdout: string): EngineWord[] {
  const words: EngineWord[] = [];
  for (const line of stdout.split('\n')) {
    const [tag, text, start, end] = line.split('\t');
    if (tag !== FESTIVAL_WORD_LINE || text === undefined || start === undefined || end === undefined)
      continue;
    if (start.trim() === '-' || end.trim() === '-') {
      words.push({ text, span: null });
      continue;
    }
    const startS = Number(start);
    const endS = Number(end);
    if (!Number.isFinite(startS) || !Number.isFinite(endS) || startS < 0 || endS < startS) return [];
    words.push({ text, span: { startS, endS } });
  }
  return words;
}

/**
 * flite's `-psdur` output: a line per utterance of `phone:end` pairs, times from the utterance's
 * start; the utterances follow each other in the file, so each line starts where the last ended.
 */
export function parseFliteSegments(stdout: string): FliteSegment[] {
  const segments: FliteSegment[] = [];
  let offset = 0;
  for (const line of stdout.split('\n')) {
    const pairs = line.trim().split(/\s+/).filter(Boolean);
    if (pairs.length === 0 || !pairs.every((pair) => /^[a-z0-9_]+:\d+(\.\d+)?$/i.test(pair))) continue;
    let at = 0;
    for (const pair of pairs) {
      const [phone = '', end = ''] = pair.split(':');
      const endS = Number(end);
      if (endS < at) return [];
      segments.push({ phone, startS: offset + at, endS: offset + endS });
      at = endS;
    }
    offset += at;
  }
  return segments;
}

/** A word as the matching sees it: lower-case letters and digits only ("Drive," is "drive", "forty-two" is "fortytwo"). */
export function speechKey(word: string): string {
  return word
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Punctuation a voice does not say, around or instead of a word. */
const UNSPOKEN = /^[.,!?;:"'‘’“”()[\]…–—-]+|[.,!?;:"'‘’“”()[\]…–—-]+$/g;

/**
 * The words of a spoken text as `t2p` pronounces them alone (a hyphen is a space) and its
 * argument: the words separated by commas, so that each ends with a pause. The argument holds only
 * letters, apostrophes, spaces and commas (never an option). Null when a word holds something the
 * voice would read out that a word alone would not show (a digit, "@", "/"): its phones could not
 * be checked.
 */
export function t2pInput(spoken: string): { words: string[]; argument: string } | null {
  const words: string[] = [];
  const parts: string[] = [];
  for (const word of spoken.split(/\s+/).filter(Boolean)) {
    const bare = word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(UNSPOKEN, '');
    if (bare === '') continue;
    if (!/^[A-Za-z]+(?:['’-][A-Za-z]+)*$/.test(bare)) return null;
    words.push(word);
    parts.push(bare.replace(/’/g, "'").replace(/-/g, ' '));
  }
  return { words, argument: parts.join(', ') };
}

/** `t2p`'s phones, one list per word of its argument (the words are separated by pauses); stress marks dropped. */
export function parseT2pWords(stdout: string): string[][] {
  const words: string[][] = [];
  let current: string[] = [];
  for (const phone of stdout.trim().split(/\s+/).filter(Boolean)) {
    if (phone === 'pau') {
      if (current.length > 0) words.push(current);
      current = [];
    } else current.push(phone.replace(/\d+$/, ''));
  }
  if (current.length > 0) words.push(current);
  return words;
}

/**
 * Cuts flite's spoken phones into words: the words' own phones (from `t2p`) are aligned with the
 * spoken ones (an edit distance: in context flite may say a phone differently, "the" before a
 * vowel). More than a few differences, or a word left with no phone: null.
 */
export function fliteWordTimes(
  words: readonly string[],
  wordPhones: readonly string[][],
  segments: readonly FliteSegment[],
): EngineWord[] | null {
  if (words.length === 0 || words.length !== wordPhones.length) return null;
  const expected = wordPhones.flatMap((phones, word) => phones.map((phone) => ({ phone, word })));
  const spoken = segments.filter((s) => s.phone !== 'pau');
  const n = expected.length;
  const m = spoken.length;
  if (n === 0 || m === 0) return null;
  // cost[i][j]: aligning the first i expected phones with the first j spoken ones.
  const cost = Array.from({ length: n + 1 }, (_row, i) =>
    Array.from({ length: m + 1 }, (_cell, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= n; i += 1) {
    for (let j = 1; j <= m; j += 1) {
      const same = expected[i - 1]!.phone === spoken[j - 1]!.phone ? 0 : 1;
      cost[i]![j] = Math.min(cost[i - 1]![j - 1]! + same, cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1);
    }
  }
  if (cost[n]![m]! > Math.max(2, Math.ceil(n * 0.1))) return null;
  // Back through the table: which spoken phone each expected one became (or none).
  const paired: (number | null)[] = new Array<number | null>(n).fill(null);
  for (let i = n, j = m; i > 0 || j > 0;) {
    const here = cost[i]![j]!;
    if (
      i > 0 &&
      j > 0 &&
      here === cost[i - 1]![j - 1]! + (expected[i - 1]!.phone === spoken[j - 1]!.phone ? 0 : 1)
    ) {
      paired[i - 1] = j - 1;
      i -= 1;
      j -= 1;
    } else if (i > 0 && here === cost[i - 1]![j]! + 1) i -= 1;
    else j -= 1;
  }
  const result: EngineWord[] = [];
  for (const [index, text] of words.entries()) {
    const at = expected.flatMap((e, k) => (e.word === index && paired[k] !== null ? [paired[k]!] : []));
    if (at.length === 0) return null;
    result.push({ text, span: { startS: spoken[at[0]!]!.startS, endS: spoken[at.at(-1)!]!.endS } });
  }
  return result;
}

/**
 * The written words' times from the engine's words: the engine's words are matched with the
 * spoken words (by their letters: an engine may split "forty-two" or "O'Brien's" in two, or say a
 * part of a word silently); a written word gets the span of the spoken words of its group; a group
 * the voice says nothing for (a lone "–") sits at the end of the one before. Any word the engine
 * said that is not in the text, or the reverse: null.
 */
export function writtenWordTimes(
  groups: readonly SpeechGroup[],
  engineWords: readonly EngineWord[],
): TimedWord[] | null {
  const engine = engineWords
    .map((w) => ({ key: speechKey(w.text), span: w.span }))
    .filter((w) => w.key !== '');
  let next = 0;
  const spans: ({ startS: number; endS: number } | null)[] = [];
  for (const group of groups) {
    let span: { startS: number; endS: number } | null = null;
    for (const word of group.spoken) {
      const key = speechKey(word);
      let heard = '';
      while (heard.length < key.length) {
        const said = engine[next];
        if (!said || !key.startsWith(heard + said.key)) return null;
        heard += said.key;
        next += 1;
        if (said.span) {
          span = span
            ? { startS: Math.min(span.startS, said.span.startS), endS: Math.max(span.endS, said.span.endS) }
            : { ...said.span };
        }
      }
    }
    spans.push(span);
  }
  if (next !== engine.length) return null;
  const words: TimedWord[] = [];
  let previousEnd: number | null = null;
  for (const [index, group] of groups.entries()) {
    let span = spans[index]!;
    if (!span) {
      const at = previousEnd ?? spans.slice(index + 1).find((s) => s !== null)?.startS;
      if (at === undefined) return null;
      span = { startS: at, endS: at };
    }
    if (previousEnd !== null && span.startS < (words.at(-1)?.startS ?? 0)) return null;
    for (const text of group.written) words.push({ text, startS: span.startS, endS: span.endS });
    previousEnd = span.endS;
  }
  return words;
}
