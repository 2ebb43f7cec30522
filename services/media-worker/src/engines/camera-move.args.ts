// Pure ffmpeg arguments for a camera move. The still is decoded once and scaled once to the
// canvas (lanczos), converted to BT.709 4:2:0 once, then repeated by the `loop` filter (an
// image input with `-loop 1` would be decoded again for every frame). Per frame, only a `scale`
// with `eval=frame` (when the zoom changes) and a `crop` whose x/y follow the eased progress run.
import { inputArgs, localPath, num } from '@platform/media';
import { zoomVaries, type CameraMovePlan, type Linear } from './camera-move.plan.ts';

export type X264Preset = 'ultrafast' | 'superfast' | 'veryfast';

export interface EncoderSettings {
  /** x264 preset (`veryfast`). */
  preset?: X264Preset;
  /** x264 constant rate factor (20). */
  crf?: number;
}

/**
 * The still as ffmpeg reads it: an image file in any size (scaled to the canvas and cut to the
 * viewport here), or raw RGB24 pixels of exactly the plan's viewport (the engine prepares these
 * with sharp).
 */
export type StillSource = { kind: 'image'; path: string } | { kind: 'rgb24'; path: string };

/** Eased progress, 0 on the first frame and 1 on the last: (1 - cos(pi * n / (frames - 1))) / 2. */
export function easedProgressExpr(frames: number): string {
  return `(1-cos(PI*min(n/${frames - 1},1)))/2`;
}

/** `from + (to - from) * E + arc * sin(pi * E)`, leaving out the terms that are zero. */
export function linearExpr(line: Linear, eased: string): string {
  const terms = [num(line.from)];
  if (line.to !== line.from) terms.push(`${num(line.to - line.from)}*(${eased})`);
  if (line.arc !== 0) terms.push(`${num(line.arc)}*sin(PI*(${eased}))`);
  return terms.join('+').replaceAll('+-', '-');
}

/**
 * The per-frame part of the graph: `[scale=...:eval=frame,]crop=W:H:x=...:y=...`. Its input is
 * the viewport (the part of the peak-zoom canvas that any frame shows). A frame at zoom z
 * scales the viewport by z / peak, then crops the output size around the view centre.
 */
export function cameraMotionFilters(plan: CameraMovePlan): string {
  const eased = easedProgressExpr(plan.frames);
  const { width, height, viewport, canvas } = plan;
  // The canvas centre, measured from the viewport's corner.
  const centreX = canvas.width / 2 - viewport.x;
  const centreY = canvas.height / 2 - viewport.y;
  const dx = linearExpr(plan.dx, eased);
  const dy = linearExpr(plan.dy, eased);
  if (!zoomVaries(plan)) {
    return `crop=${width}:${height}:x='${num(centreX - width / 2)}+${dx}':y='${num(centreY - height / 2)}+${dy}'`;
  }
  const factor = `(${linearExpr(plan.zoom, eased)})/${num(plan.peakZoom)}`;
  // Even sizes keep 4:2:0 chroma aligned; never smaller than the output, so the crop always fits.
  const scaledW = `max(${width},2*trunc(${viewport.width}*${factor}/2))`;
  const scaledH = `max(${height},2*trunc(${viewport.height}*${factor}/2))`;
  // The crop's own `iw`/`ih` are fixed when the filter is configured, so the scaled size is
  // restated here rather than read from the (per-frame changing) input.
  const x = `${num(centreX)}*(${scaledW})/${viewport.width}+${dx}-${num(width / 2)}`;
  const y = `${num(centreY)}*(${scaledH})/${viewport.height}+${dy}-${num(height / 2)}`;
  return `scale=w='${scaledW}':h='${scaledH}':eval=frame:flags=bicubic,crop=${width}:${height}:x='${x}':y='${y}'`;
}

/** The complete filter graph from input 0 (an image file, or raw viewport pixels) to `[v]`. */
export function cameraMoveFilterGraph(plan: CameraMovePlan, source: StillSource['kind'] = 'rgb24'): string {
  const { canvas, viewport } = plan;
  const once =
    source === 'image'
      ? [`scale=${canvas.width}:${canvas.height}:flags=lanczos:out_color_matrix=bt709:out_range=tv`, `crop=${viewport.width}:${viewport.height}:${viewport.x}:${viewport.y}`]
      : [`scale=${viewport.width}:${viewport.height}:out_color_matrix=bt709:out_range=tv`];
  once.push('format=yuv420p', `loop=loop=${plan.frames - 1}:size=1:start=0`, `settb=1/${plan.fps}`, 'setpts=N');
  return `[0:v]${once.join(',')},${cameraMotionFilters(plan)},setsar=1,format=yuv420p[v]`;
}

export function cameraMoveArgs(plan: CameraMovePlan, source: StillSource, outputPath: string, encoder: EncoderSettings = {}): string[] {
  const rawFormat =
    source.kind === 'rgb24'
      ? ['-f', 'rawvideo', '-pixel_format', 'rgb24', '-video_size', `${plan.viewport.width}x${plan.viewport.height}`]
      : [];
  return [
    ...inputArgs(source.path, rawFormat),
    '-filter_complex',
    cameraMoveFilterGraph(plan, source.kind),
    '-map',
    '[v]',
    '-frames:v',
    String(plan.frames),
    '-r',
    String(plan.fps),
    '-c:v',
    'libx264',
    '-preset',
    encoder.preset ?? 'veryfast',
    '-crf',
    String(encoder.crf ?? 20),
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    // A key frame every two seconds keeps seeking (and the last-frame grab) cheap.
    '-g',
    String(plan.fps * 2),
    '-colorspace',
    'bt709',
    '-color_primaries',
    'bt709',
    '-color_trc',
    'bt709',
    '-color_range',
    'tv',
    '-movflags',
    '+faststart',
    '-an',
    '-f',
    'mp4',
    localPath(outputPath),
  ];
}
