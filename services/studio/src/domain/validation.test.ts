import { describe, expect, it } from 'vitest';
import { FieldCheck, MAX_TAG_LENGTH, checkTags } from './validation.ts';

describe('checkTags', () => {
  it('counts a tag in characters: 50 emoji are a tag, 51 are refused', () => {
    const check = new FieldCheck();
    expect(checkTags(check, ['😀'.repeat(MAX_TAG_LENGTH)])).toEqual(['😀'.repeat(MAX_TAG_LENGTH)]);
    expect(check.ok).toBe(true);
    checkTags(check, ['😀'.repeat(MAX_TAG_LENGTH + 1)]);
    expect(check.errors).toEqual({ tags: [`Each tag must have 1 to ${MAX_TAG_LENGTH} characters.`] });
  });
});
