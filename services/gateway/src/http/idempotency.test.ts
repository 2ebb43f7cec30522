import { describe, expect, it } from 'vitest';
import { canonicalJson, sha256Hex } from './idempotency.ts';

describe('canonical request hash', () => {
  it('ignores key order and undefined fields, but not values or list order', () => {
    const a = canonicalJson({ b: 1, a: { y: [1, 2], x: 'v' }, c: undefined });
    expect(a).toBe('{"a":{"x":"v","y":[1,2]},"b":1}');
    expect(canonicalJson({ a: { x: 'v', y: [1, 2] }, b: 1 })).toBe(a);
    expect(canonicalJson({ a: { x: 'v', y: [2, 1] }, b: 1 })).not.toBe(a);
    expect(canonicalJson({ a: { x: 'w', y: [1, 2] }, b: 1 })).not.toBe(a);
  });

  it('hashes to 64 hex characters', () => {
    expect(sha256Hex('x')).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256Hex('x')).toBe(sha256Hex(Buffer.from('x')));
  });
});
