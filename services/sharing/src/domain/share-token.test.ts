import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cryptoRandom } from '../adapters/system.adapter.ts';
import { TOKEN_BYTES, TOKEN_LENGTH, generateShareToken, isShareTokenFormat } from './share-token.ts';

describe('share tokens', () => {
  it('are 32 base64url characters carrying 192 random bits', () => {
    expect(TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    const token = generateShareToken(cryptoRandom);
    expect(token).toHaveLength(TOKEN_LENGTH);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(TOKEN_BYTES);
    expect(isShareTokenFormat(token)).toBe(true);
  });

  it('are exactly the bytes of the random source, encoded', () => {
    const bytes = Buffer.from(Array.from({ length: TOKEN_BYTES }, (_, i) => (i * 37 + 251) % 256));
    const token = generateShareToken({ bytes: (size) => bytes.subarray(0, size) });
    expect(Buffer.from(token, 'base64url').equals(bytes)).toBe(true);
  });

  it('refuse a random source that returns too few bytes', () => {
    expect(() => generateShareToken({ bytes: () => randomBytes(TOKEN_BYTES - 1) })).toThrow(/too few bytes/);
  });

  it('do not repeat and have every bit balanced over many draws', () => {
    const draws = 2000;
    const tokens = Array.from({ length: draws }, () => generateShareToken(cryptoRandom));
    expect(new Set(tokens).size).toBe(draws);
    const ones = new Array<number>(TOKEN_BYTES * 8).fill(0);
    for (const token of tokens) {
      const bytes = Buffer.from(token, 'base64url');
      for (let bit = 0; bit < ones.length; bit++) {
        if ((bytes[bit >> 3]! >> (bit & 7)) & 1) ones[bit]! += 1;
      }
    }
    // Each bit is Binomial(2000, 0.5): sd ≈ 22.4. Seven sd either side fails a fair source with
    // probability about 1e-12 per bit, and catches a stuck or strongly biased bit.
    for (const count of ones) {
      expect(count).toBeGreaterThan(draws / 2 - 157);
      expect(count).toBeLessThan(draws / 2 + 157);
    }
  });

  it('recognise the token shape without a lookup', () => {
    const token = generateShareToken(cryptoRandom);
    expect(isShareTokenFormat(token.slice(1))).toBe(false);
    expect(isShareTokenFormat(`${token}A`)).toBe(false);
    expect(isShareTokenFormat(`${token.slice(1)}=`)).toBe(false);
    expect(isShareTokenFormat(`${token.slice(1)}+`)).toBe(false);
    expect(isShareTokenFormat(`${token.slice(1)}/`)).toBe(false);
    expect(isShareTokenFormat(` ${token.slice(1)}`)).toBe(false);
    expect(isShareTokenFormat('')).toBe(false);
  });
});
