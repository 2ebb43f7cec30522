// One file over 300 lines: the picture's one filter graph, its parts (crops, fades, logo, captions) indexed
// into the same inputs.
// ffmpeg arguments of the listing render's picture, pure: the video (cards and shots cropped to the
// format, cross-faded, logo, burned-in captions) muxed with the sound that render.audio-args.ts
// made, copied; a timeline of many shots renders its picture in a few runs of its segments, joined
// by stream copy.
import { ffmpegGlobalArgs, inputArgs, localPath, num } from '@platform/media';
import type { TimelinePlan, TimelineShot } from '@platform/listing';
import type { CaptionImage } from './render.caption-images.ts';

/** x264 settings of the final encode: superfast costs about 30% less CPU than veryfast (docs/benchmarks.md). */
export const RENDER_PRESET = 'superfast';
export const RENDER_CRF = 21;

/** Paths become part of a filter graph: only plain characters, so nothing needs escaping. */
export function graphPath(path: string): string {
  const absolute = localPath(path);
  if (!/^[A-Za-z0-9/_.-]+$/.test(absolute))
    throw new RangeError(`unsafe path in a filter graph: ${absolute}`);
  return absolute;
}

export interface VideoInputs {
  width: number;
  height: number;
  plan: TimelinePlan;
  /** The cards: stills, or RGBA overlays when their clip is given. */
  introPath: string;
  outroPath: string;
  /** The hero's video under the intro's title, the last shot's under the outro card. */
  introClip?: (TimelineShot & { path: string }) | null;
  outroClip?: (TimelineShot & { path: string }) | null;
  shots: readonly (TimelineShot & { path: string })[];
  /** The normalised sound (audioArgs), copied as it is. */
  audioPath: string;
  logoPath?: string | null;
  /** The burned-in captions: each cue's image and the frames it shows on. */
  captions?: readonly CaptionImage[] | null;
  outPath: string;
  preset?: string;
  crf?: number;
}

/** Scaling of the shots: bicubic, the picture's one resize. */
export const SCALE_FLAGS = 'bicubic';

/**
 * At most this many shots are decoded by one ffmpeg run of the picture. ffmpeg keeps every input's
 * decoder (about 30 MiB at 1080p) and every filter's frame pool (a cross-fade about 23 MiB) until
 * the run ends, so one run of the whole timeline grows with the number of shots (777 MiB for 10
 * at 1080p). Longer timelines are rendered in runs of a few segments, one after the other, and
 * joined by stream copy. Four, not five: five a run read about 1% faster (one boundary fewer for
 * 10 shots) but peaked at 930-939 MiB for the bench's listing against 796-818, too close to the
 * 1 GiB budget beside a worker that may run RIFE at the same time (docs/benchmarks.md, "Listing
 * render").
 */
export const MAX_SHOTS_PER_RUN = 4;

export function shotInputArgs(shot: TimelineShot & { path: string }): string[] {
  // One decoder thread a shot: frame threading holds a dozen 1080p frames per open decoder.
  const before = ['-threads', '1'];
  if (shot.startS > 0) before.push('-ss', num(shot.startS, 3));
  before.push('-t', num(shot.endS - shot.startS, 3));
  return inputArgs(shot.path, before);
}

/** A run of the picture: the segments `first`..`last` of the plan (indexes, inclusive). */
export interface VideoRun {
  first: number;
  last: number;
  /** The run's first frame in the whole video, and how many frames it makes. */
  startFrame: number;
  frames: number;
}

interface SegmentFrames {
  total: number;
  head: number;
  tail: number;
  body: number;
}

function segmentFrames(plan: TimelinePlan): SegmentFrames[] {
  const frames = (seconds: number) => Math.round(seconds * plan.fps);
  const last = plan.segments.length - 1;
  return plan.segments.map((segment, k) => {
    const total = frames(segment.durationS);
    const head = frames(segment.overlapS);
    const tail = k < last ? frames(plan.segments[k + 1]!.overlapS) : 0;
    return { total, head, tail, body: Math.max(0, total - tail - head) };
  });
}

