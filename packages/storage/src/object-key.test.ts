import { describe, expect, it } from 'vitest';
import { AppError } from '@platform/errors';
import { accountKey, accountPrefix, assertObjectKey, assertPrefix } from './object-key.ts';

const rejects = (fn: () => unknown) => {
  let caught: unknown;
  try {
    fn();
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(AppError);
  expect((caught as AppError).kind).toBe('validation');
};

describe('accountKey', () => {
  it('scopes parts under the account', () => {
    expect(accountKey(42, 'assets', 'a1b2', 'original.png')).toBe('accounts/42/assets/a1b2/original.png');
    expect(accountKey(7, 'résumé façade.jpg')).toBe('accounts/7/résumé façade.jpg');
  });

  it('rejects traversal, slashes, empty parts and control characters', () => {
    rejects(() => accountKey(1, '..', 'other'));
    rejects(() => accountKey(1, '.'));
    rejects(() => accountKey(1, '../../accounts/2/secret'));
    rejects(() => accountKey(1, 'a/b'));
    rejects(() => accountKey(1, 'a\\b'));
    rejects(() => accountKey(1, ''));
    rejects(() => accountKey(1, 'line\nbreak'));
    rejects(() => accountKey(1, 'nul\u0000'));
    rejects(() => accountKey(1, 'c1\u0085'));
    rejects(() => accountKey(1));
  });

  it('rejects account ids that are not positive integers', () => {
    rejects(() => accountKey(0, 'a'));
    rejects(() => accountKey(-3, 'a'));
    rejects(() => accountKey(1.5, 'a'));
    rejects(() => accountKey(Number.NaN, 'a'));
  });

  it('rejects keys longer than S3 allows', () => {
    rejects(() => accountKey(1, 'x'.repeat(1020)));
    expect(accountKey(1, 'x'.repeat(1000))).toHaveLength(1011);
  });
});

describe('accountPrefix', () => {
  it('ends with a slash so account 5 never matches account 50', () => {
    expect(accountPrefix(5)).toBe('accounts/5/');
    expect(accountPrefix(5, 'renders')).toBe('accounts/5/renders/');
    expect('accounts/50/x'.startsWith(accountPrefix(5))).toBe(false);
    rejects(() => accountPrefix(5, '..'));
  });
});

describe('assertObjectKey / assertPrefix', () => {
  it('accepts scoped keys and folder prefixes', () => {
    expect(() => assertObjectKey('accounts/1/a.png')).not.toThrow();
    expect(() => assertPrefix('accounts/1/')).not.toThrow();
  });

  it('rejects malformed keys and prefixes', () => {
    rejects(() => assertObjectKey('/accounts/1/a'));
    rejects(() => assertObjectKey('accounts/1/'));
    rejects(() => assertObjectKey('accounts//a'));
    rejects(() => assertObjectKey('accounts/1/../2/a'));
    rejects(() => assertObjectKey(''));
    rejects(() => assertPrefix('accounts/1'));
    rejects(() => assertPrefix('/'));
    rejects(() => assertPrefix(''));
  });
});
