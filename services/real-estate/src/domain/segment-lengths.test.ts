// A cut to a target length: met within a second, every kept room sentence on its own shot, the
// picture still moving, sentences left out in the written order, and a target no plan can meet
// refused with the lengths that work.
import { renderJob } from '@platform/jobs';
import { describe, expect, it } from 'vitest';
import {
  PAUSE_S,
  TargetLengthError,
  planNarration,
  type BrandTerms,
  type SpokenSentence,
} from './narration-plan.ts';

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

const endOf = (s: { at_s: number; from_s: number; to_s: number }) => s.at_s + s.to_s - s.from_s;

describe('a cut to a target length', () => {
  const six = [0, 1, 2].flatMap(() => [0, 1, 2]).slice(0, 6);
  const sixIds = six.map((_v, i) => `019a0000-0000-7000-8000-0000000001${String(i).padStart(2, '0')}`);
  const sixShots = sixIds.map((id) => ({ id, startS: 0, endS: 4, speed: 1, transition: 'fade' as const }));
  const script = spoken([
    ['Welcome to 12 Ocean Dr, Bondi.', 2.3, 'intro'],
    ...sixIds.map((id, i): [string, number, string] => [
      `Room ${i + 1} is a fine room to live in.`,
      2.6,
      `shot:${id}`,
    ]),
    ['It is bright.', 1.2, `shot:${sixIds[1]}`],
    ['Walk to the beach.', 1.4, 'outro'],
    ['Offered at $2,450,000.', 1.8, 'outro'],
    ['Book your inspection today.', 1.6, 'outro'],
  ]);
  const cut = (targetS: number | null) =>
    planNarration({
      introS: 3,
      outroS: 4,
      shots: sixShots,
      sentences: script,
      branded: true,
      brand,
      targetS,
    });
  const roomOf = (text: string) => /^Room (\d)/.exec(text)?.[1];

  it.each([15, 20, 30, 45])(
    'fits %i s within a second, each kept room sentence on its own shot',
    (targetS) => {
      const result = cut(targetS);
      expect(Math.abs(result.timeline.totalS - targetS)).toBeLessThanOrEqual(1);
      expect(result.sentences[0]!.text).toMatch(/^Welcome/);
      for (const placed of result.sentences) {
        const room = roomOf(placed.text);
        if (!room) continue;
        const segment = result.timeline.segments[Number(room)]!;
        expect(placed.at_s).toBeGreaterThanOrEqual(segment.startS + segment.overlapS - 1e-6);
        expect(endOf(placed)).toBeLessThanOrEqual(segment.startS + segment.durationS + 1e-6);
      }
      // Every shot stays watchable, and the picture keeps moving (a clip slowed, never below 0.25x).
      for (const segment of result.timeline.segments.slice(1, -1))
        expect(segment.durationS).toBeGreaterThanOrEqual(1.5 - 1e-6);
      for (const shot of result.shots) expect(shot.speed).toBeGreaterThanOrEqual(0.25);
      expect(() =>
        renderJob.shape.voiceover.parse({ audio_key: 'a', sentences: result.sentences }),
      ).not.toThrow();
    },
  );

  it('leaves sentences out in the written order: extras, second sentences, the call to action, rooms from the last', () => {
    const natural = cut(null);
    const said = (targetS: number) => cut(targetS).sentences.map((s) => s.text);
    expect(natural.sentences).toHaveLength(script.length);
    // Natural, the six rooms and their words take longer than 30 s.
    expect(natural.timeline.totalS).toBeGreaterThan(31);
    expect(said(30)).not.toContain('Walk to the beach.');
    const twenty = said(20);
    expect(twenty).not.toContain('Walk to the beach.');
    expect(twenty).not.toContain('It is bright.');
    const fifteen = said(15);
    expect(fifteen[0]).toMatch(/^Welcome/);
    // The rooms kept are the first ones: a cut drops them from the last shot back.
    const rooms = fifteen.map(roomOf).filter(Boolean).map(Number);
    expect(rooms).toEqual(rooms.map((_r, i) => i + 1));
    expect(rooms.length).toBeLessThan(6);
  });

  it('refuses a target the shots cannot fill at a watchable length, naming the lengths that work', () => {
    expect(() => cut(8)).toThrow(TargetLengthError);
    try {
      cut(8);
    } catch (error) {
      const refusal = error as TargetLengthError;
      expect(refusal.shortestS).toBeGreaterThan(8);
      expect(refusal.shortestS).toBeLessThanOrEqual(15);
      // The shortest it names works.
      expect(Math.abs(cut(refusal.shortestS).timeline.totalS - refusal.shortestS)).toBeLessThanOrEqual(1);
    }
    expect(() => cut(600)).toThrow(TargetLengthError);
  });
});
