import { AppError } from '@platform/errors';
import { describe, expect, it } from 'vitest';
import { inputProblems, refuseUnstorableInput } from './input-rules.ts';

const DEPTH = 'Ensure this value is nested at most 32 levels deep.';
const NUL = 'Null characters are not allowed.';
const SURROGATE = 'Unpaired surrogate characters are not allowed.';

/** `depth` levels of objects and lists (the outer one is level 1). */
function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

describe('the rules every request body meets', () => {
  it('passes ordinary bodies, unicode and empty strings included', () => {
    expect(
      inputProblems({ name: 'Café ☕ 🏠', list: ['', 'a'], deep: nested(32), n: 1, ok: null, yes: true }),
    ).toBeNull();
    expect(inputProblems({})).toBeNull();
  });

  it('reports a NUL in a value or a key, at any depth, on the top-level field', () => {
    expect(inputProblems({ name: 'a\u0000b', other: 'fine' })).toEqual({ name: [NUL] });
    expect(inputProblems({ overrides: { card: { 'ti\u0000tle': 'x' } } })).toEqual({ overrides: [NUL] });
    expect(inputProblems({ tags: ['ok', ['x\u0000']] })).toEqual({ tags: [NUL] });
    expect(inputProblems({ 'na\u0000me': 'x' })).toEqual({ non_field_errors: [`A field name: ${NUL}`] });
  });

  it('reports unpaired surrogates, and passes paired ones', () => {
    expect(inputProblems({ text: 'half \ud83d' })).toEqual({ text: [SURROGATE] });
    expect(inputProblems({ text: '\udc00 alone' })).toEqual({ text: [SURROGATE] });
    expect(inputProblems({ text: 'whole \ud83d\udc4d' })).toBeNull();
  });

  it('reports a field nested past 32 levels, however deep, without overflowing anything', () => {
    expect(inputProblems({ config: nested(33) })).toEqual({ config: [DEPTH] });
    expect(inputProblems({ config: nested(100_000), fine: 'x' })).toEqual({ config: [DEPTH] });
    // A body that is no object of fields: its items, reported for the whole body.
    expect(inputProblems(nested(34))).toEqual({ non_field_errors: [DEPTH] });
    expect(inputProblems([['x\u0000']])).toEqual({ non_field_errors: [NUL] });
  });

  it('walks very long lists (a 1 MiB body holds half a million items)', () => {
    const items: unknown[] = Array.from({ length: 600_000 }, () => 0);
    expect(inputProblems({ items })).toBeNull();
    items.push('\u0000');
    expect(inputProblems({ items })).toEqual({ items: [NUL] });
  });

  it('throws the 400 validation error with every field at once', () => {
    let thrown: unknown;
    try {
      refuseUnstorableInput({ a: 'x\u0000', b: nested(40), c: 'fine' });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      kind: 'validation',
      message: 'Invalid input.',
      fieldErrors: { a: [NUL], b: [DEPTH] },
    });
  });
});
