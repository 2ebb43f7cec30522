// One file over 300 lines: the picture, caption and sound checks share the frame and timing helpers.
// Checks that judge a rendered listing video from its files alone, never from a plan the service
// reports: which shot (or card) a frame of the render shows, when and where burned-in captions are
// on screen, and when the sound speaks. ffmpeg decodes small frames; the comparisons are plain
// arithmetic here, so what is measured does not depend on the engine under test.
//
//   identifyShot / identifyShots: the render's frame at a time against frames sampled densely
//     through each shot's source video, reframed as the render reframes a shot (scale to cover,
//     centre crop), and against the render's own first and last frames (the intro and outro cards).
//     The bottom of the frame (burned captions) is left out. Camera motion, slow motion and a held
//     last frame all show frames of the source, so the nearest sampled frame stays close.
//   captionBandIntervals: burned-in captions as the picture shows them: the same render made with
//     captions off is the reference, the difference is the caption box (its bounds and its text).
//   speechIntervals: where the sound is not silent (ffmpeg silencedetect), for a render made with
//     background music volume 0.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Size {
  width: number;
  height: number;
}

export interface Crop {
  /** Fractions of the source, 0..1 (a shot's crop_x, crop_y, crop_width, crop_height). */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A shot's selected video, downloaded: `label` names it in the answers (e.g. "Kitchen"). */
export interface ShotVideo {
  label: string;
  path: string;
  crop?: Crop | null;
}

export const CARD = 'card';
export const NONE = 'none';

export interface Candidate {
  label: string;
  /** Mean absolute difference of the compared pixels, 0..255 (RGB). */
  distance: number;
}

export interface Identification {
  /** The shot's label, `card` (intro or outro), or `none` when nothing matches well. */
  label: string;
  /** The nearest candidate, even when `label` is `none`. */
  nearest: string;
  distance: number;
  /** The best candidate with another label. */
  runnerUp: Candidate;
  /** runnerUp.distance - distance: how clearly the frame is what it is said to be. */
  margin: number;
  atS: number;
}

export interface IdentifyOptions {
  /** Share of the frame at the bottom left out (burned captions): 0.3 by default. */
  ignoreBottom?: number;
  /** A best distance above this is `none` (a cross-fade, a frame of nothing known): 18 by default. */
  noneAbove?: number;
  /** Frames a second sampled through each shot's video: 10 by default. */
  referenceFps?: number;
  /** Frames a second of the render decoded for the answers: 30 by default (every frame). */
  renderFps?: number;
  /**
   * Which of the render's own frames stand for a card: its first and last (by default), or the
   * last alone, to ask whether the opening shows a shot's video under its title.
   */
  cards?: 'first-and-last' | 'last';
}

const ffmpegBase = ['-hide_banner', '-loglevel', 'error', '-nostdin'];
const num = (value: number): string => String(Math.round(value * 1e6) / 1e6);

/** A small size of the same shape and about 2300 pixels (64x36 for 16:9, 36x64 for 9:16). */
export function thumbSize(size: Size): Size {
  const width = Math.max(8, Math.round(Math.sqrt((2304 * size.width) / size.height)));
  return { width, height: Math.max(8, Math.round((width * size.height) / size.width)) };
}

/** Every frame ffmpeg writes for `filter`, as raw bytes of `frameBytes` each. */
async function rawFrames(path: string, filter: string, frameBytes: number): Promise<Buffer[]> {
  const { stdout } = await run(
    'ffmpeg',
    [...ffmpegBase, '-i', path, '-an', '-vf', filter, '-f', 'rawvideo', '-'],
    { encoding: 'buffer', maxBuffer: 1 << 30 },
  );
  const frames: Buffer[] = [];
  for (let at = 0; at + frameBytes <= stdout.length; at += frameBytes)
    frames.push(stdout.subarray(at, at + frameBytes));
  return frames;
}

const decoded = new Map<string, Promise<Buffer[]>>();
function cachedFrames(path: string, filter: string, frameBytes: number): Promise<Buffer[]> {
  const key = `${path}\n${filter}`;
  let frames = decoded.get(key);
  if (!frames) {
    frames = rawFrames(path, filter, frameBytes);
    decoded.set(key, frames);
    frames.catch(() => decoded.delete(key));
  }
  return frames;
}

/** The render's frames, small: frame i is on screen from i / fps. */
export async function renderThumbs(
  renderPath: string,
  size: Size,
  fps = 30,
): Promise<{ frames: Buffer[]; fps: number; thumb: Size }> {
  const thumb = thumbSize(size);
  const frames = await cachedFrames(
    renderPath,
    `fps=${fps},scale=${thumb.width}:${thumb.height}:flags=area,format=rgb24`,
    thumb.width * thumb.height * 3,
  );
  return { frames, fps, thumb };
}

/** Frames through a shot's video, reframed to the render's size as the render does it, then small. */
async function shotThumbs(shot: ShotVideo, size: Size, fps: number): Promise<Buffer[]> {
  const thumb = thumbSize(size);
  const crop = shot.crop;
  const filters = [`fps=${fps}`];
  if (crop && (crop.x > 0 || crop.y > 0 || crop.width < 1 || crop.height < 1)) {
    filters.push(
      `crop=w=iw*${num(crop.width)}:h=ih*${num(crop.height)}:x=iw*${num(crop.x)}:y=ih*${num(crop.y)}`,
    );
  }
  // Cover and centre-crop: the middle of the source at the render's shape, then small (the same
  // picture as scaling to the render's size first, for far less work).
  const aspect = num(size.width / size.height);
  filters.push(
    `crop=w='min(iw,ih*${aspect})':h='min(ih,iw/${aspect})'`,
    `scale=${thumb.width}:${thumb.height}:flags=area`,
    'format=rgb24',
  );
  // The last frame too: a shot may hold it (fps drops nothing at the end with round=down).
  return cachedFrames(shot.path, filters.join(','), thumb.width * thumb.height * 3);
}

/**
 * Mean absolute difference of the top `rows` rows of two small RGB frames; once the sum passes
 * `bound` (a mean) it stops and answers more than the bound (the nearest is all that is wanted).
 */
function distance(
  a: Buffer,
  b: Buffer,
  width: number,
  rows: number,
  bound = Number.POSITIVE_INFINITY,
): number {
  const rowBytes = width * 3;
  const end = rowBytes * rows;
  const limit = bound * end;
  let sum = 0;
  for (let row = 0; row < end; row += rowBytes) {
    const stop = row + rowBytes;
    for (let i = row; i < stop; i += 1) {
      const d = a[i]! - b[i]!;
      sum += d < 0 ? -d : d;
    }
    if (sum > limit) return sum / end;
  }
  return sum / end;
}

interface References {
  labels: string[];
  frames: Buffer[][];
}

async function references(
  renderPath: string,
  shotVideos: readonly ShotVideo[],
  size: Size,
  options: IdentifyOptions,
): Promise<References> {
  const { frames } = await renderThumbs(renderPath, size, options.renderFps ?? 30);
  if (frames.length === 0) throw new Error(`${renderPath}: no frames decoded`);
  const shots = await Promise.all(
    shotVideos.map((shot) => shotThumbs(shot, size, options.referenceFps ?? 10)),
  );
  shots.forEach((thumbs, index) => {
    if (thumbs.length === 0) throw new Error(`${shotVideos[index]!.path}: no frames decoded`);
  });
  // The intro card is the render's first frame, the outro card its last.
  const cards = options.cards === 'last' ? [frames.at(-1)!] : [frames[0]!, frames.at(-1)!];
  return {
    labels: [...shotVideos.map((shot) => shot.label), CARD],
    frames: [...shots, cards],
  };
}

function judge(
  frame: Buffer,
  refs: References,
  size: Size,
  options: IdentifyOptions,
  atS: number,
): Identification {
  const thumb = thumbSize(size);
  const rows = Math.max(1, Math.floor(thumb.height * (1 - (options.ignoreBottom ?? 0.3))));
  const best = new Map<string, number>();
  refs.frames.forEach((frames, index) => {
    const label = refs.labels[index]!;
    let nearest = best.get(label) ?? Number.POSITIVE_INFINITY;
    for (const candidate of frames)
      nearest = Math.min(nearest, distance(frame, candidate, thumb.width, rows, nearest));
    best.set(label, nearest);
  });
  const ranked = [...best.entries()]
    .map(([label, d]) => ({ label, distance: d }))
    .sort((a, b) => a.distance - b.distance);
  const first = ranked[0]!;
  const second = ranked[1] ?? { label: NONE, distance: Number.POSITIVE_INFINITY };
  const label = first.distance > (options.noneAbove ?? 18) ? NONE : first.label;
  return {
    label,
    nearest: first.label,
    distance: round2(first.distance),
    runnerUp: { label: second.label, distance: round2(second.distance) },
    margin: round2(second.distance - first.distance),
    atS,
  };
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Which shot's video (or a card, or none) the render shows at each of `times`. */
export async function identifyShots(
  renderPath: string,
  times: readonly number[],
  shotVideos: readonly ShotVideo[],
  size: Size,
  options: IdentifyOptions = {},
): Promise<Identification[]> {
  const refs = await references(renderPath, shotVideos, size, options);
  const { frames, fps } = await renderThumbs(renderPath, size, options.renderFps ?? 30);
  return times.map((atS) => {
    const index = Math.min(frames.length - 1, Math.max(0, Math.floor(atS * fps + 1e-6)));
    return judge(frames[index]!, refs, size, options, atS);
  });
}

/** Which shot's video (or `card`, or `none`) the render's frame at `atS` shows, with the runner-up. */
export async function identifyShot(
  renderPath: string,
  atS: number,
  shotVideos: readonly ShotVideo[],
  size: Size,
  options: IdentifyOptions = {},
): Promise<Identification> {
  return (await identifyShots(renderPath, [atS], shotVideos, size, options))[0]!;
}

export interface ShownRun {
  label: string;
  startS: number;
  endS: number;
  /** The worst distance and the smallest margin of the run's samples. */
  worstDistance: number;
  smallestMargin: number;
}

/** What the render shows over time: runs of samples `stepS` apart with the same answer. */
export async function shotTimeline(
  renderPath: string,
  shotVideos: readonly ShotVideo[],
  size: Size,
  options: IdentifyOptions & { stepS?: number } = {},
): Promise<ShownRun[]> {
  const { frames, fps } = await renderThumbs(renderPath, size, options.renderFps ?? 30);
  const step = options.stepS ?? 0.1;
  const times: number[] = [];
  for (let t = 0; t < frames.length / fps; t += step) times.push(round3(t));
  const answers = await identifyShots(renderPath, times, shotVideos, size, options);
  const runs: ShownRun[] = [];
  for (const answer of answers) {
    const last = runs.at(-1);
    if (last && last.label === answer.label) {
      last.endS = round3(answer.atS + step);
      last.worstDistance = Math.max(last.worstDistance, answer.distance);
      last.smallestMargin = Math.min(last.smallestMargin, answer.margin);
    } else
      runs.push({
        label: answer.label,
        startS: answer.atS,
        endS: round3(answer.atS + step),
        worstDistance: answer.distance,
        smallestMargin: answer.margin,
      });
  }
  return runs;
}

const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * Where one segment of the render gives way to the next, seconds: the middle of each stretch where
 * the picture changes much more across `windowS` than within the same span just before and just
 * after it (a cut or a cross-fade; camera motion changes the picture about as fast throughout).
 */
export async function renderJoins(
  renderPath: string,
  size: Size,
  options: { windowS?: number; minimum?: number; ratio?: number; ignoreBottom?: number } = {},
): Promise<number[]> {
  const { frames, fps, thumb } = await renderThumbs(renderPath, size, 30);
  const half = Math.max(1, Math.round(((options.windowS ?? 0.6) * fps) / 2));
  const rows = Math.max(1, Math.floor(thumb.height * (1 - (options.ignoreBottom ?? 0.3))));
  const d = (i: number, j: number) =>
    i < 0 || j >= frames.length ? 0 : distance(frames[i]!, frames[j]!, thumb.width, rows);
  const minimum = options.minimum ?? 10;
  const ratio = options.ratio ?? 3;
  const isJoin = frames.map((_frame, i) => {
    if (i - half < 0 || i + half >= frames.length) return false;
    const across = d(i - half, i + half);
    const around = Math.max(d(i - 2 * half, i - half), d(i + half, i + 2 * half));
    return across >= minimum && across >= ratio * around;
  });
  const joins: number[] = [];
  let i = 0;
  while (i < isJoin.length) {
    if (!isJoin[i]) {
      i += 1;
      continue;
    }
    let j = i;
    while (j + 1 < isJoin.length && isJoin[j + 1]) j += 1;
    joins.push(round3((i + j) / 2 / fps));
    i = j + 1;
  }
  return joins;
}

export interface BurnedCaption {
  startS: number;
  endS: number;
  /** The box (where the picture differs from the render without captions), fractions of the frame. */
  box: { left: number; top: number; right: number; bottom: number };
  /** Top to bottom of the text's ink (white in the box), pixels of the render: about one line's ascender-to-descender height a line. */
  inkHeightPx: number;
  /** Samples the caption was seen in. */
  samples: number;
}

export interface CaptionBandOptions {
  /** The same render made with captions off (`is_captions_enabled: false`): the picture under the captions. */
  reference: string;
  size: Size;
  /** Samples a second: 10 by default. */
  fps?: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface FrameCaption {
  box: Box;
  /** Text pixels of the box, row by row. */
  text: Uint8Array;
  inkTop: number;
  inkBottom: number;
}

/** Calls `onFrame` with each raw frame ffmpeg writes (streamed: big frames are not all kept). */
function eachFrame(
  args: string[],
  frameBytes: number,
  onFrame: (frame: Buffer, index: number) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let buffer = Buffer.alloc(frameBytes);
    let filled = 0;
    let index = 0;
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      let at = 0;
      while (at < chunk.length) {
        const take = Math.min(frameBytes - filled, chunk.length - at);
        chunk.copy(buffer, filled, at, at + take);
        filled += take;
        at += take;
        if (filled === frameBytes) {
          onFrame(buffer, index);
          index += 1;
          buffer = Buffer.alloc(frameBytes);
          filled = 0;
        }
      }
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(index) : reject(new Error(`ffmpeg exited ${code}: ${stderr}`)),
    );
  });
}

