import { describe, expect, it } from 'vitest';
import { bitDepthOf, chromaSubsamplingOf } from './pixel-format.ts';

describe('pixel formats', () => {
  it.each([
    ['yuv420p', 8, '4:2:0'],
    ['yuvj420p', 8, '4:2:0'],
    ['yuv420p10le', 10, '4:2:0'],
    ['yuv422p10le', 10, '4:2:2'],
    ['yuv444p12le', 12, '4:4:4'],
    ['nv12', 8, '4:2:0'],
    ['p010le', 10, '4:2:0'],
    ['yuyv422', 8, '4:2:2'],
    ['gray', 8, '4:0:0'],
    ['gray10le', 10, '4:0:0'],
    ['rgb24', 8, '4:4:4'],
    ['gbrp10le', 10, '4:4:4'],
    ['rgb48le', 16, '4:4:4'],
  ])('%s -> %i bits, %s', (pixFmt, depth, chroma) => {
    expect(bitDepthOf(pixFmt)).toBe(depth);
    expect(chromaSubsamplingOf(pixFmt)).toBe(chroma);
  });

  it('returns null for unknown or missing formats', () => {
    expect(bitDepthOf(undefined)).toBeNull();
    expect(chromaSubsamplingOf('')).toBeNull();
    expect(chromaSubsamplingOf('bayer_rggb8')).toBeNull();
  });
});
