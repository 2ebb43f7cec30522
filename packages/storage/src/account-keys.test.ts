import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AccountKeys } from './account-keys.ts';

const SECRET = 'unit-test-storage-key-secret-0123456789abcdef';
const keys = new AccountKeys(SECRET);
const TAG = /^[0-9a-f]{32}$/;

/** Throws the AppError of kind `validation` (a 400 for a client, never a 500). */
const rejects = (fn: () => unknown) => expect(fn).toThrow(expect.objectContaining({ kind: 'validation' }));

describe('AccountKeys: opaque folder names', () => {
  it('is hex(HMAC-SHA256(secret, "<kind>:<id>")) cut to 32 characters, and the account tag is one', () => {
    expect(keys.opaque('job', 'j1')).toBe(
      createHmac('sha256', SECRET).update('job:j1').digest('hex').slice(0, 32),
    );
    expect(keys.opaque('account', '42')).toBe(keys.tag(42));
    expect(keys.opaque('job', '42')).not.toBe(keys.tag(42));
    expect(new AccountKeys(`${SECRET}!`).opaque('job', 'j1')).not.toBe(keys.opaque('job', 'j1'));
  });
});

describe('AccountKeys: the account folder', () => {
  it('is hex(HMAC-SHA256(secret, "account:" + id)) cut to 32 characters', () => {
    const expected = createHmac('sha256', SECRET).update('account:42').digest('hex').slice(0, 32);
    expect(keys.tag(42)).toBe(expected);
    expect(keys.key(42, 'assets', 'a1b2', 'original.png')).toBe(
      `accounts/${expected}/assets/a1b2/original.png`,
    );
  });

  it('is stable: the same account and secret always give the same folder', () => {
    expect(new AccountKeys(SECRET).tag(42)).toBe(keys.tag(42));
    expect(keys.key(42, 'a.png')).toBe(keys.key(42, 'a.png'));
    // The services pass ids as decimal strings; a number names the same account.
    expect(keys.tag('42')).toBe(keys.tag(42));
    expect(keys.prefix('42', 'renders')).toBe(keys.prefix(42, 'renders'));
  });

  it('stays the same after the process has seen more accounts than it remembers', () => {
    const fresh = new AccountKeys(SECRET);
    const expected = createHmac('sha256', SECRET).update('account:42').digest('hex').slice(0, 32);
    expect(fresh.tag(42)).toBe(expected);
    for (let id = 1_000; id < 11_001; id += 1) fresh.tag(id);
    expect(fresh.tag(42)).toBe(expected);
    expect(fresh.tag(10_999)).toBe(
      createHmac('sha256', SECRET).update('account:10999').digest('hex').slice(0, 32),
    );
  });

  it('differs between accounts and between secrets', () => {
    const tags = new Set([1, 2, 3, 5, 42, 50, 420, 9_007_199_254_740_991].map((id) => keys.tag(id)));
    expect(tags.size).toBe(8);
    for (const tag of tags) expect(tag).toMatch(TAG);
    expect(new AccountKeys(`${SECRET}!`).tag(42)).not.toBe(keys.tag(42));
    expect(new AccountKeys(Buffer.alloc(32, 1)).tag(42)).not.toBe(
      new AccountKeys(Buffer.alloc(32, 2)).tag(42),
    );
  });

  it('does not contain the account id', () => {
    for (const id of [7, 42, 1234, 98_765]) {
      const key = keys.key(id, 'studio', 'videos', 'v', 'original.mp4');
      expect(key.split('/')).not.toContain(String(id));
      expect(key).not.toMatch(new RegExp(`^accounts/${id}/`));
    }
  });

  it('needs a secret of at least 32 bytes', () => {
    expect(() => new AccountKeys('x'.repeat(31))).toThrow(/at least 32 bytes/);
    expect(() => new AccountKeys('')).toThrow(/at least 32 bytes/);
    expect(() => new AccountKeys(new Uint8Array(31))).toThrow(/at least 32 bytes/);
    // Bytes, not characters: 16 two-byte characters are enough.
    expect(() => new AccountKeys('é'.repeat(16))).not.toThrow();
  });

  it('refuses account ids that are not positive integers in canonical form', () => {
    for (const id of [0, -3, 1.5, Number.NaN, 2 ** 53, '0', '07', '7.0', ' 7', '7a', '', '-1']) {
      rejects(() => keys.key(id, 'a'));
      rejects(() => keys.prefix(id));
    }
  });
});

