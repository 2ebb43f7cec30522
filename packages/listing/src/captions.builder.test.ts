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
      { text: 'Welcome to 12 Ocean Dr, Bondi NSW, a home you will want to call yours for years.', startS: 0.2, endS: 4.9 },
      { text: 'Call now.', startS: 5.0, endS: 5.6 },
    ]);
    expect(cues[0]!.startS).toBe(0.2);
    for (let i = 1; i < cues.length; i += 1) expect(cues[i]!.startS).toBeGreaterThanOrEqual(cues[i - 1]!.endS);
    // "Call now." (9 chars) reads in 0.53 s at 17 chars/s; spoken in 0.6 s, it ends with the speech.
    expect(cues.at(-1)).toEqual({ startS: 5, endS: 5.6, lines: ['Call now.'] });
    expect(cues.at(-2)!.endS).toBeLessThanOrEqual(5.0);
  });

  it('lets a quickly spoken last cue stay up until it reads at 17 characters a second', () => {
    const [cue] = buildCaptionCues([{ text: 'Offered at $2,450,000 with vacant possession.', startS: 1, endS: 2 }]);
    const chars = cue!.lines.join(' ').length;
    expect(cue!.endS).toBeCloseTo(1 + chars / 17, 2);
  });

  it('writes and reads back WebVTT with dotted timestamps', () => {
    expect(vttTimestamp(3661.5)).toBe('01:01:01.500');
    const cues = [
      { startS: 0, endS: 1.25, lines: ['Welcome home.'] },
      { startS: 1.3, endS: 3, lines: ['Four bedrooms,', 'two bathrooms.'] },
    ];
    const vtt = formatWebVtt(cues);
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.250\nWelcome home.\n\n2\n00:00:01.300 --> 00:00:03.000\nFour bedrooms,\ntwo bathrooms.\n');
    expect(parseWebVtt(vtt)).toEqual(cues);
  });
});
