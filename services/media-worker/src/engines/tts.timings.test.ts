import { normaliseForSpeechMapped } from '@platform/listing';
import { describe, expect, it } from 'vitest';
import {
  fliteWordTimes,
  parseFestivalWords,
  parseFliteSegments,
  parseT2pWords,
  speechKey,
  t2pInput,
  writtenWordTimes,
  type EngineWord,
} from './tts.timings.ts';

const word = (text: string, startS: number, endS: number): EngineWord => ({ text, span: { startS, endS } });

describe('festival word lines', () => {
  it('reads each word with its start and end, a silent word with none, and ignores anything else printed', () => {
    const stdout = [
      'Festival Speech Synthesis System',
      'word\tWelcome\t0.165000\t0.595000',
      "word\t's\t-\t-",
      'word\tto\t0.595000\t0.720000',
      '',
    ].join('\n');
    expect(parseFestivalWords(stdout)).toEqual([
      word('Welcome', 0.165, 0.595),
      { text: "'s", span: null },
      word('to', 0.595, 0.72),
    ]);
  });

  it('gives nothing when a time is not a time (never wrong times)', () => {
    expect(parseFestivalWords('word\tA\t0.5\t0.2\nword\tB\t0.5\t0.9')).toEqual([]);
    expect(parseFestivalWords('word\tA\tnan\t0.2')).toEqual([]);
  });
});

describe('flite segments', () => {
  it('reads phones with their end times, each utterance starting where the one before ended', () => {
    const segments = parseFliteSegments(
      'pau:0.224 w:0.274 eh:0.334 pau:0.500 \npau:0.225 ih:0.283 pau:0.400 \n',
    );
    expect(segments.map((s) => s.phone)).toEqual(['pau', 'w', 'eh', 'pau', 'pau', 'ih', 'pau']);
    expect(segments[1]).toEqual({ phone: 'w', startS: 0.224, endS: 0.274 });
    expect(segments[5]!.startS).toBeCloseTo(0.725, 6);
    expect(segments[5]!.endS).toBeCloseTo(0.783, 6);
  });

  it('ignores lines that are not phones and refuses times that go back', () => {
    expect(parseFliteSegments('times faster than real-time: 49.5\n')).toEqual([]);
    expect(parseFliteSegments('pau:0.3 w:0.2')).toEqual([]);
  });
});

describe('t2p', () => {
  it('asks for each word alone, hyphens as spaces, punctuation the voice does not say dropped', () => {
    expect(t2pInput("Welcome to twelve Ocean Drive, forty-two it's – “quoted”")).toEqual({
      words: ['Welcome', 'to', 'twelve', 'Ocean', 'Drive,', 'forty-two', "it's", '“quoted”'],
      argument: "Welcome, to, twelve, Ocean, Drive, forty two, it's, quoted",
    });
  });

  it('gives up on words with something the voice would read out (digits, symbols)', () => {
    expect(t2pInput('a 4x4 drive')).toBeNull();
    expect(t2pInput('mail me@example')).toBeNull();
  });

  it('reads phones per word without stress marks', () => {
    expect(parseT2pWords('pau w eh1 l k ax m pau t ax pau f ao1 r t iy t uw1 pau \n')).toEqual([
      ['w', 'eh', 'l', 'k', 'ax', 'm'],
      ['t', 'ax'],
      ['f', 'ao', 'r', 't', 'iy', 't', 'uw'],
    ]);
  });
});

describe('flite word times', () => {
  // "the apple": alone "the" is "dh ax", before a vowel flite says "dh iy".
  const segments = parseFliteSegments(
    'pau:0.200 dh:0.250 iy:0.300 ae:0.400 p:0.450 ax:0.500 l:0.600 pau:0.700 b:0.750 iy:0.800 pau:0.900',
  );
  const phones = [
    ['dh', 'ax'],
    ['ae', 'p', 'ax', 'l'],
    ['b', 'iy'],
  ];

  it('cuts the spoken phones into words, a phone said differently in context still matching', () => {
    expect(fliteWordTimes(['the', 'apple,', 'bee.'], phones, segments)).toEqual([
      word('the', 0.2, 0.3),
      word('apple,', 0.3, 0.6),
      word('bee.', 0.7, 0.8),
    ]);
  });

  it('gives up when the phones do not line up', () => {
    expect(fliteWordTimes(['the', 'apple'], phones, segments)).toBeNull();
    expect(
      fliteWordTimes(
        ['x', 'y', 'z'],
        [
          ['k', 'ae', 't'],
          ['d', 'ao', 'g'],
          ['m', 'aw', 's'],
        ],
        segments,
      ),
    ).toBeNull();
  });
});

