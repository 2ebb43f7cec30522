import { describe, expect, it } from 'vitest';
import { EtaCalibration, ProgressPacer, calibrationFactor, etaSeconds } from './job-eta.ts';

const START = new Date('2026-12-01T10:00:00Z');
const after = (seconds: number) => new Date(START.getTime() + seconds * 1000);
const running = (progress: number) =>
  ({ status: 'processing', estimateS: 60, progress, startedAt: START }) as const;

describe('etaSeconds', () => {
  it('is the calibrated estimate while queued and 0 once ended', () => {
    expect(etaSeconds({ status: 'queued', estimateS: 60, progress: 0, startedAt: null }, START)).toBe(60);
    expect(etaSeconds({ status: 'queued', estimateS: 60, progress: 0, startedAt: null }, START, 0.5)).toBe(
      30,
    );
    for (const status of ['completed', 'failed', 'cancelled', 'expired'] as const)
      expect(etaSeconds({ status, estimateS: 60, progress: 40, startedAt: START }, after(10))).toBe(0);
  });

  it('counts the estimate down until progress is reported', () => {
    expect(etaSeconds(running(0), START)).toBe(60);
    expect(etaSeconds(running(0), after(20))).toBe(40);
    expect(etaSeconds(running(0), after(90))).toBe(0);
  });

  it("moves from the estimate to the job's own pace as progress grows", () => {
    // The estimate said 60 s; the job does 1% a second (100 s in all).
    const early = etaSeconds(running(5), after(5)); // estimate: 57 left, pace: 95 left
    expect(early).toBeGreaterThan(57);
    expect(early).toBeLessThan(95);
    // From 30%, the pace alone: 70 s left.
    expect(etaSeconds(running(30), after(30))).toBe(70);
    expect(etaSeconds(running(90), after(90))).toBe(10);
    expect(etaSeconds(running(100), after(100))).toBe(0);
  });
});

describe('calibrationFactor', () => {
  it('is the median ratio of actual to estimated run time, 1 without samples, within bounds', () => {
    expect(calibrationFactor([])).toBe(1);
    expect(
      calibrationFactor([
        { estimateS: 55, actualS: 37 },
        { estimateS: 40, actualS: 30 },
        { estimateS: 10, actualS: 100 }, // an outlier does not move the median
      ]),
    ).toBeCloseTo(0.75);
    expect(
      calibrationFactor([
        { estimateS: 10, actualS: 5 },
        { estimateS: 10, actualS: 7 },
      ]),
    ).toBeCloseTo(0.6);
    expect(calibrationFactor([{ estimateS: 10, actualS: 1000 }])).toBe(5);
    expect(calibrationFactor([{ estimateS: 0, actualS: 3 }])).toBe(1);
    expect(calibrationFactor([{ estimateS: 10, actualS: 5 }], 2)).toBe(1);
  });
});

describe('EtaCalibration', () => {
  it('measures each kind again only after its refresh interval, or when told a job completed', async () => {
    let now = 0;
    const asked: string[] = [];
    let samples = [{ estimateS: 10, actualS: 5 }];
    const calibration = new EtaCalibration({
      samples: async (kind) => {
        asked.push(kind);
        return samples;
      },
      now: () => now,
      refreshMs: 1_000,
    });
    expect(await calibration.factor('render')).toBe(0.5);
    samples = [{ estimateS: 10, actualS: 20 }];
    now = 999;
    expect(await calibration.factor('render')).toBe(0.5);
    now = 1_000;
    expect(await calibration.factor('render')).toBe(2);
    calibration.forget('render');
    expect(await calibration.factor('render')).toBe(2);
    expect(await calibration.factor('voiceover')).toBe(2);
    expect(asked).toEqual(['render', 'render', 'render', 'voiceover']);
  });
});

describe('ProgressPacer', () => {
  it('lets one progress event a second through per job', () => {
    const pacer = new ProgressPacer();
    expect(pacer.due('a', 0)).toBe(true);
    expect(pacer.due('a', 999)).toBe(false);
    expect(pacer.due('b', 999)).toBe(true);
    expect(pacer.due('a', 1_000)).toBe(true);
    expect(pacer.due('a', 1_500)).toBe(false);
  });
});
