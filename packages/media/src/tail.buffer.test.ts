import { describe, expect, it } from 'vitest';
import { TailBuffer } from './tail.buffer.ts';

describe('TailBuffer', () => {
  it('keeps everything while under the limit', () => {
    const tail = new TailBuffer(100);
    tail.push(Buffer.from('line one\n'));
    tail.push(Buffer.from('line two\n'));
    expect(tail.toString()).toBe('line one\nline two\n');
    expect(tail.truncated).toBe(false);
  });

  it('keeps only the last bytes, starting at a whole line, however much is written', () => {
    const tail = new TailBuffer(64);
    for (let i = 0; i < 10_000; i += 1) tail.push(Buffer.from(`noise line ${i}\n`));
    tail.push(Buffer.from('Invalid data found when processing input\n'));
    const text = tail.toString();
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(64);
    expect(text.endsWith('Invalid data found when processing input\n')).toBe(true);
    expect(text.startsWith('noise line') || text.startsWith('Invalid')).toBe(true);
    expect(tail.truncated).toBe(true);
  });

  it('handles one chunk larger than the limit', () => {
    const tail = new TailBuffer(8);
    tail.push(Buffer.from('abcdefghijklmnop'));
    expect(tail.toString()).toBe('ijklmnop');
    expect(tail.truncated).toBe(true);
  });
});