describe('written word times', () => {
  it('matches engine words by their letters, a written word taking the span of the words it became', () => {
    const { groups } = normaliseForSpeechMapped('Welcome to 12 Ocean Dr, 42 rooms – sold.');
    // festival splits "forty-two" and says no word for the dash.
    const engine = [
      word('Welcome', 0.1, 0.5),
      word('to', 0.5, 0.6),
      word('twelve', 0.6, 0.9),
      word('Ocean', 0.9, 1.3),
      word('Drive', 1.3, 1.8),
      word('forty', 1.9, 2.2),
      word('two', 2.2, 2.5),
      word('rooms', 2.5, 2.9),
      { text: '–', span: null },
      word('sold', 3.0, 3.4),
    ];
    expect(writtenWordTimes(groups, engine)).toEqual([
      { text: 'Welcome', startS: 0.1, endS: 0.5 },
      { text: 'to', startS: 0.5, endS: 0.6 },
      { text: '12', startS: 0.6, endS: 0.9 },
      { text: 'Ocean', startS: 0.9, endS: 1.3 },
      { text: 'Dr,', startS: 1.3, endS: 1.8 },
      { text: '42', startS: 1.9, endS: 2.5 },
      { text: 'rooms', startS: 2.5, endS: 2.9 },
      { text: '–', startS: 2.9, endS: 2.9 },
      { text: 'sold.', startS: 3.0, endS: 3.4 },
    ]);
  });

  it('gives every written word of a group the group span, and keeps a word said partly silently', () => {
    const { groups } = normaliseForSpeechMapped("On 612.5 sqm near O'Brien's.");
    const engine = [
      word('On', 0, 0.2),
      ...'six hundred and twelve point five square metres'
        .split(' ')
        .map((w, i) => word(w, (1 + i) / 5, (2 + i) / 5)),
      word('near', 1.8, 2),
      word('OBrien', 2, 2.4),
      { text: "'s", span: null },
    ];
    const words = writtenWordTimes(groups, engine)!;
    expect(words.map((w) => w.text)).toEqual(['On', '612.5', 'sqm', 'near', "O'Brien's."]);
    expect(words[1]).toEqual({ text: '612.5', startS: 0.2, endS: 1.8 });
    expect(words[2]).toEqual({ text: 'sqm', startS: 0.2, endS: 1.8 });
    expect(words[4]).toEqual({ text: "O'Brien's.", startS: 2, endS: 2.4 });
  });

  it('gives nothing when the engine said other words than the text (never wrong times)', () => {
    const { groups } = normaliseForSpeechMapped('Call me today.');
    expect(writtenWordTimes(groups, [word('Call', 0, 0.3), word('me', 0.3, 0.5)])).toBeNull();
    expect(
      writtenWordTimes(groups, [
        word('Call', 0, 0.3),
        word('me', 0.3, 0.5),
        word('today', 0.5, 0.9),
        word('now', 0.9, 1),
      ]),
    ).toBeNull();
    expect(
      writtenWordTimes(groups, [word('Call', 0, 0.3), word('my', 0.3, 0.5), word('today', 0.5, 0.9)]),
    ).toBeNull();
    expect(
      writtenWordTimes(groups, [word('Call', 0.5, 0.8), word('me', 0.1, 0.3), word('today', 0.9, 1)]),
    ).toBeNull();
  });

  it('keys words by their letters only', () => {
    expect(speechKey('Drive,')).toBe('drive');
    expect(speechKey('forty-two')).toBe('fortytwo');
    expect(speechKey('Café')).toBe('cafe');
  });
});