/**
 * Splits the timeline into runs of at most `maxShots` shots each, as even as they can be. A run
 * owns, for each of its segments, its body and the cross-fade out of it, so runs meet at the start
 * of a body, a plain cut between frames. The fade at a run's end decodes the head of the next
 * segment (the fade's length), which that segment's run decodes again and drops: the run after
 * never decodes the whole shot before it for its tail (about 0.4 CPU-s a 1080p shot, with x264
 * waiting for it).
 */
export function planVideoRuns(plan: TimelinePlan, maxShots = MAX_SHOTS_PER_RUN): VideoRun[] {
  const counts = segmentFrames(plan);
  const shots = plan.segments.length - 2;
  const runs = Math.max(1, Math.ceil(shots / Math.max(1, maxShots)));
  const result: VideoRun[] = [];
  let first = 0;
  let startFrame = 0;
  for (let r = 0; r < runs; r += 1) {
    // Shots 1..shots; run r ends with shot round((r + 1) * shots / runs); the last run takes the outro.
    const last = r === runs - 1 ? plan.segments.length - 1 : Math.round(((r + 1) * shots) / runs);
    let frames = 0;
    for (let k = first; k <= last; k += 1) frames += counts[k]!.body + counts[k]!.tail;
    result.push({ first, last, startFrame, frames });
    startFrame += frames;
    first = last + 1;
  }
  return result;
}

function shotChain(shot: TimelineShot, input: number, inputs: VideoInputs, durationS: number): string {
  const { width: w, height: h, plan } = inputs;
  // The range is cut by the input options (seek, length): frames before it are not filtered.
  const filters = [`setpts=(PTS-STARTPTS)/${num(shot.speed, 4)}`];
  const crop = shot.crop;
  if (crop && (crop.x > 0 || crop.y > 0 || crop.width < 1 || crop.height < 1)) {
    filters.push(
      `crop=w=iw*${num(crop.width, 4)}:h=ih*${num(crop.height, 4)}:x=iw*${num(crop.x, 4)}:y=ih*${num(crop.y, 4)}`,
    );
  }
  // Reframed for the format: scaled once to cover the frame, then cut to it around the centre.
  filters.push(
    `scale=${w}:${h}:force_original_aspect_ratio=increase:flags=${SCALE_FLAGS}`,
    `crop=${w}:${h}`,
    'setsar=1',
    `fps=${plan.fps}`,
    'format=yuv420p',
  );
  // Hold the last frame if the source ends early, then cut to the planned length exactly.
  filters.push(
    `tpad=stop_mode=clone:stop_duration=${num(durationS, 3)}`,
    `trim=duration=${num(durationS, 6)}`,
    'setpts=PTS-STARTPTS',
  );
  return `[${input}:v]${filters.join(',')}`;
}

function cardChain(input: number, inputs: VideoInputs, frameCount: number): string {
  const { width: w, height: h, plan } = inputs;
  // One decoded, converted frame repeated: the still is not decoded again for every frame.
  return `[${input}:v]scale=${w}:${h},setsar=1,format=yuv420p,loop=loop=${frameCount - 1}:size=1,settb=1/${plan.fps},setpts=N,fps=${plan.fps}`;
}

/** The intro's title fades out over its last moments, over the picture that runs on. */
export const TITLE_FADE_S = 0.3;

/**
 * A card over a moving picture: its clip (a shot's video) with the card's RGBA frame laid on it.
 * The card is decoded and converted to YUV with alpha once, then repeated (loop); the intro's title
 * fades out at its end (its alpha plane). The blend is in the video's own YUV: left to `auto`,
 * overlay blends in RGBA, converting every 1080p frame of the clip to RGB and back (23.5 ms a frame
 * against 2.0 ms, docs/benchmarks.md "Listing render").
 */
