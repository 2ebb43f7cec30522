import { describe, expect, it } from 'vitest';
import type { MediaFacts } from '@platform/media';
import {
  createBody,
  estimateRange,
  partRanges,
  topazContainer,
  TOPAZ_PART_BYTES,
} from './topaz-video.wire.ts';

const facts = (overrides: Partial<MediaFacts> = {}): MediaFacts => ({
  format_name: 'mov,mp4,m4a,3gp,3g2,mj2',
  file_size: 477_010,
  duration_s: 4.04,
  bitrate: null,
  video: {
    width: 800,
    height: 448,
    file_size: 477_010,
    num_frames: 97,
    framerate: 24,
    duration_s: 4.04,
    bitrate: null,
    codec_id: 'h264',
    bit_depth: 8,
    chroma_subsampling: '4:2:0',
    color_space: null,
  },
  audio: null,
  ...overrides,
});

describe('Topaz wire format', () => {
  it('describes the measured source, the entry filters and output, with the plan size and rate winning', () => {
    const body = createBody(
      facts(),
      { out_width: 1600, out_height: 896, out_fps: 24 },
      {
        filters: [{ model: 'prob-4' }],
        output: { videoEncoder: 'H265', resolution: { width: 1, height: 1 } },
      },
    );
    expect(body).toEqual({
      source: {
        container: 'mp4',
        size: 477_010,
        duration: 4.04,
        frameRate: 24,
        frameCount: 97,
        resolution: { width: 800, height: 448 },
      },
      filters: [{ model: 'prob-4' }],
      output: {
        container: 'mp4',
        audioCodec: 'AAC',
        audioTransfer: 'None',
        videoEncoder: 'H265',
        resolution: { width: 1600, height: 896 },
        frameRate: 24,
      },
    });
    expect(() =>
      createBody(
        facts({ video: null }),
        { out_width: 2, out_height: 2, out_fps: 1 },
        { filters: [], output: {} },
      ),
    ).toThrow(/no video stream/);
  });

  it('names containers as Topaz does', () => {
    expect(topazContainer('matroska,webm')).toBe('webm');
    expect(topazContainer('matroska')).toBe('mkv');
    expect(topazContainer('mpegts')).toBe('ts');
    expect(() => topazContainer('gif')).toThrow(/Topaz takes no gif video/);
  });

  it('splits a file over the upload URLs in 500 MB segments (the whole file to a single URL)', () => {
    expect(partRanges(1_000, 1)).toEqual([{ start: 0, end: 1_000 }]);
    expect(partRanges(1_200_000_000, 3)).toEqual([
      { start: 0, end: TOPAZ_PART_BYTES },
      { start: TOPAZ_PART_BYTES, end: 2 * TOPAZ_PART_BYTES },
      { start: 2 * TOPAZ_PART_BYTES, end: 1_200_000_000 },
    ]);
    // Past 150 parts the segments grow so the file still fits the URLs.
    const huge = partRanges(100_000_000_000, 150);
    expect(huge.at(-1)?.end).toBe(100_000_000_000);
    expect(huge[0]?.end).toBe(Math.ceil(100_000_000_000 / 150));
  });

  it('reads an estimate pair, or nothing', () => {
    expect(estimateRange([4, 6])).toEqual([4, 6]);
    expect(estimateRange('4-6')).toBeNull();
  });
});
