import { describe, expect, it } from 'vitest';
import { ProgressParser, type FfmpegProgress } from './progress.parser.ts';

const block = (outUs: number, end = false) =>
  `frame=${Math.round(outUs / 33_333)}\nfps=60.0\nout_time_us=${outUs}\nout_time_ms=${outUs}\nout_time=00:00:01.000000\nspeed=1.5x\nprogress=${end ? 'end' : 'continue'}\n`;

describe('ProgressParser', () => {
  it('turns out_time_us into a fraction of the expected duration, across chunk boundaries', () => {
    const seen: FfmpegProgress[] = [];
    const parser = new ProgressParser(4, (p) => seen.push(p));
    const text = block(1_000_000) + block(3_000_000) + block(4_100_000, true);
    for (let i = 0; i < text.length; i += 7) parser.push(text.slice(i, i + 7));
    expect(seen.map((p) => p.fraction)).toEqual([0.25, 0.75, 1]);
    expect(seen[0]).toMatchObject({ outTimeS: 1, frame: 30, speed: 1.5, done: false });
    expect(seen[2]?.done).toBe(true);
  });

  it('reports no fraction without an expected duration, and clamps overshoot', () => {
    const seen: FfmpegProgress[] = [];
    new ProgressParser(undefined, (p) => seen.push(p)).push(block(2_000_000));
    expect(seen[0]).toMatchObject({ fraction: null, outTimeS: 2 });
    const clamped: FfmpegProgress[] = [];
    new ProgressParser(1, (p) => clamped.push(p)).push(block(2_000_000));
    expect(clamped[0]?.fraction).toBe(1);
  });

  it('treats N/A values as unknown instead of failing', () => {
    const seen: FfmpegProgress[] = [];
    new ProgressParser(2, (p) => seen.push(p)).push(
      'frame=0\nout_time_us=N/A\nspeed=N/A\nprogress=continue\n',
    );
    expect(seen[0]).toMatchObject({ outTimeS: 0, fraction: 0, speed: null });
  });
});
