import { describe, expect, it } from 'vitest';
import { filterNames, summarizeArgs } from './ffmpeg.runner.ts';

describe('the argument summary a span carries', () => {
  it('names the filters of a graph without their options, quoted commas included', () => {
    const graph =
      "[0:v]scale=w='round(1112*(1+0.3*min(n/59,1)))':h=-2:eval=frame,crop=640:360:'x+1,2':0[v];[v]split=2[a][b];[a]format=yuv420p[out]";
    expect(filterNames(graph)).toEqual(['scale', 'crop', 'split', 'format']);
  });

  it('keeps codecs, formats and file names, never directories', () => {
    const summary = summarizeArgs([
      '-hide_banner',
      '-f',
      'rawvideo',
      '-i',
      '/tmp/job-abc/canvas.rgb',
      '-filter_complex',
      "scale=w='iw*2':h=-2,setsar=1",
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '/tmp/job-abc/video.mp4',
    ]);
    expect(summary).toBe(
      '-f rawvideo -i canvas.rgb -filter_complex scale,setsar -c:v libx264 -preset veryfast -pix_fmt yuv420p video.mp4',
    );
    expect(summary).not.toContain('/');
  });

  it('stays short whatever the arguments', () => {
    const many = Array.from({ length: 200 }, (_, index) => ['-i', `/in/${index}.png`]).flat();
    expect(summarizeArgs(many).length).toBeLessThanOrEqual(300);
  });
});