describe('AccountKeys.key', () => {
  it('keeps the parts as they are', () => {
    expect(keys.key(7, 'résumé façade.jpg')).toBe(`accounts/${keys.tag(7)}/résumé façade.jpg`);
  });

  it('rejects traversal, slashes, empty parts and control characters', () => {
    rejects(() => keys.key(1, '..', 'other'));
    rejects(() => keys.key(1, '.'));
    rejects(() => keys.key(1, `../../accounts/${keys.tag(2)}/secret`));
    rejects(() => keys.key(1, 'a/b'));
    rejects(() => keys.key(1, 'a\\b'));
    rejects(() => keys.key(1, ''));
    rejects(() => keys.key(1, 'line\nbreak'));
    rejects(() => keys.key(1, 'nul\u0000'));
    rejects(() => keys.key(1, 'c1\u0085'));
    rejects(() => keys.key(1));
  });

  it('rejects keys longer than S3 allows', () => {
    // `accounts/` (9) + tag (32) + `/` (1) = 42 bytes before the parts.
    expect(keys.key(1, 'x'.repeat(982))).toHaveLength(1024);
    rejects(() => keys.key(1, 'x'.repeat(983)));
  });
});

describe('AccountKeys.prefix', () => {
  it('ends with a slash, so the folder of account 5 never matches account 50', () => {
    expect(keys.prefix(5)).toBe(`accounts/${keys.tag(5)}/`);
    expect(keys.prefix(5, 'renders')).toBe(`accounts/${keys.tag(5)}/renders/`);
    expect(keys.key(50, 'x').startsWith(keys.prefix(5))).toBe(false);
    expect(keys.key(5, 'renders-old', 'x').startsWith(keys.prefix(5, 'renders'))).toBe(false);
    rejects(() => keys.prefix(5, '..'));
    rejects(() => keys.prefix(5, 'a/b'));
  });
});

describe('AccountKeys.owns', () => {
  it('accepts the account’s own keys and folders', () => {
    expect(keys.owns(5, keys.key(5, 'studio', 'images', 'a', 'original.png'))).toBe(true);
    expect(keys.owns('5', keys.prefix(5, 'studio', 'jobs', 'j1'))).toBe(true);
    expect(keys.owns(5, keys.prefix(5))).toBe(true);
  });

  it('refuses other accounts, including one whose id starts the same way', () => {
    expect(keys.owns(5, keys.key(50, 'a.png'))).toBe(false);
    expect(keys.owns(50, keys.key(5, 'a.png'))).toBe(false);
    expect(keys.owns(6, keys.prefix(5, 'studio'))).toBe(false);
    // Under another secret the same account is another folder.
    expect(new AccountKeys(`${SECRET}?`).owns(5, keys.key(5, 'a.png'))).toBe(false);
    // The old id-named folders are not the account's any more.
    expect(keys.owns(5, 'accounts/5/a.png')).toBe(false);
  });

  it('refuses `..` and `.` tricks and malformed keys that start in the folder', () => {
    const root = keys.prefix(5);
    for (const key of [
      `${root}../${keys.tag(6)}/a.png`,
      `${root}studio/../../${keys.tag(6)}/a.png`,
      `${root}./a.png`,
      `${root}studio/..`,
      `${root}studio//a.png`,
      `${root}a\\..\\b`,
      `${root}line\nbreak`,
      `${root}${'x'.repeat(1000)}`,
      `${root}a.png//`,
      `/${root}a.png`,
    ]) {
      expect(keys.owns(5, key), JSON.stringify(key)).toBe(false);
    }
  });

  it('never throws: a bad account id or a non-string key is simply not owned', () => {
    expect(keys.owns(0, keys.key(5, 'a'))).toBe(false);
    expect(keys.owns('05', keys.key(5, 'a'))).toBe(false);
    expect(keys.owns(5, undefined as unknown as string)).toBe(false);
    expect(keys.owns(5, '')).toBe(false);
  });
});