/**
 * Luma change that counts as "the caption box is here" (the box halves what is under it; two
 * encodes of the same picture differ by less, a few edges aside), and the luma of white text (the
 * box darkens whatever is under it to half, so only text is this bright inside it).
 */
const BOX_DIFF = 14;
const TEXT_LUMA = 150;

/** The longest stretch of `on` indexes, gaps of at most `maxGap` bridged; null when there is none. */
function longestStretch(
  on: (index: number) => boolean,
  length: number,
  maxGap: number,
): { first: number; last: number } | null {
  let best: { first: number; last: number } | null = null;
  let first = -1;
  let last = -1;
  for (let i = 0; i <= length; i += 1) {
    const lit = i < length && on(i);
    if (lit && first >= 0 && i - last - 1 <= maxGap) last = i;
    else if (lit) {
      first = i;
      last = i;
    }
    if (first >= 0 && (i === length || (!lit && i - last > maxGap))) {
      if (!best || last - first > best.last - best.first) best = { first, last };
      first = -1;
    }
  }
  return best;
}

/** The caption box in one sample: `diff` against the plain render, `luma` of the captioned one. */
function frameCaption(diff: Buffer, luma: Buffer, size: Size): FrameCaption | null {
  const { width, height } = size;
  const minRow = Math.max(6, Math.round(width * 0.02));
  const rowCount = new Int32Array(height);
  for (let y = 0; y < height; y += 1) {
    let n = 0;
    const row = y * width;
    for (let x = 0; x < width; x += 1) if (diff[row + x]! > BOX_DIFF) n += 1;
    rowCount[y] = n;
  }
  const rows = longestStretch((y) => rowCount[y]! >= minRow, height, 2);
  if (!rows || rows.last - rows.first + 1 < Math.max(4, Math.round(height * 0.015))) return null;
  const boxRows = rows.last - rows.first + 1;
  const columns = new Int32Array(width);
  for (let y = rows.first; y <= rows.last; y += 1)
    for (let x = 0; x < width; x += 1) if (diff[y * width + x]! > BOX_DIFF) columns[x]! += 1;
  // The box's columns: most of its rows changed (an edge the encoder drew differently is one column).
  const cols = longestStretch(
    (x) => columns[x]! >= boxRows * 0.5,
    width,
    Math.max(4, Math.round(width * 0.02)),
  );
  if (!cols || cols.last - cols.first + 1 < minRow) return null;
  const box = { left: cols.first, top: rows.first, right: cols.last, bottom: rows.last };
  const boxWidth = box.right - box.left + 1;
  const text = new Uint8Array(boxWidth * boxRows);
  let inkTop = -1;
  let inkBottom = -1;
  // Two rows in from the box's top and bottom, as two pixels in from each row's ends below: an
  // edge pixel is part scene, part box, and bright under a bright scene.
  for (let y = 2; y < boxRows - 2; y += 1) {
    const row = (box.top + y) * width;
    // The row's own box: a line's box is as wide as its text, narrower than the caption's widest line.
    let from = box.left;
    while (from <= box.right && diff[row + from]! <= BOX_DIFF) from += 1;
    let to = box.right;
    while (to >= from && diff[row + to]! <= BOX_DIFF) to -= 1;
    let n = 0;
    for (let x = from + 2; x <= to - 2; x += 1) {
      if (luma[row + x]! >= TEXT_LUMA) {
        text[y * boxWidth + x - box.left] = 1;
        n += 1;
      }
    }
    if (n >= 1) {
      if (inkTop < 0) inkTop = y;
      inkBottom = y;
    }
  }
  if (inkTop < 0) return null;
  return { box, text, inkTop, inkBottom };
}

