import { AppError } from '@platform/errors';
import { describe, expect, it } from 'vitest';
import { parseExpiry, requireAccountId, requireAssetId } from './validation.ts';

const NOW = new Date('2030-06-15T12:00:00.000Z');

function failure(work: () => unknown): AppError {
  try {
    work();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected an AppError');
}

describe('parseExpiry', () => {
  it('treats an empty value as a link that never expires', () => {
    expect(parseExpiry('', NOW)).toBeNull();
  });

  it('accepts future date-times with Z or an offset, keeping milliseconds', () => {
    expect(parseExpiry('2030-06-15T12:00:00.001Z', NOW)?.toISOString()).toBe('2030-06-15T12:00:00.001Z');
    expect(parseExpiry('2030-06-16T01:30:00+02:00', NOW)?.toISOString()).toBe('2030-06-15T23:30:00.000Z');
    expect(parseExpiry('2031-01-01T00:00:00.123456Z', NOW)?.toISOString()).toBe('2031-01-01T00:00:00.123Z');
  });

  it('refuses the present and the past', () => {
    for (const value of [
      '2030-06-15T12:00:00Z',
      '2030-06-15T11:59:59.999Z',
      '2030-06-15T14:00:00+03:00',
      '1999-01-01T00:00:00Z',
    ]) {
      const err = failure(() => parseExpiry(value, NOW));
      expect(err.kind).toBe('validation');
      expect(err.fieldErrors).toEqual({ expires_at: ['Must be in the future.'] });
    }
  });

  it('refuses values that are not date-times with a time zone', () => {
    for (const value of [
      'tomorrow',
      '2031-01-01',
      '2031-01-01T00:00:00',
      '2031-02-30T00:00:00Z',
      '2031-01-01T25:00:00Z',
      '2031-13-01T00:00:00Z',
      '1893456000',
    ]) {
      const err = failure(() => parseExpiry(value, NOW));
      expect(err.kind).toBe('validation');
      expect(Object.keys(err.fieldErrors ?? {})).toEqual(['expires_at']);
      expect(err.fieldErrors?.expires_at?.[0]).toMatch(/valid date-time/);
    }
  });
});

describe('ids', () => {
  it('normalises account ids and refuses non-positive or oversized ones', () => {
    expect(requireAccountId('0042')).toBe('42');
    expect(requireAccountId('9223372036854775807')).toBe('9223372036854775807');
    for (const value of ['0', '', '-1', '1.5', '9223372036854775808', 'abc']) {
      expect(failure(() => requireAccountId(value)).kind).toBe('validation');
    }
  });

  it('lower-cases asset UUIDs and answers anything else as not found', () => {
    expect(requireAssetId('0192F0C4-5B6A-7C3D-8E9F-0A1B2C3D4E5F')).toBe(
      '0192f0c4-5b6a-7c3d-8e9f-0a1b2c3d4e5f',
    );
    for (const value of [
      '',
      'not-a-uuid',
      '0192f0c4-5b6a-7c3d-8e9f-0a1b2c3d4e5',
      "0192f0c4-5b6a-7c3d-8e9f-0a1b2c3d4e5f' or 1=1",
    ]) {
      expect(failure(() => requireAssetId(value)).kind).toBe('not_found');
    }
  });
});
