// Pure ffmpeg arguments for a camera move. The still is decoded once and scaled once to the
// canvas (lanczos), converted to BT.709 4:2:0 once, then repeated by the `loop` filter (an
// image input with `-loop 1` would be decoded again for every frame). Per frame, only a `scale`
// with `eval=frame` (when the zoom changes) and a `crop` whose x/y follow the eased progress run.
// The same run writes the MP4 and the first and last frame as JPEG, so nothing has to decode the
// video again.
import { imageOutputArgs, inputArgs, localPath, num } from '@platform/media';
import { zoomVaries, type CameraMovePlan, type Linear } from './camera-move.plan.ts';

export type X264Preset = 'ultrafast' | 'superfast' | 'veryfast';

export interface EncoderSettings {
  /** x264 preset (`superfast`). */
  preset?: X264Preset;
  /** x264 constant rate factor (20). */
  crf?: number;
}

/** See docs/decisions.md: `superfast` plus macroblock-tree matches `veryfast`'s size and quality here. */
export const DEFAULT_ENCODER: Required<EncoderSettings> = { preset: 'superfast', crf: 20 };

/**
 * Macroblock-tree rate control over a 10-frame lookahead (what `veryfast` uses; `superfast` and
 * `ultrafast` switch it off). A camera move re-shows the same picture on every frame, which is
 * what mbtree rewards: without it `superfast` needs three to four times the bitrate at the same CRF.
 */
const X264_PARAMS = 'mbtree=1:rc-lookahead=10';

/** Where one run writes its three files. */
export interface CameraMoveOutputs {
  video: string;
  /** First frame, JPEG. */
  thumbnail: string;
  /** Last frame, JPEG. */
  lastFrame: string;
}

/**
 * The still as ffmpeg reads it: an image file in any size (scaled to the canvas and cut to the
 * viewport here), or raw RGB24 pixels of exactly the plan's viewport (the engine prepares these
 * with sharp).
 */
export type StillSource = { kind: 'image'; path: string } | { kind: 'rgb24'; path: string };

/**
 * Eased progress, 0 on the first frame and 1 on the last: (1 - cos(pi * n / (frames - 1))) / 2.
 * `frame` is ffmpeg's frame counter `n`, or one fixed frame number.
 */
export function easedProgressExpr(frames: number, frame: number | 'n' = 'n'): string {
  return `(1-cos(PI*min(${frame}/${frames - 1},1)))/2`;
}

/** `from + (to - from) * E + arc * sin(pi * E)`, leaving out the terms that are zero. */
export function linearExpr(line: Linear, eased: string): string {
  const terms = [num(line.from)];
  if (line.to !== line.from) terms.push(`${num(line.to - line.from)}*(${eased})`);
  if (line.arc !== 0) terms.push(`${num(line.arc)}*sin(PI*(${eased}))`);
  return terms.join('+').replaceAll('+-', '-');
}

/**
 * The per-frame part of the graph: `[scale=...:eval=frame,]crop=W:H:x=...:y=...:exact=1`. Its
 * input is the viewport (the part of the peak-zoom canvas that any frame shows). A frame at zoom
 * z scales the viewport by z / peak, then crops the output size around the view centre.
 *
 * Sizes and offsets are whole pixels, rounded to the nearest: `exact=1` lets the crop start on an
 * odd pixel (by default 4:2:0 crops snap to even ones, which moves the picture in 2-pixel steps).
 * The chroma planes still move in 2-pixel steps, which the eye does not pick out at half resolution.
 *
 * With a fixed `frame`, the same expressions give that one frame of the move.
 */
