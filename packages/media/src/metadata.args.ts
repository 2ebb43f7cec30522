// The copy of a video that leaves the owner's hands (a share link's): the same pictures and sound,
// bit for bit (stream copy, no re-encoding), and nothing else of the file. Container and stream
// tags (title, comment, artist, location, creation time, the encoder's name), chapters, data and
// subtitle streams (a camera's GPS track) and attached pictures (cover art with its EXIF) are left
// behind; the muxers write no version or time of their own (`+bitexact`). In H.264 the SEI units
// are dropped too: the encoder's user data (x264 writes its version and settings there) travels
// in the pictures' bitstream, where a container tag cannot reach it.
import { extname } from 'node:path';
import { inputArgs, localPath } from './ffmpeg.args.ts';

const MUXERS: Record<string, string> = {
  '.mp4': 'mp4',
  '.m4v': 'mp4',
  '.mov': 'mov',
  '.webm': 'webm',
  '.mkv': 'matroska',
};

/**
 * ffmpeg arguments copying `input` to `output` without its metadata; the container follows the
 * output's extension (Matroska, which holds any codec, when it names none). `videoCodec`: the
 * video stream's codec as ffprobe names it, for the bitstream's own metadata (`h264`).
 */
export function stripMetadataArgs(input: string, output: string, videoCodec: string | null): string[] {
  const muxer = MUXERS[extname(output).toLowerCase()] ?? 'matroska';
  return [
    ...inputArgs(input),
    // Pictures (not attached ones) and sound only, when there are any.
    '-map',
    '0:V?',
    '-map',
    '0:a?',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-c',
    'copy',
    ...(videoCodec === 'h264' ? ['-bsf:v', 'filter_units=remove_types=6'] : []),
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    ...(muxer === 'mp4' || muxer === 'mov' ? ['-movflags', '+faststart'] : []),
    '-f',
    muxer,
    localPath(output),
  ];
}
