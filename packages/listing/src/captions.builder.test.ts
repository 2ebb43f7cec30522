import { describe, expect, it } from 'vitest';
import {
  MAX_LINE_CHARS,
  buildCaptionCues,
  formatWebVtt,
  parseWebVtt,
  splitIntoCueTexts,
  vttTimestamp,
} from './captions.builder.ts';
import { splitSentences } from './sentences.ts';

describe('splitSentences', () => {
  it.each([
    ['One. Two! Three?', ['One.', 'Two!', 'Three?']],
    ['Welcome to 12 Ocean Dr. Bondi is close.', ['Welcome to 12 Ocean Dr. Bondi is close.']],
    ['Guide $1.2M. Call now.', ['Guide $1.2M.', 'Call now.']],
    ['Set on approx. 600 sqm. Inspect today.', ['Set on approx. 600 sqm.', 'Inspect today.']],
    ['Close to St. Kilda beach. Walk there.', ['Close to St. Kilda beach.', 'Walk there.']],
    ['No full stop at the end', ['No full stop at the end']],
    ['  ', []],
  ])('%s', (text, sentences) => expect(splitSentences(text)).toEqual(sentences));
});

describe('caption cues', () => {
  it('keeps a short sentence on one line', () => {
    expect(splitIntoCueTexts('Welcome home.')).toEqual([['Welcome home.']]);
  });

  it('breaks a longer sentence into two balanced lines of at most 42 characters', () => {
    const [cue, ...rest] = splitIntoCueTexts('This bright family house offers three bedrooms and a garden.');
    expect(rest).toEqual([]);
    expect(cue).toHaveLength(2);
    for (const line of cue!) expect(line.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
    expect(Math.abs(cue![0]!.length - cue![1]!.length)).toBeLessThan(12);
  });

  it('splits a long sentence into several cues of at most 2 lines, keeping every word in order', () => {
    const text =
      'Set on a generous block close to the beach, this beautifully renovated family home offers light filled living spaces, a modern kitchen with stone benches and a private north facing garden.';
    const cues = splitIntoCueTexts(text);
    expect(cues.length).toBeGreaterThan(1);
    for (const lines of cues) {
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
    }
    expect(cues.flat().join(' ')).toBe(text);
  });

  it('times cues inside each sentence, in order, lingering into the pause but never past the next sentence', () => {
    const cues = buildCaptionCues([
      {
        text: 'Welcome to 12 Ocean Dr, Bondi NSW, a home you will want to call yours for years.',
        startS: 0.2,
        endS: 4.9,
      },
      { text: 'Call now.', startS: 5.0, endS: 5.6 },
    ]);
    expect(cues[0]!.startS).toBe(0.2);
    for (let i = 1; i < cues.length; i += 1)
      expect(cues[i]!.startS).toBeGreaterThanOrEqual(cues[i - 1]!.endS);
    // "Call now." (9 chars) reads in 0.53 s at 17 chars/s; spoken in 0.6 s, it ends with the speech.
    expect(cues.at(-1)).toEqual({ startS: 5, endS: 5.6, lines: ['Call now.'] });
    expect(cues.at(-2)!.endS).toBeLessThanOrEqual(5.0);
  });

  it('lets a quickly spoken last cue stay up until it reads at 17 characters a second', () => {
    const [cue] = buildCaptionCues([
      { text: 'Offered at $2,450,000 with vacant possession.', startS: 1, endS: 2 },
    ]);
    const chars = cue!.lines.join(' ').length;
    expect(cue!.endS).toBeCloseTo(1 + chars / 17, 2);
  });

  it('keeps the sentence shared by characters when there is no untilS and no words, and the same with words that do not match', () => {
    const sentence = {
      text: 'Welcome to 12 Ocean Dr, Bondi NSW, a home you will want to call yours for years.',
      startS: 0.2,
      endS: 4.9,
    };
    const plain = buildCaptionCues([sentence]);
    expect(buildCaptionCues([{ ...sentence, words: [{ text: 'Welcome', startS: 0.2, endS: 0.6 }] }])).toEqual(
      plain,
    );
    const wrongText = sentence.text
      .split(' ')
      .map((text, i) => ({ text: i === 3 ? 'Drive' : text, startS: 0.2 + i * 0.2, endS: 0.4 + i * 0.2 }));
    expect(buildCaptionCues([{ ...sentence, words: wrongText }])).toEqual(plain);
  });

  it('writes and reads back WebVTT with dotted timestamps', () => {
    expect(vttTimestamp(3661.5)).toBe('01:01:01.500');
    const cues = [
      { startS: 0, endS: 1.25, lines: ['Welcome home.'] },
      { startS: 1.3, endS: 3, lines: ['Four bedrooms,', 'two bathrooms.'] },
    ];
    const vtt = formatWebVtt(cues);
    expect(vtt).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.250\nWelcome home.\n\n2\n00:00:01.300 --> 00:00:03.000\nFour bedrooms,\ntwo bathrooms.\n',
    );
    expect(parseWebVtt(vtt)).toEqual(cues);
  });
});

