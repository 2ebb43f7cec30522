import { describe, expect, it } from 'vitest';
import { audioMeasurements, videoMeasurements } from './measurements.ts';

describe('measurements', () => {
  it('keeps each of a video stream facts under its own name (distinct values, so a swap shows)', () => {
    const stored = {
      key: 'k',
      content_type: 'video/mp4',
      width: 1280,
      height: 720,
      file_size: 9,
      num_frames: 150,
      framerate: 30,
      duration_s: 5,
      bitrate: 2_000_000,
      codec_id: 'avc1',
      bit_depth: 8,
      chroma_subsampling: '4:2:0',
      color_space: 'bt709',
    };
    expect(videoMeasurements(stored)).toEqual({
      numFrames: 150,
      framerate: 30,
      durationS: 5,
      bitrate: 2_000_000,
      codecId: 'avc1',
      bitDepth: 8,
      chromaSubsampling: '4:2:0',
      colorSpace: 'bt709',
    });
  });

  it('keeps each of an audio stream facts under its own name, unknowns as null', () => {
    expect(
      audioMeasurements({
        duration_s: 12.5,
        sample_rate: 48_000,
        channels: 2,
        bitrate: null,
        codec_id: 'opus',
      }),
    ).toEqual({
      durationS: 12.5,
      sampleRate: 48_000,
      channels: 2,
      bitrate: null,
      codecId: 'opus',
    });
  });
});
