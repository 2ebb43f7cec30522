// The narration planned with the picture: each segment owns its words, cards last as long as
// theirs, a shot too short for its sentence slows down and then holds, the unbranded video says no
// price and names no agent, and a one-paragraph voiceover is one narration from the first shot on.
import { renderJob } from '@platform/jobs';
import { planTimeline } from '@platform/listing';
import { describe, expect, it } from 'vitest';
import {
  INTRO_LEAD_S,
  LEAD_S,
  OUTRO_TAIL_S,
  PAUSE_S,
  TAIL_S,
  mentionsBrand,
  planNarration,
  spokenSentencesOf,
  type BrandTerms,
  type NarratedShot,
  type SpokenSentence,
} from './narration-plan.ts';

const ids = [
  '019a0000-0000-7000-8000-00000000000a',
  '019a0000-0000-7000-8000-00000000000b',
  '019a0000-0000-7000-8000-00000000000c',
];
const shot = (index: number, extra: Partial<NarratedShot> = {}): NarratedShot => ({
  id: ids[index]!,
  startS: 0,
  endS: 4,
  speed: 1,
  transition: 'fade',
  ...extra,
});
const brand: BrandTerms = {
  price: '$2,450,000',
  agent: { name: 'Charlotte Nguyen', phone: '0412 345 678', email: 'c@harbour.example' },
};

/** Sentences spoken one after another with the voiceover's pause, each `[text, seconds, segment]`. */
function spoken(lines: readonly [string, number, string | null][]): SpokenSentence[] {
  let at = 0;
  return lines.map(([text, seconds, segment]) => {
    const sentence = { text, startS: at, endS: at + seconds, segment, words: null };
    at += seconds + PAUSE_S;
    return sentence;
  });
}

const demo = spoken([
  ['Welcome to 12 Ocean Dr, Bondi NSW, a house you will want to call home.', 4.2, 'intro'],
  ['It offers 4 bedrooms and 2 bathrooms.', 2.4, 'intro'],
  ['It makes a strong first impression from the street.', 2.6, `shot:${ids[0]}`],
  ['The kitchen is made for cooking and gathering.', 3.4, `shot:${ids[1]}`],
  ['The garden brings the outdoors close.', 2.2, `shot:${ids[2]}`],
  ['Offered at $2,450,000.', 1.8, 'outro'],
  ['Book your inspection today.', 1.6, 'outro'],
]);

const plan = (sentences: readonly SpokenSentence[], branded = true, shots = [shot(0), shot(1), shot(2)]) =>
  planNarration({ introS: 3, outroS: 4, shots, sentences, branded, brand });

const endOf = (s: { at_s: number; from_s: number; to_s: number }) => s.at_s + s.to_s - s.from_s;

