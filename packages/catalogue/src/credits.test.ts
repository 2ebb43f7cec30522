import { describe, expect, it } from 'vitest';
import { Credits, CreditsFormatError } from './credits.ts';

const c = (text: string) => Credits.parse(text, { allowNegative: true });

describe('Credits.parse', () => {
  it.each([
    ['0', 0n],
    ['12', 120_000n],
    ['12.34', 123_400n],
    ['0.0001', 1n],
    ['.5', 5_000n],
    ['7.', 70_000n],
    ['007.1000', 71_000n],
    ['9999999999999999.9999', 99_999_999_999_999_999_999n],
  ])('parses %s exactly', (text, units) => {
    expect(Credits.parse(text).units).toBe(units);
  });

  it.each([
    ['', 'decimal number'],
    ['.', 'decimal number'],
    ['-', 'decimal number'],
    ['abc', 'decimal number'],
    ['1e3', 'decimal number'],
    ['1E-4', 'decimal number'],
    ['NaN', 'decimal number'],
    ['Infinity', 'decimal number'],
    ['0x10', 'decimal number'],
    ['1,000', 'decimal number'],
    [' 1', 'decimal number'],
    ['1 ', 'decimal number'],
    ['+1', 'decimal number'],
    ['1.2.3', 'decimal number'],
    ['--1', 'decimal number'],
    ['0.00001', '4 decimal places'],
    ['0.1000000001', '4 decimal places'],
    ['10000000000000000', 'too large'],
    ['-1', 'negative'],
    ['-0.0001', 'negative'],
  ])('rejects %j', (text, message) => {
    expect(() => Credits.parse(text)).toThrow(CreditsFormatError);
    expect(() => Credits.parse(text)).toThrow(message);
  });

  it('rejects values that are not strings, including floats', () => {
    for (const value of [0.1, 1, 1n, null, undefined, {}, ['1']]) {
      expect(() => Credits.parse(value)).toThrow('Must be a decimal string.');
    }
  });

  it('accepts negatives only when asked', () => {
    expect(c('-2.5').units).toBe(-25_000n);
    expect(c('-0').units).toBe(0n);
  });
});

describe('Credits.format', () => {
  it('always prints four decimals by default', () => {
    expect(c('12.34').format()).toBe('12.3400');
    expect(c('0').format()).toBe('0.0000');
    expect(c('0.04').toString()).toBe('0.0400');
    expect(c('-3.5').format()).toBe('-3.5000');
    expect(JSON.stringify({ amount: c('1') })).toBe('{"amount":"1.0000"}');
  });

  it('rounds half away from zero when fewer places are asked for', () => {
    expect(c('0.0400').format(2)).toBe('0.04');
    expect(c('0.0450').format(2)).toBe('0.05');
    expect(c('0.0449').format(2)).toBe('0.04');
    expect(c('-0.0450').format(2)).toBe('-0.05');
    expect(c('-0.0049').format(2)).toBe('0.00');
    expect(c('2.5').format(0)).toBe('3');
    expect(() => c('1').format(5)).toThrow(RangeError);
  });
});

describe('Credits arithmetic', () => {
  it('is exact where floats are not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(c('0.1').add(c('0.2')).equals(c('0.3'))).toBe(true);
    let total = Credits.ZERO;
    for (let i = 0; i < 10_000; i++) total = total.add(c('0.0001'));
    expect(total.format()).toBe('1.0000');
    expect(c('10').sub(c('0.0001')).format()).toBe('9.9999');
    expect(c('1').sub(c('1.5')).format()).toBe('-0.5000');
  });

  it('multiplies by whole numbers only', () => {
    expect(c('0.0400').mul(10).format()).toBe('0.4000');
    expect(c('0.0500').mul(7n).format()).toBe('0.3500');
    expect(() => c('1').mul(1.5)).toThrow(RangeError);
    expect(() => c('1').mul(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('refuses results beyond numeric(20,4)', () => {
    const max = c('9999999999999999.9999');
    expect(() => max.add(c('0.0001'))).toThrow(RangeError);
    expect(() => max.mul(2)).toThrow(RangeError);
  });

  it('compares', () => {
    expect(c('1.5').compare(c('1.50'))).toBe(0);
    expect(c('1.4999').compare(c('1.5'))).toBe(-1);
    expect(c('2').compare(c('-3'))).toBe(1);
    expect(c('2').gt(c('1.9999'))).toBe(true);
    expect(c('2').lt(c('2'))).toBe(false);
    expect(c('-0.0001').isNegative()).toBe(true);
    expect(Credits.ZERO.isZero()).toBe(true);
  });
});
