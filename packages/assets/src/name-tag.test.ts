import { describe, expect, it } from 'vitest';
import { NAME_TAG_PATTERN, baseNameTag, firstFreeNameTag } from './name-tag.ts';

describe('name_tag', () => {
  it('derives a tag that matches the public pattern', () => {
    const cases: [string, string][] = [
      ['Sunset over the bay.png', 'Sunset-over-the-bay-png'],
      ['  Café crème  ', 'Cafe-creme'],
      ['shot_01', 'shot_01'],
      ['a//b\\c..d', 'a-b-c-d'],
      ['東京タワー', 'image'],
      ['---', 'image'],
      ['emoji 🎬 clip', 'emoji-clip'],
    ];
    for (const [name, tag] of cases) {
      const derived = baseNameTag(name, 'image');
      expect(derived).toBe(tag);
      expect(derived).toMatch(NAME_TAG_PATTERN);
    }
  });

  it('caps the length', () => {
    const tag = baseNameTag('x'.repeat(500), 'image');
    expect(tag.length).toBe(80);
    expect(baseNameTag(`${'a'.repeat(79)} b`, 'image')).toBe('a'.repeat(79));
  });

  it('adds the first free numeric suffix', () => {
    expect(firstFreeNameTag('clip', new Set())).toBe('clip');
    expect(firstFreeNameTag('clip', new Set(['clip', 'clip-2']))).toBe('clip-3');
    expect(firstFreeNameTag('clip', new Set(['clip-2']))).toBe('clip');
  });
});
