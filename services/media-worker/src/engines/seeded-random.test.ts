import { describe, expect, it } from 'vitest';
import { canonicalJson, createRandom, sha256Hex } from './seeded-random.ts';

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ x: 1, y: 2 })).toBe(canonicalJson({ y: 2, x: 1 }));
  });
});

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and stream', () => {
    const seed = sha256Hex('seed');
    const a = createRandom(seed, 'scene');
    const b = createRandom(seed, 'scene');
    const sequence = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(sequence);
    expect(sequence.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('differs between seeds and between streams', () => {
    const first = (seed: string, stream: string) => createRandom(seed, stream).next();
    expect(first('a', 's')).not.toBe(first('b', 's'));
    expect(first('a', 's')).not.toBe(first('a', 't'));
  });

  it('spreads values evenly enough for layout', () => {
    const random = createRandom(sha256Hex('spread'));
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i += 1)
      buckets[Math.floor(random.next() * 10)] = (buckets[Math.floor(random.next() * 10)] ?? 0) + 1;
    for (const count of buckets) expect(count).toBeGreaterThan(800);
    const ints = new Set(Array.from({ length: 200 }, () => random.int(2, 4)));
    expect([...ints].sort()).toEqual([2, 3, 4]);
    expect(() => random.pick([])).toThrow(RangeError);
  });
});