describe('caption cues from word timings', () => {
  const text =
    'Set on a generous block close to the beach, this beautifully renovated family home offers light filled living spaces, a modern kitchen with stone benches and a private north facing garden.';
  const cueTexts = splitIntoCueTexts(text);
  const wordCount = (lines: readonly string[]) => lines.join(' ').split(' ').length;
  /** The last word of the first cue: the voice pauses after it. */
  const pauseAfter = wordCount(cueTexts[0]!) - 1;
  /** Each word 0.3 s, starting at 10 s, a pause of `pauseS` after the first cue's last word. */
  const timedWords = (pauseS: number) => {
    let at = 10;
    return text.split(' ').map((word, index) => {
      const timed = { text: word, startS: at, endS: at + 0.3 };
      at += index === pauseAfter ? 0.3 + pauseS : 0.3;
      return timed;
    });
  };
  const words = timedWords(0.1);
  const sentence = { text, startS: 10, endS: words.at(-1)!.endS, words };

  it('starts each cue with its first word and ends it with its last (the last lingers to be read)', () => {
    expect(cueTexts.length).toBeGreaterThan(2);
    const cues = buildCaptionCues([sentence]);
    expect(cues.map((c) => c.lines)).toEqual(cueTexts);
    let word = 0;
    for (const [index, cue] of cues.entries()) {
      const first = words[word]!;
      word += wordCount(cue.lines);
      const last = words[word - 1]!;
      expect(cue.startS).toBeCloseTo(first.startS, 3);
      expect(cue.endS).toBeGreaterThanOrEqual(round(last.endS));
      // Up until its last word ends, or up to the next cue's first word (a short gap is closed).
      if (index < cues.length - 1) expect(cue.endS).toBeCloseTo(words[word]!.startS, 3);
      else
        expect(cue.endS).toBeCloseTo(
          Math.max(sentence.endS, cue.startS + cue.lines.join(' ').length / 17),
          3,
        );
    }
  });

  it('leaves a pause blank once the cue before it has been up long enough to read', () => {
    const paused = timedWords(3);
    const [first, second] = buildCaptionCues([
      { text, startS: 10, endS: paused.at(-1)!.endS, words: paused },
    ]);
    const readable = 10 + cueTexts[0]!.join(' ').length / 17;
    expect(first!.endS).toBeCloseTo(Math.max(paused[pauseAfter]!.endS, readable), 3);
    expect(first!.endS).toBeLessThan(paused[pauseAfter + 1]!.startS - 0.5);
    expect(second!.startS).toBeCloseTo(paused[pauseAfter + 1]!.startS, 3);
  });

  it('never shows a cue after untilS, nor over the next sentence, nor two at once', () => {
    const cues = buildCaptionCues([
      { ...sentence, untilS: sentence.endS + 0.1 },
      {
        text: 'Call now.',
        startS: sentence.endS + 0.2,
        endS: sentence.endS + 0.8,
        untilS: sentence.endS + 0.9,
      },
    ]);
    const last = cues.at(-2)!;
    expect(last.endS).toBeCloseTo(sentence.endS + 0.1, 3);
    expect(cues.at(-1)).toEqual({
      startS: round(sentence.endS + 0.2),
      endS: round(sentence.endS + 0.8),
      lines: ['Call now.'],
    });
    for (let i = 1; i < cues.length; i += 1)
      expect(cues[i]!.startS).toBeGreaterThanOrEqual(cues[i - 1]!.endS);
  });

  it('caps lingering at untilS when the sentence is shared by characters too', () => {
    const [cue] = buildCaptionCues([
      { text: 'Offered at $2,450,000 with vacant possession.', startS: 1, endS: 2, untilS: 2.2 },
    ]);
    expect(cue!.endS).toBe(2.2);
  });

  it('never starts a cue before its sentence, nor over the cue before when words share a span', () => {
    // "612.5 sqm" is one spoken group: both words span it, and a cue may split them.
    const shared =
      'The block is a generous and very level 612.5 sqm with room for a pool and a large garden besides.';
    const spans = shared
      .split(' ')
      .map((word, i) =>
        word === '612.5' || word === 'sqm'
          ? { text: word, startS: 4, endS: 6 }
          : { text: word, startS: i * 0.5, endS: i * 0.5 + 0.5 },
      );
    const timed = spans.map((w, i) => (i > 9 ? { ...w, startS: w.startS + 2, endS: w.endS + 2 } : w));
    const cues = buildCaptionCues([{ text: shared, startS: 0.3, endS: timed.at(-1)!.endS, words: timed }]);
    expect(cues[0]!.startS).toBe(0.3);
    for (let i = 1; i < cues.length; i += 1)
      expect(cues[i]!.startS).toBeGreaterThanOrEqual(cues[i - 1]!.endS);
    for (const cue of cues) expect(cue.endS).toBeGreaterThan(cue.startS);
  });

  it('keeps to 2 lines of 42 characters, every word once, inside the sentence window', () => {
    const sentences = [
      { ...sentence, untilS: sentence.endS + 0.5 },
      {
        text: 'A second sentence, also long enough to need more than one cue on the screen for a reader.',
        startS: sentence.endS + 1,
        endS: sentence.endS + 5,
        untilS: sentence.endS + 5.2,
      },
    ];
    const cues = buildCaptionCues(sentences);
    expect(cues.flatMap((c) => c.lines).join(' ')).toBe(sentences.map((s) => s.text).join(' '));
    for (const cue of cues) {
      expect(cue.lines.length).toBeLessThanOrEqual(2);
      for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
      const owner = cue.startS < round(sentences[1]!.startS) ? sentences[0]! : sentences[1]!;
      expect(cue.startS).toBeGreaterThanOrEqual(round(owner.startS));
      expect(cue.endS).toBeLessThanOrEqual(round(owner.untilS));
    }
  });
});

const round = (value: number): number => Math.round(value * 1000) / 1000;
