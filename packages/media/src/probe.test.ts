import { describe, expect, it } from 'vitest';
import { summarize } from './ffmpeg.runner.ts';
import { MediaError } from './media.error.ts';
import { countFramesArgs, extractFrameArgs, imageOutputArgs, probeArgs } from './probe.args.ts';
import { parseMediaFacts, parseRational, type FfprobeOutput } from './probe.ts';

const mp4: FfprobeOutput = {
  streams: [
    {
      codec_type: 'video',
      codec_name: 'h264',
      width: 1920,
      height: 1080,
      pix_fmt: 'yuv420p',
      avg_frame_rate: '30000/1001',
      r_frame_rate: '30000/1001',
      nb_frames: '300',
      duration: '10.010000',
      bit_rate: '4000000',
      bits_per_raw_sample: '8',
      color_space: 'bt709',
    },
    {
      codec_type: 'audio',
      codec_name: 'aac',
      sample_rate: '48000',
      channels: 2,
      duration: '10.000000',
      bit_rate: '128000',
    },
  ],
  format: {
    format_name: 'mov,mp4,m4a,3gp,3g2,mj2',
    duration: '10.010000',
    bit_rate: '4150000',
    size: '5192000',
  },
};

describe('parseMediaFacts', () => {
  it('maps ffprobe JSON to the VideoAsset and AudioAsset fields', () => {
    const facts = parseMediaFacts(mp4, 5_192_000);
    expect(facts.video).toEqual({
      width: 1920,
      height: 1080,
      file_size: 5_192_000,
      num_frames: 300,
      framerate: 29.97,
      duration_s: 10.01,
      bitrate: 4_000_000,
      codec_id: 'h264',
      bit_depth: 8,
      chroma_subsampling: '4:2:0',
      color_space: 'bt709',
    });
    expect(facts.audio).toEqual({
      duration_s: 10,
      file_size: 5_192_000,
      bitrate: 128_000,
      sample_rate: 48_000,
      channels: 2,
      codec_id: 'aac',
    });
  });

  it('falls back to the container and the pixel format when the stream is silent', () => {
    const mkv: FfprobeOutput = {
      streams: [
        {
          codec_type: 'video',
          codec_name: 'hevc',
          width: 3840,
          height: 2160,
          pix_fmt: 'yuv420p10le',
          avg_frame_rate: '0/0',
          r_frame_rate: '25/1',
          color_space: 'unknown',
        },
      ],
      format: { format_name: 'matroska,webm', duration: '4.000000', bit_rate: '9000000' },
    };
    const facts = parseMediaFacts(mkv, 4_500_000);
    expect(facts.video).toMatchObject({
      framerate: 25,
      duration_s: 4,
      bitrate: 9_000_000,
      bit_depth: 10,
      num_frames: null,
      color_space: null,
    });
  });

  it('reports the display size of a rotated phone video', () => {
    const rotated: FfprobeOutput = {
      streams: [{ ...mp4.streams?.[0], side_data_list: [{ rotation: -90 }] }],
      format: mp4.format,
    };
    expect(parseMediaFacts(rotated, 1).video).toMatchObject({ width: 1080, height: 1920 });
  });

  it('rejects images, text and empty probes as not video', () => {
    const png: FfprobeOutput = {
      streams: [
        {
          codec_type: 'video',
          codec_name: 'png',
          width: 10,
          height: 10,
          avg_frame_rate: '25/1',
          duration: '0.04',
        },
      ],
      format: { format_name: 'png_pipe' },
    };
    expect(() => parseMediaFacts(png, 100)).toThrow(/an image, not a video/);
    expect(() =>
      parseMediaFacts(
        { streams: [{ codec_type: 'video', codec_name: 'ansi' }], format: { format_name: 'tty' } },
        5,
      ),
    ).toThrow(MediaError);
    expect(() => parseMediaFacts({}, 5)).toThrow(/not a recognised audio or video file/);
  });

  it('describes an audio-only file', () => {
    const m4a: FfprobeOutput = {
      streams: [
        { codec_type: 'audio', codec_name: 'aac', sample_rate: '44100', channels: 1, duration: '2.02' },
      ],
      format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '2.02', bit_rate: '70000' },
    };
    const facts = parseMediaFacts(m4a, 17_000);
    expect(facts.video).toBeNull();
    expect(facts.audio).toEqual({
      duration_s: 2.02,
      file_size: 17_000,
      bitrate: 70_000,
      sample_rate: 44_100,
      channels: 1,
      codec_id: 'aac',
    });
  });

  it('parses rationals', () => {
    expect(parseRational('30/1')).toBe(30);
    expect(parseRational('24000/1001')).toBeCloseTo(23.976, 3);
    expect(parseRational('0/0')).toBeNull();
    expect(parseRational('25')).toBe(25);
    expect(parseRational(undefined)).toBeNull();
  });
});

describe('probe and frame arguments', () => {
  it('whitelists protocols on every probe and extraction input', () => {
    for (const args of [
      probeArgs('/v.mp4'),
      countFramesArgs('/v.mp4'),
      extractFrameArgs('/v.mp4', 'first', '/f.jpg'),
      extractFrameArgs('/v.mp4', 'last', '/l.png'),
    ]) {
      const input = args.indexOf('-i');
      expect(args.slice(input - 2, input)).toEqual(['-protocol_whitelist', 'file,pipe']);
    }
  });

  it('seeks near the end for the last frame and keeps overwriting one file', () => {
    const args = extractFrameArgs('/v.mp4', 'last', '/l.jpg');
    expect(args.slice(0, 2)).toEqual(['-sseof', '-0.5']);
    expect(args).toContain('-update');
    expect(args.at(-1)).toBe('/l.jpg');
    expect(extractFrameArgs('/v.mp4', 'first', '/f.jpg')).toEqual(expect.arrayContaining(['-frames:v', '1']));
  });

  it('chooses the still encoder by extension', () => {
    expect(imageOutputArgs('/a.JPG')).toContain('mjpeg');
    expect(imageOutputArgs('/a.png')).toContain('png');
    expect(() => imageOutputArgs('/a.gif')).toThrow(MediaError);
  });
});

describe('summarize', () => {
  it('takes the last stderr line, without directories or context addresses', () => {
    const tail =
      '[mov,mp4 @ 0x55d3] moov atom not found\n/tmp/media-x1/in/clip.mp4: Invalid data found when processing input\n';
    expect(summarize(tail)).toBe('clip.mp4: Invalid data found when processing input');
    expect(summarize('[h264 @ 0x5581a0] error while decoding MB 3 4\n')).toBe('error while decoding MB 3 4');
    expect(summarize('')).toBe('no error output');
  });
});