describe('a script planned one line per segment', () => {
  it('puts each shot’s sentence on its shot: after its fade-in, ended before the next fade starts', () => {
    const result = plan(demo);
    expect(result.planned).toBe(true);
    const segments = result.timeline.segments;
    demo.forEach((sentence, index) => {
      const placed = result.sentences[index]!;
      expect(placed.text).toBe(sentence.text);
      expect(placed.to_s - placed.from_s).toBeCloseTo(sentence.endS - sentence.startS, 6);
      const k =
        sentence.segment === 'intro'
          ? 0
          : sentence.segment === 'outro'
            ? segments.length - 1
            : ids.indexOf(sentence.segment!.slice(5)) + 1;
      const segment = segments[k]!;
      const next = segments[k + 1];
      expect(placed.at_s).toBeGreaterThanOrEqual(
        segment.startS + segment.overlapS + (k === 0 ? INTRO_LEAD_S : LEAD_S) - 1e-6,
      );
      expect(endOf(placed)).toBeLessThanOrEqual(
        (next ? next.startS - TAIL_S : result.timeline.totalS - OUTRO_TAIL_S) + 1e-6,
      );
      expect(placed.until_s).toBeCloseTo(next ? next.startS : result.timeline.totalS, 6);
    });
    // The worker's timeline of these shots and cards is the one the words were placed on, and the
    // placed sentences are valid for the worker (each inside its window).
    expect(planTimeline({ introS: result.introS, outroS: result.outroS, shots: result.shots })).toEqual(
      result.timeline,
    );
    expect(() =>
      renderJob.shape.voiceover.parse({ audio_key: 'a', sentences: result.sentences }),
    ).not.toThrow();
  });

  it('makes the cards as long as their words, never shorter than their templates', () => {
    const result = plan(demo);
    // Intro: 0.3 s lead, 4.2 + 0.35 + 2.4 s of speech, 0.2 s tail, the one-frame cut into the first shot.
    expect(result.introS).toBeCloseTo(
      Math.ceil((INTRO_LEAD_S + 4.2 + PAUSE_S + 2.4 + 0.2 + 1 / 30) * 30 - 1e-6) / 30,
      6,
    );
    expect(result.outroS).toBeGreaterThan(4);
    const quiet = plan(
      spoken([
        ['Hello.', 0.5, 'intro'],
        ['Bye.', 0.4, 'outro'],
      ]),
    );
    expect(quiet.introS).toBe(3);
    expect(quiet.outroS).toBe(4);
  });

  it('opens on the hero shot: its clip runs on from under the title into the first shot, at one speed', () => {
    const result = plan(demo);
    const [first] = result.shots;
    expect(result.introClip).toMatchObject({ shot: 0, startS: 0 });
    expect(first!.transition).toBe('cut');
    expect(first!.speed).toBe(result.introClip.speed);
    // The shot starts where the intro's picture is at the cut (one frame before the intro ends).
    expect(first!.startS).toBeCloseTo((result.introS - 1 / 30) * result.introClip.speed, 4);
    // The clip never plays past its end, and the picture keeps moving (slowed, not held).
    expect(first!.endS).toBeLessThanOrEqual(4 + 1e-6);
    const played = (first!.endS - first!.startS) / first!.speed;
    expect(played).toBeGreaterThanOrEqual(result.timeline.segments[1]!.durationS - 1 / 30 - 1e-6);
    // The outro's background is the last shot's clip, slowed to last the outro.
    expect(result.outroClip).toMatchObject({ shot: 2, startS: 0 });
    expect((result.outroClip.endS - result.outroClip.startS) / result.outroClip.speed).toBeGreaterThanOrEqual(
      result.outroS - 1e-3,
    );
  });

  it('gives the hero’s shot 1.5 s after the intro even when the intro took its whole clip', () => {
    const result = plan([], true, [shot(0, { endS: 2 }), shot(1)]);
    const first = result.shots[0]!;
    expect(result.timeline.segments[1]!.durationS).toBeGreaterThanOrEqual(1.5 - 1e-6);
    expect(first.endS).toBeGreaterThan(first.startS);
    expect(first.speed).toBeCloseTo(result.introClip.speed, 6);
    expect(first.speed).toBeLessThan(1);
    expect(() =>
      renderJob.shape.shots.parse(
        result.shots.map((s) => ({
          video_key: 'k',
          start_s: s.startS,
          end_s: s.endS,
          speed: s.speed,
          crop: null,
          transition: s.transition,
          ...(s.durationS ? { duration_s: s.durationS } : {}),
        })),
      ),
    ).not.toThrow();
  });

  it('slows a shot too short for its sentence instead of holding it: down to 0.25x before a frame holds', () => {
    const long = spoken([
      ['A sentence that takes far longer to say than the shot is on screen, by a lot.', 5, `shot:${ids[1]}`],
    ]);
    const slowed = plan(long, true, [shot(0), shot(1, { endS: 3 })]);
    const second = slowed.shots[1]!;
    // 0.5 fade in, 0.2 lead, 5 s, 0.2 tail, 0.5 fade out, a frame: 6.43 s of a 3 s clip, at 0.46x.
    expect(second.durationS).toBeGreaterThanOrEqual(6.4);
    expect(second.speed).toBeCloseTo(3 / second.durationS!, 3);
    expect((second.endS - second.startS) / second.speed).toBeGreaterThanOrEqual(second.durationS! - 1e-3);
    const gentle = plan(spoken([['A short line.', 2.4, `shot:${ids[1]}`]]), true, [
      shot(0),
      shot(1, { endS: 3 }),
    ]);
    expect(gentle.shots[1]!.speed).toBeGreaterThan(0.5);
    expect(gentle.shots[1]!.speed).toBeLessThan(1);
    // A shot with nothing to say plays as the client set it.
    expect(plan([], true, [shot(0), shot(1, { speed: 2 })]).shots[1]).toEqual({
      startS: 0,
      endS: 4,
      speed: 2,
      transition: 'fade',
      durationS: null,
    });
  });

  it('keeps the client’s slower speed and never speeds a shot up', () => {
    const result = plan(
      spoken([['Long words here, spoken slowly and with care.', 6, `shot:${ids[1]}`]]),
      true,
      [shot(0), shot(1, { speed: 0.25, endS: 2 })],
    );
    expect(result.shots[1]!.speed).toBe(0.25);
    expect(result.timeline.segments[2]!.durationS).toBeGreaterThanOrEqual(7.5);
  });

  it('leaves a shot whose sentence is gone (deleted shot, new shot) silent, and drops words of shots no longer there', () => {
    const stale = spoken([
      ['The old shot’s words.', 2, 'shot:019a0000-0000-7000-8000-0000000000ff'],
      ['Welcome.', 1, 'intro'],
    ]);
    const result = plan(stale);
    expect(result.sentences.map((s) => s.text)).toEqual(['Welcome.']);
  });
});

