import { describe, expect, it } from 'vitest';
import { FieldCheck, characterCount } from './index.ts';

describe('characterCount', () => {
  it('counts code points: an emoji is one character, though two UTF-16 units', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('abc')).toBe(3);
    expect('😀'.length).toBe(2);
    expect(characterCount('😀')).toBe(1);
    expect(characterCount('😀'.repeat(20))).toBe(20);
    expect(characterCount('é漢😀')).toBe(3);
    // A flag is two regional indicators, a family joined by ZWJ five code points: the count is of code points.
    expect(characterCount('🇦🇺')).toBe(2);
    expect(characterCount('👨‍👩‍👧')).toBe(5);
    // A lone surrogate is one (the gateway refuses them before any service sees one).
    expect(characterCount('\ud800x')).toBe(2);
  });
});

describe('FieldCheck.text', () => {
  it('takes emoji up to the limit and refuses one more, counted in characters', () => {
    const check = new FieldCheck();
    expect(check.text('first_name', '😀'.repeat(20), { max: 20 })).toBe('😀'.repeat(20));
    expect(check.ok).toBe(true);
    check.text('first_name', '😀'.repeat(21), { max: 20 });
    expect(check.errors).toEqual({ first_name: ['Ensure this field has no more than 20 characters.'] });
  });

  it('counts a minimum in characters too', () => {
    const check = new FieldCheck();
    check.text('code', '😀😀', { min: 2, max: 4 });
    expect(check.ok).toBe(true);
    check.text('code', '😀', { min: 2, max: 4 });
    expect(check.errors).toEqual({ code: ['Ensure this field has at least 2 characters.'] });
  });
});
