import { describe, expect, it } from 'vitest';
import { EVENT_ID_PATTERN, eventIdCodec, eventIdsFromConfig } from './event-ids.ts';

const codec = eventIdCodec('event-ids-test-secret');

describe('event ids', () => {
  it('decode exactly back to the sequence, for the account they were made for only', () => {
    const mine = codec.forAccount('7');
    for (const seq of [1, 2, 1_000, 2 ** 40 + 3, Number.MAX_SAFE_INTEGER]) {
      const id = mine.encode(seq);
      expect(id).toMatch(EVENT_ID_PATTERN);
      expect(mine.decode(id)).toBe(seq);
      expect(codec.forAccount('8').decode(id)).toBeUndefined();
      expect(codec.forAccount('77').decode(id)).toBeUndefined();
    }
    // The same event has the same id on every delivery, and in every replica with the same key.
    expect(mine.encode(42)).toBe(eventIdCodec('event-ids-test-secret').forAccount('7').encode(42));
    expect(mine.encode(42)).not.toBe(eventIdCodec('another-secret').forAccount('7').encode(42));
  });

  it('say nothing of the sequence: neighbours share no prefix, and two accounts see unrelated ids for one sequence', () => {
    const mine = codec.forAccount('7');
    const ids = Array.from({ length: 64 }, (_, i) => mine.encode(1_000 + i));
    expect(new Set(ids.map((id) => id.slice(0, 4))).size).toBeGreaterThan(60);
    expect(ids.some((id) => id.includes('1000'))).toBe(false);
    expect([...ids].sort()).not.toEqual(ids);
    expect(codec.forAccount('8').encode(1_000)).not.toBe(ids[0]);
  });

  it('do not decode when altered, made up, or of another shape', () => {
    const mine = codec.forAccount('7');
    const id = mine.encode(5);
    const altered = `${id.slice(0, 10)}${id[10] === 'A' ? 'B' : 'A'}${id.slice(11)}`;
    for (const other of [altered, 'A'.repeat(22), `${id}A`, id.slice(1), '5', '', 'not an id at all!!!!!!'])
      expect(mine.decode(other)).toBeUndefined();
    expect(() => mine.encode(0)).toThrow();
    expect(() => mine.encode(1.5)).toThrow();
  });

  it('take their key from STORAGE_KEY_SECRET, which production must set', () => {
    const secret = 'k'.repeat(32);
    const id = eventIdsFromConfig({ NODE_ENV: 'production', STORAGE_KEY_SECRET: secret })
      .forAccount('1')
      .encode(9);
    expect(eventIdCodec(secret).forAccount('1').decode(id)).toBe(9);
    expect(() => eventIdsFromConfig({ NODE_ENV: 'production' })).toThrow(/STORAGE_KEY_SECRET/);
    expect(eventIdsFromConfig({ NODE_ENV: 'development' }).forAccount('1').encode(9)).toMatch(
      EVENT_ID_PATTERN,
    );
  });
});
