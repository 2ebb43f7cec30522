import { describe, expect, it } from 'vitest';
import { assertSafeArgs } from './ffmpeg.args.ts';
import { stripMetadataArgs } from './metadata.args.ts';

describe('stripMetadataArgs', () => {
  it('copies the pictures and sound only, without tags, chapters or the muxer’s own marks', () => {
    const args = stripMetadataArgs('/t/original.mp4', '/t/shared.mp4', 'h264');
    assertSafeArgs(args);
    expect(args.join(' ')).toBe(
      '-protocol_whitelist file,pipe -i /t/original.mp4 -map 0:V? -map 0:a? -map_metadata -1 -map_chapters -1 ' +
        '-c copy -bsf:v filter_units=remove_types=6 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact ' +
        '-movflags +faststart -f mp4 /t/shared.mp4',
    );
  });

  it('drops H.264 SEI only (other codecs have no such filter), and follows the extension for the container', () => {
    const webm = stripMetadataArgs('/t/a.webm', '/t/b.webm', 'vp9');
    expect(webm).not.toContain('-bsf:v');
    expect(webm).not.toContain('-movflags');
    expect(webm.slice(-3)).toEqual(['-f', 'webm', '/t/b.webm']);
    expect(stripMetadataArgs('/t/a.mov', '/t/b.mov', null).slice(-3)).toEqual(['-f', 'mov', '/t/b.mov']);
    expect(stripMetadataArgs('/t/a', '/t/b', 'hevc').slice(-3)).toEqual(['-f', 'matroska', '/t/b']);
  });
});
