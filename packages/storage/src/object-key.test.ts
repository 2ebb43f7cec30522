import { describe, expect, it } from 'vitest';
import { AppError } from '@platform/errors';
import { assertObjectKey, assertPrefix } from './object-key.ts';

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

describe('assertObjectKey / assertPrefix', () => {
  it('accepts scoped keys and folder prefixes', () => {
    expect(() => assertObjectKey('folder/sub/a.png')).not.toThrow();
    expect(() => assertPrefix('folder/sub/')).not.toThrow();
  });

  it('rejects malformed keys and prefixes', () => {
    rejects(() => assertObjectKey('/folder/sub/a'));
    rejects(() => assertObjectKey('folder/sub/'));
    rejects(() => assertObjectKey('folder//a'));
    rejects(() => assertObjectKey('folder/sub/../other/a'));
    rejects(() => assertObjectKey('folder/sub/./a'));
    rejects(() => assertObjectKey('folder/a\\b'));
    rejects(() => assertObjectKey('folder/tab\there'));
    rejects(() => assertObjectKey(`folder/${'x'.repeat(1020)}`));
    rejects(() => assertObjectKey(''));
    rejects(() => assertPrefix('folder/sub'));
    rejects(() => assertPrefix('/'));
    rejects(() => assertPrefix(''));
  });
});