function cardOverClip(
  clip: TimelineShot & { path: string },
  clipInput: number,
  cardInput: number,
  inputs: VideoInputs,
  durationS: number,
  frameCount: number,
  label: string,
  fadeOut: boolean,
): string {
  const fps = inputs.plan.fps;
  const fade = fadeOut
    ? `,fade=t=out:st=${num(Math.max(0, durationS - TITLE_FADE_S), 3)}:d=${num(TITLE_FADE_S, 3)}:alpha=1`
    : '';
  return (
    `${shotChain(clip, clipInput, inputs, durationS)}[${label}v];` +
    `[${cardInput}:v]format=yuva420p,loop=loop=${frameCount - 1}:size=1,settb=1/${fps},setpts=N${fade}[${label}c];` +
    `[${label}v][${label}c]overlay=x=0:y=0:eof_action=repeat:format=yuv420`
  );
}

/** The x264 settings of every run of the picture. */
function encoderArgs(inputs: VideoInputs): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    inputs.preset ?? RENDER_PRESET,
    '-crf',
    String(inputs.crf ?? RENDER_CRF),
    '-pix_fmt',
    'yuv420p',
    '-r',
    String(inputs.plan.fps),
    // Nothing of the owner's files (a shot's title, location, chapters) is copied into the video.
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
  ];
}

/**
 * The picture is one graph per run, but not a chain of xfades: a chain pulls every later shot
 * early and holds its frames. Each segment (card or shot) is split into its head (the overlap with
 * the one before), body and tail (the overlap with the one after); a cross-fade is a blend of one
 * tail and the next head alone, and `concat` plays body, fade, body, ... in order, so only the
 * segment on screen is decoded and held. The frames are those of the chained xfades: same
 * offsets, the same weights (blended in 4:2:0, plane by plane). A run after the first counts its frames from its place in the video, so
 * the logo's window and the captions keep their times, and writes a part from 0.
 */
function videoGraph(inputs: VideoInputs, run: VideoRun, add: (args: string[]) => number): string {
  const { plan } = inputs;
  const fps = plan.fps;
  const counts = segmentFrames(plan);
  const last = plan.segments.length - 1;
  // The segment after the run, for the cross-fade out of the run's last (none before a 0-frame overlap).
  const sourceTo = run.last < last && counts[run.last]!.tail > 0 ? run.last + 1 : run.last;
  const index = new Map<number, number>();
  // Inputs in the order intro, outro, shots (then sound and logo, added by the caller); a card
  // over a clip also decodes that clip (its own range of a shot's video).
  const clipIndex = new Map<number, number>();
  const cardClip = (k: number) => (k === 0 ? inputs.introClip : k === last ? inputs.outroClip : null);
  if (run.first === 0) index.set(0, add(inputArgs(inputs.introPath)));
  if (sourceTo === last) index.set(last, add(inputArgs(inputs.outroPath)));
  for (const k of [0, last]) {
    const clip = cardClip(k);
    if (clip && index.has(k)) clipIndex.set(k, add(shotInputArgs(clip)));
  }
  for (let k = Math.max(1, run.first); k <= Math.min(sourceTo, last - 1); k += 1)
    index.set(k, add(shotInputArgs(inputs.shots[k - 1]!)));

  const parts: string[] = [];
  const sequence: string[] = [];
  for (let k = run.first; k <= sourceTo; k += 1) {
    const segment = plan.segments[k]!;
    const { total, head, tail, body } = counts[k]!;
    const input = index.get(k)!;
    const clip = cardClip(k);
    const source =
      k === 0 || k === last
        ? clip
          ? cardOverClip(clip, clipIndex.get(k)!, input, inputs, segment.durationS, total, `c${k}`, k === 0)
          : cardChain(input, inputs, total)
        : shotChain(inputs.shots[k - 1]!, input, inputs, segment.durationS);
    // The segment after the run gives only its head (the cross-fade out of the run's last); the
    // run's first gives no head (the run before faded into it).
    const owned = k <= run.last;
    const fadeIn = k > run.first && head > 0;
    const pieces: [string, number, number][] = [];
    if (fadeIn) pieces.push([`h${k}`, 0, head]);
    if (owned && body > 0) pieces.push([`b${k}`, head, total - tail]);
    if (owned && tail > 0 && k < sourceTo) pieces.push([`t${k}`, total - tail, total]);
    const labels = pieces.map(([label]) => `[${label}in]`);
    parts.push(
      pieces.length === 1 ? `${source}${labels[0]}` : `${source},split=${pieces.length}${labels.join('')}`,
    );
    for (const [label, from, to] of pieces)
      parts.push(`[${label}in]trim=start_frame=${from}:end_frame=${to},setpts=PTS-STARTPTS[${label}]`);
    if (fadeIn) {
      // The cross-fade in the video's 4:2:0, plane by plane: xfade (ffmpeg 5.1) blends 4:4:4,
      // planar RGB or grey only, so each plane of the tail and the head is faded as grey (the
      // same weights) and the planes merged again. Through 4:4:4 a fade cost three conversions a
      // frame, and left to negotiation concat took that 4:4:4 for every segment of the run. xfade
      // asks for its inputs only when its output is wanted: a blend through overlay pulled the
      // outro's clip early and held its frames (1.6 GiB).
      const d = num(segment.overlapS, 6);
      const [t, h, x] = [`t${k - 1}`, `h${k}`, `x${k}`];
      parts.push(
        `[${t}]extractplanes=y+u+v[${t}y][${t}u][${t}v]`,
        `[${h}]extractplanes=y+u+v[${h}y][${h}u][${h}v]`,
        ...['y', 'u', 'v'].map(
          (plane) => `[${t}${plane}][${h}${plane}]xfade=transition=fade:duration=${d}:offset=0[${x}${plane}]`,
        ),
        `[${x}y][${x}u][${x}v]mergeplanes=0x001020:yuv420p[${x}]`,
      );
      sequence.push(`[x${k}]`);
    }
    if (owned && body > 0) sequence.push(`[b${k}]`);
  }
  const offset = run.startFrame > 0 ? `+${run.startFrame}` : '';
  parts.push(`${sequence.join('')}concat=n=${sequence.length}:v=1:a=0,settb=1/${fps},setpts=N${offset}[seq]`);
  return parts.join(';');
}

