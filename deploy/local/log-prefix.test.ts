import { describe, expect, it } from 'vitest';
import { formatLine, LineSplitter, RecentLines } from './log-prefix.ts';

describe('LineSplitter', () => {
  it('joins lines split across chunks and keeps the unfinished tail', () => {
    const splitter = new LineSplitter();
    expect(splitter.push('{"msg":"star')).toEqual([]);
    expect(splitter.push('ted"}\nsecond\nthi')).toEqual(['{"msg":"started"}', 'second']);
    expect(splitter.push(Buffer.from('rd\r\n\n'))).toEqual(['third', '']);
    expect(splitter.flush()).toEqual([]);
    expect(splitter.push('no newline at end')).toEqual([]);
    expect(splitter.flush()).toEqual(['no newline at end']);
    expect(splitter.flush()).toEqual([]);
  });

  it('keeps multi-byte characters whole when a chunk ends inside one', () => {
    const bytes = Buffer.from('café\nnaïve\n');
    const cut = bytes.indexOf(Buffer.from('ï')) + 1;
    const splitter = new LineSplitter();
    expect(splitter.push(bytes.subarray(0, cut))).toEqual(['café']);
    expect(splitter.push(bytes.subarray(cut))).toEqual(['naïve']);
  });
});

describe('formatLine', () => {
  it('pads names to a shared width without colour for pipes', () => {
    const style = { width: 8, color: false };
    expect(formatLine('billing', 'listening', style)).toBe('billing  | listening');
    expect(formatLine('gateway', '', style)).toBe('gateway  | ');
    expect(formatLine('real-estate', 'x', style)).toBe('real-estate | x');
  });

  it('colours only the tag when writing to a terminal', () => {
    const line = formatLine('nats', 'ready', { width: 4, color: true }, 1);
    expect(line).toBe('\u001b[35mnats |\u001b[0m ready');
    expect(formatLine('nats', 'ready', { width: 4, color: true }, 0)).not.toBe(line);
  });
});

describe('RecentLines', () => {
  it('keeps only the newest lines', () => {
    const recent = new RecentLines(2);
    ['a', 'b', 'c'].forEach((line) => recent.add(line));
    expect(recent.all()).toEqual(['b', 'c']);
  });
});
