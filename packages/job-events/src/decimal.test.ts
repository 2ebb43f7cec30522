import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal.ts';

describe('formatDecimal', () => {
  it.each([
    ['100', 4, '100.0000'],
    ['100.5', 4, '100.5000'],
    ['0', 4, '0.0000'],
    ['0.04', 2, '0.04'],
    ['0.0400', 2, '0.04'],
    ['1.23456', 4, '1.2346'],
    ['1.23454', 4, '1.2345'],
    ['-1.00005', 4, '-1.0001'],
    ['-0.00001', 4, '0.0000'],
    ['9999999999999999.99995', 4, '10000000000000000.0000'],
    ['12.', 2, '12.00'],
    ['7.5', 0, '8'],
  ])('formats %s with %i places as %s', (value, places, expected) => {
    expect(formatDecimal(value, places)).toBe(expected);
  });

  it('rejects anything that is not a decimal', () => {
    for (const value of ['', 'abc', '1e5', '1.2.3', 'NaN'])
      expect(() => formatDecimal(value, 4)).toThrow(/not a decimal/);
  });
});