const UNTAGGED = 'setparams=range=unknown:color_primaries=unknown:color_trc=unknown:colorspace=unknown';

/** The cues that show on a frame of the run. */
function runCaptions(inputs: VideoInputs, run: VideoRun): readonly CaptionImage[] {
  const end = run.startFrame + run.frames;
  return (inputs.captions ?? []).filter((cue) => cue.firstFrame < end && cue.lastFrame >= run.startFrame);
}

/**
 * Each cue's image over its own frames of `input`, blended in the video's 4:2:0 where the cue is
 * drawn (`index`: the cue image's input). A window is half a frame wider on each side of its
 * first and last frame, so no rounding of t moves it by a frame.
 */
export function captionChain(
  input: string,
  cues: readonly { cue: CaptionImage; index: number }[],
  fps: number,
): { parts: string[]; output: string } {
  let current = input;
  const parts = cues.map(({ cue, index }, k) => {
    const from = num((cue.firstFrame - 0.5) / fps, 6);
    const to = num((cue.lastFrame + 0.5) / fps, 6);
    const step = `${current}[${index}:v]overlay=x=${cue.x}:y=${cue.y}:eof_action=repeat:format=yuv420:enable='between(t,${from},${to})'[cap${k}]`;
    current = `[cap${k}]`;
    return step;
  });
  return { parts, output: current };
}

export function captionInputArgs(cue: CaptionImage): string[] {
  return inputArgs(cue.path, [
    '-f',
    'rawvideo',
    '-pix_fmt',
    'yuva420p',
    '-video_size',
    `${cue.width}x${cue.height}`,
  ]);
}