export function cameraMotionFilters(plan: CameraMovePlan, frame: number | 'n' = 'n'): string {
  const eased = easedProgressExpr(plan.frames, frame);
  const { width, height, viewport, canvas } = plan;
  // The canvas centre, measured from the viewport's corner.
  const centreX = canvas.width / 2 - viewport.x;
  const centreY = canvas.height / 2 - viewport.y;
  const dx = linearExpr(plan.dx, eased);
  const dy = linearExpr(plan.dy, eased);
  if (!zoomVaries(plan)) {
    return `crop=${width}:${height}:x='round(${num(centreX - width / 2)}+${dx})':y='round(${num(centreY - height / 2)}+${dy})':exact=1`;
  }
  const factor = `(${linearExpr(plan.zoom, eased)})/${num(plan.peakZoom)}`;
  // Never smaller than the output, so the crop always fits.
  const scaledW = `max(${width},round(${viewport.width}*${factor}))`;
  const scaledH = `max(${height},round(${viewport.height}*${factor}))`;
  // The crop's own `iw`/`ih` are fixed when the filter is configured, so the scaled size is
  // restated here rather than read from the (per-frame changing) input.
  const x = `round(${num(centreX)}*(${scaledW})/${viewport.width}+${dx}-${num(width / 2)})`;
  const y = `round(${num(centreY)}*(${scaledH})/${viewport.height}+${dy}-${num(height / 2)})`;
  return `scale=w='${scaledW}':h='${scaledH}':eval=frame:flags=bicubic,crop=${width}:${height}:x='${x}':y='${y}':exact=1`;
}

// JPEG stills are read as BT.601 full range: convert the BT.709 video frame's matrix and range
// (leaving it to the encoder would only stretch the range and shift the colours).
const JPEG_COLOURS =
  'scale=in_color_matrix=bt709:in_range=tv:out_color_matrix=bt601:out_range=pc,format=yuvj420p';

/**
 * The complete filter graph from input 0 (an image file, or raw viewport pixels) to `[video]`,
 * `[thumbnail]` (its first frame) and `[last_frame]` (its last one). The stills are made from the
 * single canvas frame with the motion filters fixed at frame 0 and at the last frame: the same
 * numbers on the same pixels, so the same pictures the video shows before encoding. (Taking them
 * from the video's own frames would make ffmpeg run the whole move ahead, holding every frame in
 * memory, until the last one reached its output.)
 */
export function cameraMoveFilterGraph(plan: CameraMovePlan, source: StillSource['kind'] = 'rgb24'): string {
  const { canvas, viewport } = plan;
  const once =
    source === 'image'
      ? [
          `scale=${canvas.width}:${canvas.height}:flags=lanczos:out_color_matrix=bt709:out_range=tv`,
          `crop=${viewport.width}:${viewport.height}:${viewport.x}:${viewport.y}`,
        ]
      : [`scale=${viewport.width}:${viewport.height}:out_color_matrix=bt709:out_range=tv`];
  once.push('format=yuv420p');
  const lastFrame = plan.frames - 1;
  return [
    `[0:v]${once.join(',')},split=3[canvas][first][last]`,
    `[canvas]loop=loop=${lastFrame}:size=1:start=0,settb=1/${plan.fps},setpts=N,${cameraMotionFilters(plan)},setsar=1,format=yuv420p[video]`,
    `[first]${cameraMotionFilters(plan, 0)},setsar=1,${JPEG_COLOURS}[thumbnail]`,
    `[last]${cameraMotionFilters(plan, lastFrame)},setsar=1,${JPEG_COLOURS}[last_frame]`,
  ].join(';');
}

function stillOutputArgs(label: string, path: string): string[] {
  const out = localPath(path);
  return ['-map', `[${label}]`, '-frames:v', '1', '-update', '1', ...imageOutputArgs(out), out];
}

export function cameraMoveArgs(
  plan: CameraMovePlan,
  source: StillSource,
  outputs: CameraMoveOutputs,
  encoder: EncoderSettings = {},
): string[] {
  const rawFormat =
    source.kind === 'rgb24'
      ? [
          '-f',
          'rawvideo',
          '-pixel_format',
          'rgb24',
          '-video_size',
          `${plan.viewport.width}x${plan.viewport.height}`,
        ]
      : [];
  return [
    ...inputArgs(source.path, rawFormat),
    '-filter_complex',
    cameraMoveFilterGraph(plan, source.kind),
    '-map',
    '[video]',
    '-frames:v',
    String(plan.frames),
    '-r',
    String(plan.fps),
    '-c:v',
    'libx264',
    '-preset',
    encoder.preset ?? DEFAULT_ENCODER.preset,
    '-crf',
    String(encoder.crf ?? DEFAULT_ENCODER.crf),
    '-x264-params',
    X264_PARAMS,
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    // A key frame every two seconds keeps seeking cheap for players.
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
    localPath(outputs.video),
    ...stillOutputArgs('thumbnail', outputs.thumbnail),
    ...stillOutputArgs('last_frame', outputs.lastFrame),
  ];
}
