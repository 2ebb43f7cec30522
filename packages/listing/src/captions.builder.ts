// WebVTT captions timed to the spoken audio. The voiceover engine measures when each sentence is
// spoken (it synthesises them one by one); a sentence longer than one cue is split at word
// boundaries into cues of at most 2 lines of 42 characters. When the engine reported its words'
// times, a cue runs from its first word's start to its last word's end; otherwise the cues share
// the sentence's measured span in proportion to their length. A cue may stay up into the pause
// after it so that it reads at no more than 17 characters a second, but never past the next cue's
// words, the next sentence's start or the end of the sentence's window (`untilS`: in a render,
// its segment's end, so no cue spans two segments).

export const MAX_LINE_CHARS = 42;
export const MAX_LINES = 2;
export const MAX_CHARS_PER_SECOND = 17;

/** A written word and when it is spoken, seconds. */
export interface TimedWord {
  text: string;
  startS: number;
  endS: number;
}

export interface TimedSentence {
  /** Written form: what the captions show. */
  text: string;
  startS: number;
  endS: number;
  /**
   * Its written words (the whitespace-separated words of `text`, in order) and when each is
   * spoken, when the engine reported them; words that do not match `text` are not used.
   */
  words?: readonly TimedWord[];
  /** No cue of the sentence shows after this (the end of its segment's window in a render). */
  untilS?: number;
}

export interface CaptionCue {
  startS: number;
  endS: number;
  lines: string[];
}

const cueLength = (lines: readonly string[]): number => lines.join(' ').length;

/** Words into lines of at most `max` characters (a longer word is cut, it cannot fit otherwise). */
function greedyLines(words: readonly string[], max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const raw of words) {
    let word = raw;
    while (word.length > max) {
      if (line) lines.push(line);
      lines.push(word.slice(0, max));
      word = word.slice(max);
      line = '';
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= max) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Two lines as even as possible (easier to read than a full first line and a stub). */
function balancedLines(words: readonly string[]): string[] {
  const text = words.join(' ');
  if (text.length <= MAX_LINE_CHARS) return [text];
  let best: string[] | undefined;
  for (let cut = 1; cut < words.length; cut += 1) {
    const first = words.slice(0, cut).join(' ');
    const second = words.slice(cut).join(' ');
    if (first.length > MAX_LINE_CHARS || second.length > MAX_LINE_CHARS) continue;
    if (!best || Math.abs(first.length - second.length) < Math.abs(best[0]!.length - best[1]!.length))
      best = [first, second];
  }
  return best ?? greedyLines(words, MAX_LINE_CHARS);
}

/** A sentence's words as cues of at most two lines each, chunks of similar size. */
export function splitIntoCueTexts(text: string): string[][] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines = greedyLines(words, MAX_LINE_CHARS);
  const cueCount = Math.max(1, Math.ceil(lines.length / MAX_LINES));
  if (cueCount === 1) return [balancedLines(words)];
  // Spread the words over cueCount cues by length, then wrap each; re-split if one overflows.
  const target = text.length / cueCount;
  const cues: string[][] = [];
  let current: string[] = [];
  for (const word of words) {
    const next = [...current, word];
    if (current.length > 0 && next.join(' ').length > target && cues.length < cueCount - 1) {
      cues.push(current);
      current = [word];
    } else current = next;
  }
  cues.push(current);
  return cues.flatMap((cueWords) => {
    const wrapped = balancedLines(cueWords);
    if (wrapped.length <= MAX_LINES) return [wrapped];
    const wrappedLines = greedyLines(cueWords, MAX_LINE_CHARS);
    const out: string[][] = [];
    for (let i = 0; i < wrappedLines.length; i += MAX_LINES) out.push(wrappedLines.slice(i, i + MAX_LINES));
    return out;
  });
}

/** A gap between two cues of a sentence shorter than this is closed (no blank flash between them). */
const MIN_CUE_GAP_S = 0.3;