function sameCaption(a: FrameCaption, b: FrameCaption): boolean {
  const near = (p: number, q: number) => Math.abs(p - q) <= 3;
  if (
    !near(a.box.left, b.box.left) ||
    !near(a.box.right, b.box.right) ||
    !near(a.box.top, b.box.top) ||
    !near(a.box.bottom, b.box.bottom)
  )
    return false;
  // The text itself, where both boxes overlap.
  const left = Math.max(a.box.left, b.box.left);
  const right = Math.min(a.box.right, b.box.right);
  const top = Math.max(a.box.top, b.box.top);
  const bottom = Math.min(a.box.bottom, b.box.bottom);
  const widthA = a.box.right - a.box.left + 1;
  const widthB = b.box.right - b.box.left + 1;
  let both = 0;
  let either = 0;
  for (let y = top; y <= bottom; y += 1) {
    for (let x = left; x <= right; x += 1) {
      const inA = a.text[(y - a.box.top) * widthA + x - a.box.left] === 1;
      const inB = b.text[(y - b.box.top) * widthB + x - b.box.left] === 1;
      if (inA && inB) both += 1;
      if (inA || inB) either += 1;
    }
  }
  return either === 0 || both / either >= 0.6;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((p, q) => p - q);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * The burned-in captions as the picture shows them: each stretch of samples with the same caption
 * box and text, timed to the middle between the samples around its start and its end (so within
 * half a sample of the real times), with its box and the height of its text.
 */
export async function captionBandIntervals(
  renderPath: string,
  options: CaptionBandOptions,
): Promise<BurnedCaption[]> {
  const { width, height } = options.size;
  const fps = options.fps ?? 10;
  const filter =
    `[0:v]fps=${fps},format=gray,split=2[c][l];[1:v]fps=${fps},format=gray,scale=${width}:${height}[r];` +
    `[c][r]blend=all_mode=difference[d];[d][l]vstack=inputs=2[out]`;
  const args = [
    ...ffmpegBase,
    '-i',
    renderPath,
    '-i',
    options.reference,
    '-filter_complex',
    filter,
    '-map',
    '[out]',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'gray',
    '-',
  ];
  const plane = width * height;
  const samples: (FrameCaption | null)[] = [];
  await eachFrame(args, plane * 2, (frame) => {
    samples.push(frameCaption(frame.subarray(0, plane), frame.subarray(plane), options.size));
  });
  // Stretches of samples showing the same caption.
  const stretches: { first: number; last: number; seen: FrameCaption[] }[] = [];
  samples.forEach((sample, index) => {
    if (!sample) return;
    const open = stretches.at(-1);
    if (open && open.last === index - 1 && sameCaption(open.seen.at(-1)!, sample)) {
      open.last = index;
      open.seen.push(sample);
    } else stretches.push({ first: index, last: index, seen: [sample] });
  });
  // One odd sample between two of the same caption (an encoder's edge, a blink) is that caption.
  for (let k = 1; k + 1 < stretches.length; k += 1) {
    const [before, odd, after] = [stretches[k - 1]!, stretches[k]!, stretches[k + 1]!];
    if (
      odd.seen.length === 1 &&
      before.last + 1 === odd.first &&
      odd.last + 1 === after.first &&
      sameCaption(before.seen.at(-1)!, after.seen[0]!)
    ) {
      stretches.splice(k - 1, 3, {
        first: before.first,
        last: after.last,
        seen: [...before.seen, ...after.seen],
      });
      k -= 1;
    }
  }
  return stretches.map(({ first, last, seen }) => ({
    startS: round3(Math.max(0, (first - 0.5) / fps)),
    endS: round3((last + 0.5) / fps),
    box: {
      left: round3(median(seen.map((s) => s.box.left)) / width),
      top: round3(median(seen.map((s) => s.box.top)) / height),
      right: round3((median(seen.map((s) => s.box.right)) + 1) / width),
      bottom: round3((median(seen.map((s) => s.box.bottom)) + 1) / height),
    },
    inkHeightPx: median(seen.map((s) => s.inkBottom - s.inkTop + 1)),
    samples: last - first + 1,
  }));
}

export interface Interval {
  startS: number;
  endS: number;
}

/** Media duration, seconds (the container's). */
export async function durationOf(path: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    path,
  ]);
  return Number(stdout.trim());
}

