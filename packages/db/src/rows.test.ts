import { describe, expect, it } from 'vitest';
import { timestampFromRow } from './rows.ts';

describe('timestampFromRow', () => {
  it('reads PostgreSQL timestamptz text with any offset', () => {
    expect(timestampFromRow('2026-11-22 08:17:05.798862+00').toISOString()).toBe('2026-11-22T08:17:05.798Z');
    expect(timestampFromRow('2026-11-22 08:17:05+05:30').toISOString()).toBe('2026-11-22T02:47:05.000Z');
  });

  it('passes a Date through and refuses what is not a timestamp', () => {
    const now = new Date();
    expect(timestampFromRow(now)).toBe(now);
    expect(() => timestampFromRow('yesterday')).toThrow(/not a timestamp/);
    expect(() => timestampFromRow(null)).toThrow(/not a timestamp/);
  });
});
