// Pure argument builders for probing and frame extraction.
import { extname } from 'node:path';
import { inputArgs, localPath } from './ffmpeg.args.ts';
import { MediaError } from './media.error.ts';

export type FramePosition = 'first' | 'last';

export function probeArgs(path: string): string[] {
  return ['-print_format', 'json', '-show_format', '-show_streams', ...inputArgs(path)];
}

/** Counts the packets of the first video stream, for containers that do not store a frame count. */
export function countFramesArgs(path: string): string[] {
  return [
    '-count_packets',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=nb_read_packets',
    '-print_format',
    'json',
    ...inputArgs(path),
  ];
}

/** Encoder options for a still image, chosen by the output's extension. */
export function imageOutputArgs(outPath: string): string[] {
  const ext = extname(outPath).toLowerCase();
  if (ext === '.jpg' || ext === '.jpeg') return ['-f', 'image2', '-c:v', 'mjpeg', '-q:v', '2'];
  if (ext === '.png') return ['-f', 'image2', '-c:v', 'png'];
  throw new MediaError('invalid_input', `Unsupported still image extension "${ext}" (use .jpg or .png).`);
}

/**
 * First frame: decode one frame. Last frame: seek to half a second before the end and keep
 * overwriting one file with every decoded frame (`-update 1`), so the file ends as the true last
 * frame even when the container's duration is slightly off.
 */
export function extractFrameArgs(videoPath: string, position: FramePosition, outPath: string): string[] {
  const out = localPath(outPath);
  const colours = jpegColours(out);
  if (position === 'first')
    return [
      ...inputArgs(videoPath),
      '-map',
      '0:v:0',
      '-frames:v',
      '1',
      ...colours,
      ...imageOutputArgs(out),
      out,
    ];
  return [
    ...inputArgs(videoPath, ['-sseof', '-0.5']),
    '-map',
    '0:v:0',
    '-update',
    '1',
    ...colours,
    ...imageOutputArgs(out),
    out,
  ];
}

/**
 * JPEG (JFIF) is full-range BT.601. Left to itself, ffmpeg hands the encoder a video's limited-
 * range BT.709 samples with only the range stretched, which shifts saturated colours (by up to 29
 * levels on HD video); this converts the matrix too, reading the input's own from its tags.
 * PNG needs nothing: the conversion to RGB already honours the tags.
 */
function jpegColours(outPath: string): string[] {
  const ext = extname(outPath).toLowerCase();
  return ext === '.jpg' || ext === '.jpeg'
    ? ['-vf', 'scale=out_color_matrix=bt601:out_range=pc,format=yuvj420p']
    : [];
}
