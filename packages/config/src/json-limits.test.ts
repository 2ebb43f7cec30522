import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonLimitProblem, jsonTooDeep } from './json-limits.ts';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('free-form JSON limits', () => {
  it('measures depth without recursion, so any depth is safe to check', () => {
    expect(jsonTooDeep(1)).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep(nested(100_000))).toBe(true);
  });

  it('names the first limit broken: depth before size', () => {
    expect(jsonLimitProblem({ a: 'x' })).toBeNull();
    expect(jsonLimitProblem(nested(50))).toBe('Ensure this value is nested at most 32 levels deep.');
    expect(jsonLimitProblem({ blob: 'a'.repeat(16 * 1024) })).toBe(
      'Ensure this object is at most 16384 bytes of JSON.',
    );
    expect(jsonLimitProblem({ blob: 'é'.repeat(8 * 1024) })).toBe(
      'Ensure this object is at most 16384 bytes of JSON.',
    );
  });
});
