import { describe, expect, it } from 'vitest';
import {
  PROTOCOL_WHITELIST,
  assertSafeArgs,
  even,
  ffmpegGlobalArgs,
  inputArgs,
  localPath,
  num,
} from './ffmpeg.args.ts';
import { MediaError } from './media.error.ts';

describe('inputArgs', () => {
  it('puts the protocol whitelist right before -i and makes the path absolute', () => {
    const args = inputArgs('clip.mp4', ['-sseof', '-0.5']);
    expect(args.slice(0, 5)).toEqual(['-sseof', '-0.5', '-protocol_whitelist', 'file,pipe', '-i']);
    expect(args[5]).toMatch(/^\/.*\/clip\.mp4$/);
  });

  it('never lets a path read as an option or a protocol', () => {
    expect(localPath('-evil.mp4').startsWith('/')).toBe(true);
    expect(localPath('http://example.com/x.mp4').startsWith('/')).toBe(true);
    expect(() => localPath('')).toThrow(MediaError);
    expect(() => localPath('a\0b')).toThrow(MediaError);
  });
});

describe('assertSafeArgs', () => {
  it('accepts every input carrying the whitelist', () => {
    expect(() =>
      assertSafeArgs([...inputArgs('/a.png'), ...inputArgs('/b.png'), '-map', '0', '/out.mp4']),
    ).not.toThrow();
  });

  it('rejects an input without it, even when an earlier input had it', () => {
    expect(() => assertSafeArgs(['-i', '/a.mp4', '/out.mp4'])).toThrow(/lacks -protocol_whitelist/);
    expect(() => assertSafeArgs([...inputArgs('/a.png'), '-i', '/b.png', '/o.mp4'])).toThrow(MediaError);
    expect(() => assertSafeArgs(['-protocol_whitelist', 'file,http', '-i', '/a.mp4'])).toThrow(MediaError);
  });

  it('uses file,pipe only', () => {
    expect(PROTOCOL_WHITELIST).toBe('file,pipe');
  });
});

describe('ffmpegGlobalArgs', () => {
  it('is quiet, never reads stdin, overwrites, and adds progress when asked', () => {
    expect(ffmpegGlobalArgs(null)).toEqual(['-hide_banner', '-nostdin', '-y', '-loglevel', 'error']);
    expect(ffmpegGlobalArgs({ intervalS: 0.25 })).toEqual([
      '-hide_banner',
      '-nostdin',
      '-y',
      '-loglevel',
      'error',
      '-nostats',
      '-progress',
      'pipe:1',
      '-stats_period',
      '0.25',
    ]);
  });
});

describe('number helpers', () => {
  it('formats expression numbers without exponents or negative zero', () => {
    expect(num(1.3)).toBe('1.3');
    expect(num(-0.0000001)).toBe('0');
    expect(num(1e-7, 9)).toBe('0.0000001');
    expect(num(42)).toBe('42');
    expect(() => num(Number.NaN)).toThrow(RangeError);
  });

  it('rounds down to even sizes', () => {
    expect(even(855)).toBe(854);
    expect(even(854)).toBe(854);
    expect(even(1)).toBe(2);
  });
});
