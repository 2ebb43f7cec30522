import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cryptoRandom } from '../adapters/system.adapter.ts';
import { apiKeyPrefix, generateApiKey, hashApiKey } from './api-key.ts';
import type { RandomSource } from './ports.ts';

const KEY_FORMAT = /^mk_live_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/;

/** Replays fixed bytes, so the encoding can be checked exactly. */
const replay = (...chunks: number[][]): RandomSource => {
  const queue = [...chunks];
  return { bytes: (size) => Buffer.from(queue.shift() ?? new Array(size).fill(7)) };
};

describe('API keys', () => {
  it('have a visible prefix and a 256-bit base64url secret', () => {
    const { key, prefix, hash } = generateApiKey({ bytes: (size) => Buffer.alloc(size, 0xab) });
    expect(key).toMatch(KEY_FORMAT);
    expect(key.startsWith(`${prefix}_`)).toBe(true);
    const secret = Buffer.from(key.slice(prefix.length + 1), 'base64url');
    expect(secret).toHaveLength(32);
    expect(secret.equals(Buffer.alloc(32, 0xab))).toBe(true);
    expect(hash).toEqual(hashApiKey(key));
  });

  it('draw the id uniformly: bytes of 252 and above are skipped, others map modulo 36', () => {
    const idBytes = [252, 253, 254, 255, 0, 1, 35, 36, 71, 251, 10, 25, 26, 200, 9, 9];
    const { prefix } = generateApiKey(replay(idBytes, new Array(32).fill(1)));
    // 0 -> a, 1 -> b, 35 -> 9, 36 -> a, 71 -> 9, 251 -> 9, 10 -> k, 25 -> z; the rest is unused.
    expect(prefix).toBe('mk_live_ab9a99kz');
  });

  it('refuses a random source that returns too few bytes', () => {
    expect(() => generateApiKey(replay(new Array(16).fill(1), [1, 2, 3]))).toThrow(/too few bytes/);
  });

  it('are different every time from the system CSPRNG', () => {
    const keys = Array.from({ length: 50 }, () => generateApiKey(cryptoRandom));
    expect(new Set(keys.map((generated) => generated.key)).size).toBe(50);
    expect(new Set(keys.map((generated) => generated.prefix)).size).toBe(50);
    for (const generated of keys) expect(generated.key).toMatch(KEY_FORMAT);
  });

  it('hash with SHA-256 of the whole key', () => {
    const key = 'mk_live_abcdefgh_' + 'A'.repeat(43);
    expect(hashApiKey(key).toString('hex')).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hashApiKey(key)).toHaveLength(32);
  });

  it('recognise their own format only', () => {
    const valid = 'mk_live_abcdefgh_' + 'A'.repeat(43);
    expect(apiKeyPrefix(valid)).toBe('mk_live_abcdefgh');
    for (const text of [
      '',
      valid.slice(0, -1),
      `${valid}A`,
      valid.replace('mk_live', 'mk_test'),
      valid.toUpperCase(),
      `Token ${valid}`,
      valid.replace('_A', '_='),
    ]) {
      expect(apiKeyPrefix(text)).toBeNull();
    }
  });
});