describe('the unbranded video', () => {
  it('says no price and names no agent, and the outro closes up', () => {
    const branded = plan(demo, true);
    const unbranded = plan(demo, false);
    expect(unbranded.sentences.map((s) => s.text)).not.toContain('Offered at $2,450,000.');
    expect(unbranded.sentences).toHaveLength(demo.length - 1);
    expect(unbranded.timeline.totalS).toBeLessThan(branded.timeline.totalS);
  });

  it('recognises the price and the agent in any words', () => {
    for (const said of [
      'Offered at $2,450,000.',
      'Offers over 2.4 million.',
      'For sale by auction.',
      'Price guide: 2450000.',
      'Call Charlotte Nguyen today.',
      'Ring 0412 345 678.',
      'Email c@harbour.example.',
      'Ask Ms Nguyen.',
    ])
      expect(mentionsBrand(said, brand), said).toBe(true);
    for (const said of [
      'The kitchen is made for cooking and gathering.',
      'Book your inspection today.',
      'It offers 4 bedrooms and 2 bathrooms.',
      'Welcome to 12 Ocean Dr, Bondi NSW.',
    ])
      expect(mentionsBrand(said, brand), said).toBe(false);
  });
});

describe('a one-paragraph voiceover', () => {
  it('is one narration from the first shot on, the outro lengthened until it ends', () => {
    const paragraph = spoken([
      ['Welcome home.', 2, null],
      ['Four bedrooms and a garden.', 9, null],
      ['Book today.', 8, null],
    ]);
    const result = plan(paragraph);
    expect(result.planned).toBe(false);
    expect(result.sentences[0]!.at_s).toBeCloseTo(result.timeline.shotsStartS, 6);
    expect(result.sentences[1]!.until_s).toBeCloseTo(result.sentences[2]!.at_s, 6);
    expect(endOf(result.sentences[2]!) + OUTRO_TAIL_S).toBeLessThanOrEqual(result.timeline.totalS + 1e-6);
  });
});

describe('the voiceover metadata', () => {
  it('reads sentences with their segments and words, and skips what is malformed', () => {
    const read = spokenSentencesOf({
      sentences: [
        {
          text: 'Hello.',
          start_s: 0,
          end_s: 1,
          segment: 'intro',
          words: [{ text: 'Hello.', start_s: 0, end_s: 1 }],
        },
        { text: 'Old.', start_s: 1.35, end_s: 2 },
        { text: '', start_s: 2, end_s: 3 },
        { text: 'Bad segment.', start_s: 3, end_s: 4, segment: 'kitchen' },
        'junk',
      ],
    });
    expect(read).toEqual([
      {
        text: 'Hello.',
        startS: 0,
        endS: 1,
        segment: 'intro',
        words: [{ text: 'Hello.', start_s: 0, end_s: 1 }],
      },
      { text: 'Old.', startS: 1.35, endS: 2, segment: null, words: null },
      { text: 'Bad segment.', startS: 3, endS: 4, segment: null, words: null },
    ]);
  });
});
