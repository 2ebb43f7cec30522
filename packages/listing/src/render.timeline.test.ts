// The listing video's timeline: whole frames, cross-fades and cuts, a shot held beyond its range.
import { describe, expect, it } from 'vitest';
import { planTimeline, shotDurationS } from './render.timeline.ts';

const shots = [
  { startS: 0.5, endS: 3.5, speed: 1, transition: 'fade' as const },
  { startS: 0, endS: 4, speed: 2, transition: 'fade' as const },
  {
    startS: 1,
    endS: 3,
    speed: 0.5,
    transition: 'cut' as const,
    crop: { x: 0.1, y: 0.1, width: 0.6, height: 0.8 },
  },
];

describe('planTimeline', () => {
  it('lays out intro, shots and outro with cross-fades; a cut is one frame', () => {
    const plan = planTimeline({ introS: 3, outroS: 3, shots, fadeS: 0.5 });
    expect(plan.segments.map((s) => [s.kind, s.durationS, s.startS, s.overlapS])).toEqual([
      ['intro', 3, 0, 0],
      ['shot', 3, 2.5, 0.5],
      ['shot', 2, 5, 0.5],
      ['shot', 4, 6.966667, 0.033333],
      ['outro', 3, 10.466667, 0.5],
    ]);
    expect(plan.totalS).toBeCloseTo(3 + 3 + 2 + 4 + 3 - 0.5 * 3 - 1 / 30, 5);
    expect(plan.shotsStartS).toBe(2.5);
    expect(plan.shotsEndS).toBeCloseTo(10.966667, 5);
  });

  it('rounds every length to whole frames', () => {
    expect(shotDurationS({ startS: 0, endS: 1.01, speed: 1, transition: 'fade' })).toBeCloseTo(30 / 30, 6);
    expect(shotDurationS({ startS: 0, endS: 1, speed: 3, transition: 'fade' })).toBeCloseTo(10 / 30, 6);
  });

  it('holds a shot on screen for its duration when that is longer than its range at its speed', () => {
    expect(shotDurationS({ startS: 0, endS: 3, speed: 0.5, transition: 'fade', durationS: 7.2 })).toBeCloseTo(
      7.2,
      6,
    );
    expect(shotDurationS({ startS: 0, endS: 3, speed: 0.5, transition: 'fade', durationS: 2 })).toBeCloseTo(
      6,
      6,
    );
    const plan = planTimeline({ introS: 3, outroS: 3, shots: [{ ...shots[0]!, durationS: 5 }] });
    expect(plan.segments[1]!.durationS).toBe(5);
  });

  it('never overlaps more than half of a short shot', () => {
    const plan = planTimeline({
      introS: 3,
      outroS: 3,
      shots: [{ startS: 0, endS: 0.4, speed: 1, transition: 'fade' }],
      fadeS: 1,
    });
    expect(plan.segments[1]!.overlapS).toBeCloseTo(0.2, 6);
    expect(plan.segments[2]!.overlapS).toBeCloseTo(0.2, 6);
  });
});
