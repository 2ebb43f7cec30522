import { describe, expect, it } from 'vitest';
import { factsFromStats, orientationOf, settingOf, writeDescription } from './description.writer.ts';
import { laplacianVariance, pixelStats } from './image-stats.ts';

function solid(
  width: number,
  height: number,
  top: [number, number, number],
  bottom: [number, number, number],
) {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) data.set(y < height / 2 ? top : bottom, (y * width + x) * 3);
  return { data, width, height, channels: 3 };
}

describe('pixelStats', () => {
  it('measures brightness, halves, colour shares and sky/vegetation', () => {
    const stats = pixelStats(solid(30, 30, [125, 185, 235], [45, 160, 55]));
    expect(stats.colours.map((c) => [c.name, c.share])).toEqual([
      ['green', 0.5],
      ['sky blue', 0.5],
    ]);
    expect(stats.skyShareTop).toBe(1);
    expect(stats.greenShare).toBe(0.5);
    expect(stats.topBrightness).toBeGreaterThan(stats.bottomBrightness);
    expect(stats.contrast).toBeGreaterThan(0);
  });

  it('counts grey-white upper thirds as half sky (overcast)', () => {
    expect(pixelStats(solid(10, 9, [235, 238, 245], [80, 80, 80])).skyShareTop).toBe(0.5);
  });

  it('refuses an empty image', () => {
    expect(() => pixelStats({ data: Buffer.alloc(0), width: 0, height: 0, channels: 3 })).toThrow(RangeError);
  });
});

describe('descriptions', () => {
  it('classifies orientation and setting', () => {
    expect([
      orientationOf(1600, 900),
      orientationOf(900, 1600),
      orientationOf(1000, 1020),
      orientationOf(3000, 1000),
    ]).toEqual(['landscape', 'portrait', 'square', 'panoramic']);
    expect(settingOf({ skyShareTop: 0.5, greenShare: 0 })).toBe('outdoor');
    expect(settingOf({ skyShareTop: 0, greenShare: 0.4 })).toBe('outdoor');
    expect(settingOf({ skyShareTop: 0.02, greenShare: 0.05 })).toBe('indoor');
    expect(settingOf({ skyShareTop: 0.1, greenShare: 0.05 })).toBe('unclear');
  });

  it('writes more at each fidelity level, each extending the shorter one', () => {
    const facts = factsFromStats(pixelStats(solid(40, 40, [125, 185, 235], [45, 160, 55])), 1600, 900, 300);
    const [low, mid, high] = [
      writeDescription(facts, 'low'),
      writeDescription(facts, 'mid'),
      writeDescription(facts, 'high'),
    ];
    expect(low).toBe('A balanced landscape-format image dominated by blue and green, likely outdoors.');
    expect(mid.length).toBeGreaterThan(low.length);
    expect(high.startsWith(mid)).toBe(true);
    expect(high.length).toBeGreaterThan(mid.length + 100);
    expect(mid).toContain('whose main colours are green and sky blue');
  });

  it('says "colour" for a single colour and labels darkness', () => {
    const facts = factsFromStats(pixelStats(solid(10, 10, [10, 10, 10], [10, 10, 10])), 10, 10, 0);
    expect(facts.brightnessLabel).toBe('dark');
    expect(writeDescription(facts, 'mid')).toContain('whose main colour is black.');
  });
});

describe('laplacianVariance', () => {
  it('is zero for a flat response and grows with edges', () => {
    expect(laplacianVariance(Buffer.alloc(100, 128))).toBe(0);
    const edges = Buffer.from(Array.from({ length: 100 }, (_, i) => (i % 2 ? 228 : 28)));
    expect(laplacianVariance(edges)).toBe(10_000);
  });
});