function overlays(
  inputs: VideoInputs,
  run: VideoRun,
  logoIndex: number,
  captionInputs: readonly { cue: CaptionImage; index: number }[],
): string {
  const { plan } = inputs;
  const parts: string[] = [];
  let current = '[seq]';
  if (logoIndex >= 0) {
    // The logo rides on the shots only: the cards carry their own branding. One frame, scaled
    // once; overlay repeats it.
    const logoWidth = Math.round(Math.min(inputs.width, inputs.height) * 0.18);
    const margin = Math.round(Math.min(inputs.width, inputs.height) * 0.04);
    parts.push(
      `[${logoIndex}:v]scale=${logoWidth}:-1,format=rgba[logo]`,
      `${current}[logo]overlay=x=W-w-${margin}:y=${margin}:eof_action=repeat:enable='between(t,${num(plan.shotsStartS, 3)},${num(plan.shotsEndS, 3)})'[lg]`,
    );
    current = '[lg]';
  }
  const captions = captionChain(current, captionInputs, plan.fps);
  parts.push(...captions.parts);
  current = captions.output;
  // x264 tags the stream with the colour properties of its first frame: a card's are unset, a
  // shot's are BT.709. Every run leaves them unset, as the one-run render always has, so a run
  // starting on a shot is not decoded (converted to RGB) differently from the rest.
  parts.push(`${current}format=yuv420p,${UNTAGGED}${run.startFrame > 0 ? ',setpts=PTS-STARTPTS' : ''}[vout]`);
  return parts.join(';');
}

/**
 * A run's input arguments and its filter graph (picture, logo, captions): inputs in the order
 * intro, outro, shots, then the sound (when the run muxes it), the logo and the run's cue images.
 */
function runInputsAndGraph(
  inputs: VideoInputs,
  run: VideoRun,
  progress: boolean,
  withSound: boolean,
): { args: string[]; graph: string; soundIndex: number } {
  const args = [...ffmpegGlobalArgs(progress ? { intervalS: 1 } : null)];
  let count = 0;
  const add = (input: string[]) => {
    args.push(...input);
    return count++;
  };
  const picture = videoGraph(inputs, run, add);
  const soundIndex = withSound ? add(inputArgs(inputs.audioPath)) : -1;
  const logoIndex = inputs.logoPath ? add(inputArgs(inputs.logoPath)) : -1;
  const captionInputs = runCaptions(inputs, run).map((cue) => ({ cue, index: add(captionInputArgs(cue)) }));
  return { args, graph: `${picture};${overlays(inputs, run, logoIndex, captionInputs)}`, soundIndex };
}

/** The whole picture in one run, muxed with the sound (copied): a timeline of few shots. */
export function videoArgs(inputs: VideoInputs, progress = true): string[] {
  const { plan } = inputs;
  const [run] = planVideoRuns(plan, Infinity);
  const { args, graph, soundIndex } = runInputsAndGraph(inputs, run!, progress, true);
  return [
    ...args,
    '-filter_complex',
    graph,
    '-map',
    '[vout]',
    '-map',
    `${soundIndex}:a`,
    ...encoderArgs(inputs),
    '-c:a',
    'copy',
    '-t',
    num(plan.totalS, 6),
    '-movflags',
    '+faststart',
    localPath(inputs.outPath),
  ];
}

/** One run of a timeline rendered in parts: its frames as a silent MP4 part, `partPath`. */
export function videoPartArgs(
  inputs: VideoInputs,
  run: VideoRun,
  partPath: string,
  progress = true,
): string[] {
  const { args, graph } = runInputsAndGraph(inputs, run, progress, false);
  return [
    ...args,
    '-filter_complex',
    graph,
    '-map',
    '[vout]',
    '-an',
    ...encoderArgs(inputs),
    '-frames:v',
    String(run.frames),
    localPath(partPath),
  ];
}

/** The concat demuxer's list of the parts, each with its exact length (frames / fps). */
export function partsList(parts: readonly { path: string; frames: number }[], fps: number): string {
  return [
    'ffconcat version 1.0',
    ...parts.flatMap((part) => [`file '${graphPath(part.path)}'`, `duration ${num(part.frames / fps, 6)}`]),
    '',
  ].join('\n');
}

/** The parts joined by stream copy (each starts with a keyframe), muxed with the sound (copied). */
export function joinArgs(listPath: string, audioPath: string, totalS: number, outPath: string): string[] {
  return [
    ...ffmpegGlobalArgs(null),
    ...inputArgs(listPath, ['-f', 'concat', '-safe', '0']),
    ...inputArgs(audioPath),
    '-map',
    '0:v',
    '-map',
    '1:a',
    '-c',
    'copy',
    '-t',
    num(totalS, 6),
    '-movflags',
    '+faststart',
    localPath(outPath),
  ];
}
