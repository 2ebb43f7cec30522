import { describe, expect, it } from 'vitest';
import { MediaError } from '@platform/media';
import { createRandom } from './seeded-random.ts';
import {
  promptPalette,
  renderT2i,
  styledPrompt,
  t2iSeed,
  t2iSize,
  type T2iInput,
} from './t2i-render.engine.ts';
import type { EngineContext } from './engine.types.ts';
import { buildSceneSvg, moodOf } from './t2i-scene.ts';

const base: T2iInput = { prompt: 'a red barn in a green field', modelName: 'zephyr_t2i', numImages: 1 };

describe('t2iSize', () => {
  it('defaults to 1024 and accepts 256..2048 in multiples of 8', () => {
    expect(t2iSize()).toEqual({ width: 1024, height: 1024 });
    expect(t2iSize({ width: 256, height: 2048 })).toEqual({ width: 256, height: 2048 });
    for (const width of [248, 2056, 1001, '512', 512.5]) expect(() => t2iSize({ width })).toThrow(MediaError);
  });
});

describe('t2iSeed', () => {
  it('is stable across key order and changes with every input that defines the image', () => {
    const seed = t2iSeed({ ...base, modelConfig: { width: 512, height: 512 } });
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(t2iSeed({ ...base, modelConfig: { height: 512, width: 512 } })).toBe(seed);
    const variants: T2iInput[] = [
      { ...base, prompt: 'a red barn in a green meadow', modelConfig: { width: 512, height: 512 } },
      { ...base, modelName: 'nebula_t2i', modelConfig: { width: 512, height: 512 } },
      { ...base, modelConfig: { width: 512, height: 520 } },
      { ...base, modelConfig: { width: 512, height: 512 }, stylePresets: [{ prefix: 'oil painting of' }] },
      { ...base, modelConfig: { width: 512, height: 512 }, stylePresets: [{ negative: 'blurry' }] },
    ];
    const seeds = new Set(variants.map(t2iSeed));
    expect(seeds.size).toBe(variants.length);
    expect(seeds.has(seed)).toBe(false);
  });

  it('does not depend on the number of images (image i is the same in a batch of 1 or 10)', () => {
    expect(t2iSeed({ ...base, numImages: 1 })).toBe(t2iSeed({ ...base, numImages: 10 }));
  });
});

describe('prompt styling', () => {
  it('wraps the prompt in preset prefixes and suffixes, and joins negatives', () => {
    const styled = styledPrompt({
      prompt: ' a lighthouse ',
      stylePresets: [
        { prefix: 'cinematic photo of', suffix: 'golden hour', negative: 'blurry' },
        { prefix: 'wide shot,', negative: 'text, watermark' },
      ],
    });
    expect(styled).toEqual({
      positive: 'cinematic photo of wide shot, a lighthouse golden hour',
      negative: 'blurry, text, watermark',
    });
  });

  it('takes the palette from colour words, minus negative ones', () => {
    expect(promptPalette('a red barn in a green field', '')).toEqual([
      [205, 35, 35],
      [45, 160, 55],
    ]);
    expect(promptPalette('a red barn in a green field', 'red')).toEqual([[45, 160, 55]]);
  });

  it('reads the mood from light words', () => {
    expect(moodOf('a street at night')).toBe('dark');
    expect(moodOf('a bright sunny beach')).toBe('bright');
    expect(moodOf('a street')).toBe('neutral');
  });
});

describe('buildSceneSvg', () => {
  it('is deterministic for a seed and sized as asked', () => {
    const svg = (seed: string) =>
      buildSceneSvg({
        width: 640,
        height: 480,
        palette: [[200, 30, 30]],
        mood: 'neutral',
        random: createRandom(seed),
      });
    expect(svg('a')).toBe(svg('a'));
    expect(svg('a')).not.toBe(svg('b'));
    expect(svg('a')).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="640" height="480" viewBox="0 0 640 480">/,
    );
    expect(svg('a')).not.toMatch(/href|<image|<script/);
  });
});

describe('the prompt limit', () => {
  it('counts characters: 80,000 emoji are a prompt, 80,001 are refused', async () => {
    // No images asked: an accepted prompt meets the image count's check next, before any work.
    const context = {} as EngineContext;
    await expect(renderT2i({ ...base, prompt: '😀'.repeat(80_000), numImages: 0 }, context)).rejects.toThrow(
      'num_requested_images must be from 1 to 10.',
    );
    await expect(renderT2i({ ...base, prompt: '😀'.repeat(80_001), numImages: 0 }, context)).rejects.toThrow(
      'The prompt must be 1 to 80000 characters.',
    );
  });
});
