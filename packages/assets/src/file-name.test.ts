import { describe, expect, it } from 'vitest';
import { nameFromFile } from './file-name.ts';

describe('nameFromFile', () => {
  it('drops control characters and trims', () => {
    expect(nameFromFile('  a\u0000b\tc\u007f.mp4 \n', 255)).toBe('abc.mp4');
  });

  it('cuts to the limit without leaving half a surrogate pair or a trailing space', () => {
    expect(nameFromFile('ab😀', 3)).toBe('ab');
    expect(nameFromFile('ab cd', 3)).toBe('ab');
    expect(nameFromFile('\u0001\u0002', 10)).toBe('');
  });
});