/**
 * Where the sound is not silent (ffmpeg silencedetect: quieter than `noiseDb` for at least
 * `minSilenceS` is silence). Meant for a render made with background music volume 0: then the
 * only sound is the voice.
 */
export async function speechIntervals(
  path: string,
  options: { noiseDb?: number; minSilenceS?: number } = {},
): Promise<Interval[]> {
  const { stderr } = await run(
    'ffmpeg',
    [
      '-hide_banner',
      '-nostats',
      '-nostdin',
      '-i',
      path,
      '-vn',
      '-af',
      `silencedetect=noise=${options.noiseDb ?? -45}dB:d=${options.minSilenceS ?? 0.2}`,
      '-f',
      'null',
      '-',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const total = await durationOf(path);
  const silences: Interval[] = [];
  let start: number | null = null;
  for (const line of stderr.split('\n')) {
    const begins = /silence_start: (-?[\d.]+)/.exec(line);
    if (begins) start = Math.max(0, Number(begins[1]));
    const ends = /silence_end: ([\d.]+)/.exec(line);
    if (ends && start !== null) {
      silences.push({ startS: start, endS: Number(ends[1]) });
      start = null;
    }
  }
  if (start !== null) silences.push({ startS: start, endS: total });
  const speech: Interval[] = [];
  let at = 0;
  for (const silence of silences) {
    if (silence.startS > at) speech.push({ startS: round3(at), endS: round3(silence.startS) });
    at = Math.max(at, silence.endS);
  }
  if (at < total - 0.01) speech.push({ startS: round3(at), endS: round3(total) });
  return speech;
}

/** The parts of `interval` that none of `covers` covers (each cover widened by `slackS` each side). */
export function uncovered(interval: Interval, covers: readonly Interval[], slackS = 0): Interval[] {
  let parts: Interval[] = [{ ...interval }];
  for (const cover of covers) {
    const from = cover.startS - slackS;
    const to = cover.endS + slackS;
    parts = parts.flatMap((part) => {
      if (to <= part.startS || from >= part.endS) return [part];
      const kept: Interval[] = [];
      if (from > part.startS) kept.push({ startS: part.startS, endS: from });
      if (to < part.endS) kept.push({ startS: to, endS: part.endS });
      return kept;
    });
  }
  return parts
    .filter((part) => part.endS - part.startS > 1e-6)
    .map((part) => ({ startS: round3(part.startS), endS: round3(part.endS) }));
}

/** Words only, lower case: caption text and script text compare this way. */
export const words = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$]+/gu, ' ')
    .trim();

/** The index of the script line a cue's text comes from (-1: none; the first when several hold it). */
export function lineOfCue(cueText: string, lines: readonly string[]): number {
  const said = words(cueText);
  if (!said) return -1;
  return lines.findIndex((line) => ` ${words(line)} `.includes(` ${said} `));
}