/** Each cue's words' span, from the first word's start to the latest end; null when the words do not fit the text. */
function wordSpans(
  sentence: TimedSentence,
  texts: readonly string[][],
): { startS: number; endS: number }[] | null {
  const words = sentence.words;
  if (!words || words.length === 0) return null;
  const written = sentence.text.split(/\s+/).filter(Boolean);
  if (written.length !== words.length) return null;
  if (
    words.some(
      (w, i) =>
        w.text !== written[i] || !Number.isFinite(w.startS) || !Number.isFinite(w.endS) || w.endS < w.startS,
    )
  )
    return null;
  // Which word each non-space character belongs to: cues keep every character, in order.
  const owner: number[] = written.flatMap((word, index) => Array.from({ length: word.length }, () => index));
  let at = 0;
  const spans: { startS: number; endS: number }[] = [];
  for (const lines of texts) {
    const chars = lines.join('').replace(/\s+/g, '').length;
    const from = owner[at];
    const to = owner[at + chars - 1];
    if (from === undefined || to === undefined) return null;
    at += chars;
    const cueWords = words.slice(from, to + 1);
    spans.push({
      startS: Math.min(...cueWords.map((w) => w.startS)),
      endS: Math.max(...cueWords.map((w) => w.endS)),
    });
  }
  return at === owner.length ? spans : null;
}

/** The sentence's span shared by the cues in proportion to their length. */
function proportionalSpans(
  sentence: TimedSentence,
  texts: readonly string[][],
): { startS: number; endS: number }[] {
  const total = texts.reduce((sum, lines) => sum + cueLength(lines), 0);
  const span = Math.max(0, sentence.endS - sentence.startS);
  let at = sentence.startS;
  return texts.map((lines) => {
    const share = total > 0 ? (span * cueLength(lines)) / total : span / texts.length;
    const cue = { startS: at, endS: at + share };
    at += share;
    return cue;
  });
}

/**
 * Cues in order, never overlapping: each inside its sentence (not before its start, never after
 * the next sentence's start or its `untilS`), at most 2 lines of 42 characters.
 */
export function buildCaptionCues(sentences: readonly TimedSentence[]): CaptionCue[] {
  const cues: CaptionCue[] = [];
  let shownUntil = Number.NEGATIVE_INFINITY;
  sentences.forEach((sentence, index) => {
    const texts = splitIntoCueTexts(sentence.text);
    const limit = Math.min(
      sentences[index + 1]?.startS ?? Number.POSITIVE_INFINITY,
      sentence.untilS ?? Number.POSITIVE_INFINITY,
    );
    const timed = wordSpans(sentence, texts);
    const spans = timed ?? proportionalSpans(sentence, texts);
    texts.forEach((lines, part) => {
      const span = spans[part]!;
      const last = part === texts.length - 1;
      const start = Math.max(span.startS, sentence.startS, shownUntil);
      const readable = start + cueLength(lines) / MAX_CHARS_PER_SECOND;
      let end: number;
      if (last) {
        // The last cue of a sentence may linger into the pause so it can be read.
        end = Math.max(timed ? Math.max(span.endS, sentence.endS) : sentence.endS, readable);
      } else if (timed) {
        // Up until its last word ends, longer if it needs it to be read, but never over the next
        // cue's first word; a short gap before that word is closed.
        const next = spans[part + 1]!.startS;
        end = Math.max(span.endS, Math.min(readable, next));
        if (next > end && next - end < MIN_CUE_GAP_S) end = next;
      } else end = span.endS;
      const cue = { startS: round3(start), endS: round3(Math.min(end, limit)), lines };
      // A cue with no time left in its window (its sentence was cut short) cannot be shown.
      if (cue.endS <= cue.startS) return;
      cues.push(cue);
      shownUntil = cue.endS;
    });
  });
  return cues;
}

const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/** "00:01:02.345": WebVTT uses a dot before the milliseconds. */
export function vttTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

export function formatWebVtt(cues: readonly CaptionCue[]): string {
  const body = cues
    .map(
      (cue, index) =>
        `${index + 1}\n${vttTimestamp(cue.startS)} --> ${vttTimestamp(cue.endS)}\n${cue.lines.join('\n')}`,
    )
    .join('\n\n');
  return `WEBVTT\n\n${body}\n`;
}

/** Reads back a WebVTT file this module wrote (and any simple one): for checks and the render. */
export function parseWebVtt(text: string): CaptionCue[] {
  const toSeconds = (stamp: string): number => {
    const parts = stamp.trim().split(':').map(Number);
    return parts.reduce((sum, part) => sum * 60 + part, 0);
  };
  return text
    .replace(/\r/g, '')
    .split(/\n\n+/)
    .flatMap((block) => {
      const rows = block.split('\n');
      const at = rows.findIndex((row) => row.includes('-->'));
      if (at < 0) return [];
      const [from = '', to = ''] = rows[at]!.split('-->');
      return [
        {
          startS: toSeconds(from),
          endS: toSeconds(to.trim().split(/\s+/)[0] ?? ''),
          lines: rows.slice(at + 1).filter(Boolean),
        },
      ];
    });
}
