// Text being rewritten by the speech rules that keeps track of which written words each part of
// it stands for, so the captions can follow the voice word by word (speech-text.normaliser.ts).

/** Written words and the words the voice says for them. */
export interface SpeechGroup {
  /** Consecutive written words (whitespace tokens of the text), at least one. */
  written: string[];
  /** What the voice says for them, in order; empty when it says nothing (a lone "/" or "–"). */
  spoken: string[];
}

export interface SpeechText {
  /** As `normaliseForSpeech` returns it: `groups`' spoken words joined by single spaces. */
  spoken: string;
  /** Every written word, in order, each in exactly one group. */
  groups: SpeechGroup[];
}

/** Replacement callbacks as the rules write them (String.prototype.replace's arguments). */
type Replacement = string | ((match: string, ...groups: never[]) => string);

/**
 * Text being rewritten that remembers, character by character, which written words it stands for
 * (first and last index; -1 for none, as the spaces between words): what a rule puts in stands for
 * every written word its match touched.
 */
export class TrackedText {
  readonly text: string;
  readonly first: readonly number[];
  readonly last: readonly number[];

  constructor(text: string, first: readonly number[], last: readonly number[]) {
    this.text = text;
    this.first = first;
    this.last = last;
  }

  /** " word word … ", as the rules expect the text (a space at each end). */
  static of(written: readonly string[]): TrackedText {
    let text = ' ';
    const origin: number[] = [-1];
    written.forEach((word, index) => {
      text += `${word} `;
      for (let i = 0; i < word.length; i += 1) origin.push(index);
      origin.push(-1);
    });
    return new TrackedText(text, origin, origin);
  }

  /** As String.prototype.replace with a regular expression (`$1`-style references in a string). */
  replace(pattern: RegExp, replacement: Replacement): TrackedText {
    let text = '';
    const first: number[] = [];
    const last: number[] = [];
    let copied = 0;
    const copyTo = (end: number) => {
      text += this.text.slice(copied, end);
      for (let i = copied; i < end; i += 1) {
        first.push(this.first[i]!);
        last.push(this.last[i]!);
      }
      copied = end;
    };
    this.text.replace(pattern, (...args: unknown[]) => {
      const match = args[0] as string;
      const offsetAt = args.findIndex((arg, index) => index > 0 && typeof arg === 'number');
      const offset = args[offsetAt] as number;
      const groups = args.slice(1, offsetAt) as (string | undefined)[];
      const out =
        typeof replacement === 'string'
          ? replacement.replace(/\$(\d)/g, (_m, n: string) => groups[Number(n) - 1] ?? '')
          : (replacement as (...values: unknown[]) => string)(match, ...groups);
      copyTo(offset);
      if (out === match) {
        copyTo(offset + match.length);
        return out;
      }
      let lo = Number.POSITIVE_INFINITY;
      let hi = -1;
      for (let i = offset; i < offset + match.length; i += 1) {
        if (this.first[i]! < 0) continue;
        lo = Math.min(lo, this.first[i]!);
        hi = Math.max(hi, this.last[i]!);
      }
      text += out;
      for (let i = 0; i < out.length; i += 1) {
        first.push(hi < 0 ? -1 : lo);
        last.push(hi);
      }
      copied = offset + match.length;
      return out;
    });
    copyTo(this.text.length);
    return new TrackedText(text, first, last);
  }

  /** The spoken words (split at spaces) grouped with the written words they stand for. */
  groups(written: readonly string[]): SpeechGroup[] {
    const found: { lo: number; hi: number; spoken: string[] }[] = [];
    const orphans: string[] = [];
    for (const match of this.text.matchAll(/\S+/g)) {
      let lo = Number.POSITIVE_INFINITY;
      let hi = -1;
      for (let i = match.index; i < match.index + match[0].length; i += 1) {
        if (this.first[i]! < 0) continue;
        lo = Math.min(lo, this.first[i]!);
        hi = Math.max(hi, this.last[i]!);
      }
      if (hi < 0) {
        // Said for no written word (no rule does this): it joins the next group, or the last.
        orphans.push(match[0]);
        continue;
      }
      const spoken = [...orphans.splice(0), match[0]];
      // Rules keep the text's order, so a word's written range starts at or after the last one's;
      // where it reaches back, the groups it overlaps become one.
      let merged = { lo, hi, spoken };
      while (found.length > 0 && found.at(-1)!.hi >= merged.lo) {
        const previous = found.pop()!;
        merged = {
          lo: Math.min(previous.lo, merged.lo),
          hi: Math.max(previous.hi, merged.hi),
          spoken: [...previous.spoken, ...merged.spoken],
        };
      }
      found.push(merged);
    }
    if (orphans.length > 0) {
      if (found.length > 0) found.at(-1)!.spoken.push(...orphans);
      else if (written.length > 0) found.push({ lo: 0, hi: written.length - 1, spoken: orphans });
    }
    const groups: SpeechGroup[] = [];
    let next = 0;
    for (const group of found) {
      for (; next < group.lo; next += 1) groups.push({ written: [written[next]!], spoken: [] });
      groups.push({ written: written.slice(group.lo, group.hi + 1), spoken: group.spoken });
      next = group.hi + 1;
    }
    for (; next < written.length; next += 1) groups.push({ written: [written[next]!], spoken: [] });
    return groups;
  }
}
