// The work a hosted upscaler does, for the fake providers: the video scaled with ffmpeg (its audio
// kept), so the worker gets a real upscaled MP4 back and measures it as it would a provider's.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Scales `input` to `size` (`W:H`, or an ffmpeg expression such as `iw*2:ih*2`) into `output`. */
export async function scaleVideo(input: string, output: string, size: string): Promise<void> {
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    input,
    '-vf',
    `scale=${size}:flags=bicubic,format=yuv420p`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-movflags',
    '+faststart',
    output,
  ]);
}
