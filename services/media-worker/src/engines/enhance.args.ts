// One file over 300 lines: the arguments of one ffmpeg pipeline (its four runs share the frame range and
// filter chain).
// Pure ffmpeg argument builders of the enhancement engine, checked by unit tests without ffmpeg.
// One job is up to four runs over the processed frame range [start, end):
//   1. vidstabdetect (only with stabilization) writes the camera path to a transforms file;
//   2. the main run: trim -> denoise -> stabilize -> sharpen -> upscale -> detail -> grain ->
//      speed -> interpolation -> exact output rate, with the audio trimmed and tempo-matched;
//      the same run scores the quality: the enhanced frames (before speed and interpolation, so
//      frame n of each is the same moment) scaled back to the input's size, SSIM against the
//      trimmed input;
//   3. with comparison: the same range of the input at the output's size (the "before" clip),
//      and a side-by-side of before and after.
// With RIFE interpolation (mode `rife`) the main run is three: the enhanced frames (and the score)
// written as PNG files, RIFE making the output's frames from them, and an encode of those frames
// with grain, the exact rate and the audio (enhanceFramesArgs, encodeFramesArgs). Grain is drawn
// after RIFE there, so the new frames get grain of their own instead of a blend of two.
// An output made elsewhere (a hosted enhancer's) is scored by a run of its own (qualityArgs).
import { inputArgs, localPath, num, rifeCropFilter, rifePadFilter } from '@platform/media';

export const MAX_OUTPUT_FPS = 120;
/** ffmpeg 5.1's atempo takes factors in 0.5..100; slower speeds are chained. */
const ATEMPO_MIN = 0.5;
const ATEMPO_MAX = 2;

export interface EnhanceSpec {
  input: { width: number; height: number; framerate: number; hasAudio: boolean };
  startFrame: number;
  /** Exclusive. */
  endFrame: number;
  outWidth: number;
  outHeight: number;
  outFps: number;
  /** Output frames the run must produce (the plan's count). */
  outFrames: number;
  upscale: { algorithm: 'lanczos' | 'bicubic' | 'spline' } | null;
  restore: { denoise: 'hqdn3d' | 'nlmeans'; detail: 'cas' | 'unsharp' } | null;
  interpolate: { mode: InterpolationMode } | null;
  /** 0..100 each; 0 is off. */
  grain: number;
  sharpenStrength: number;
  stabilizationSmoothing: number;
  /** 0.25..4. */
  playbackSpeed: number;
}

export type InterpolationMode = 'mci' | 'blend' | 'rife';

export interface EncoderOptions {
  preset: 'ultrafast' | 'superfast' | 'veryfast' | 'faster' | 'fast' | 'medium';
  crf: number;
}

/** As the camera-move engine's: superfast costs a third less CPU than veryfast at 1080p (measured). */
export const DEFAULT_ENHANCE_ENCODER: EncoderOptions = { preset: 'superfast', crf: 20 };

/** Escapes a path for use as a filter option value (`:`, `\` and `'` are special there). */
export function filterPath(path: string): string {
  return localPath(path).replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/:/g, '\\:');
}

/** Seconds of the range in the input's own timing. */
export const rangeSeconds = (spec: Pick<EnhanceSpec, 'startFrame' | 'endFrame' | 'input'>): number =>
  (spec.endFrame - spec.startFrame) / spec.input.framerate;

export const outputSeconds = (spec: EnhanceSpec): number => rangeSeconds(spec) / spec.playbackSpeed;

export const trimFilter = (spec: Pick<EnhanceSpec, 'startFrame' | 'endFrame'>): string =>
  `trim=start_frame=${spec.startFrame}:end_frame=${spec.endFrame},setpts=PTS-STARTPTS`;

/** 0..100 -> vidstab's shakiness 1..10 for detection, and a smoothing window of 1..60 frames. */
export function vidstabDetectFilter(spec: EnhanceSpec, transformsPath: string): string {
  const shakiness = Math.max(1, Math.min(10, Math.round(spec.stabilizationSmoothing / 10)));
  return `${trimFilter(spec)},vidstabdetect=shakiness=${shakiness}:accuracy=9:result='${filterPath(transformsPath)}'`;
}

export function vidstabDetectArgs(inputPath: string, spec: EnhanceSpec, transformsPath: string): string[] {
  return [
    ...inputArgs(inputPath),
    '-map',
    '0:v:0',
    '-vf',
    vidstabDetectFilter(spec, transformsPath),
    '-an',
    '-f',
    'null',
    '-',
  ];
}

export function vidstabTransformFilter(spec: EnhanceSpec, transformsPath: string): string {
  const smoothing = Math.max(1, Math.round((spec.stabilizationSmoothing / 100) * 60));
  // optzoom=1 zooms just enough to hide the moving borders; bicubic keeps edges sharp.
  return `vidstabtransform=input='${filterPath(transformsPath)}':smoothing=${smoothing}:optzoom=1:interpol=bicubic`;
}

export function denoiseFilter(restore: NonNullable<EnhanceSpec['restore']>): string {
  return restore.denoise === 'nlmeans'
    ? 'nlmeans=s=3:p=7:r=9'
    : 'hqdn3d=luma_spatial=4:chroma_spatial=3:luma_tmp=6:chroma_tmp=4.5';
}

export function detailFilter(restore: NonNullable<EnhanceSpec['restore']>): string {
  return restore.detail === 'cas' ? 'cas=strength=0.6' : 'unsharp=5:5:0.8:5:5:0.0';
}

/** 0..100 -> unsharp's luma amount 0..2 over a 5x5 window (1.5 is already strong). */
export const sharpenFilter = (strength: number): string =>
  `unsharp=5:5:${num((strength / 100) * 2, 3)}:5:5:0`;

/** 0..100 -> temporal, uniform luma noise of strength 0..40: film grain that moves. */
export const grainFilter = (grain: number): string =>
  `noise=c0s=${Math.max(1, Math.round((grain / 100) * 40))}:c0f=t+u`;

export function scaleFilter(spec: EnhanceSpec): string {
  return `scale=${spec.outWidth}:${spec.outHeight}:flags=${spec.upscale?.algorithm ?? 'lanczos'}`;
}

export function interpolationFilter(mode: 'mci' | 'blend', fps: number): string {
  return mode === 'mci'
    ? `minterpolate=fps=${num(fps, 3)}:mi_mode=mci:mc_mode=aobmc:me_mode=bidir:vsbmc=1`
    : `framerate=fps=${num(fps, 3)}:interp_start=0:interp_end=255:scene=100`;
}

/**
 * The enhancing filters after the trim, at the input's timing: denoise, stabilize, sharpen,
 * upscale, detail, grain. Sharpening runs before the upscale, on a quarter of the pixels of a 2x
 * output (the unsharp mask is the costliest filter here at 1080p); grain runs last, at the
 * output's size, so it stays as fine as the output's pixels.
 */
export function enhanceFrameFilters(
  spec: EnhanceSpec,
  transformsPath: string | null,
  options: { grain: boolean } = { grain: true },
): string[] {
  const steps: string[] = [];
  if (spec.restore) steps.push(denoiseFilter(spec.restore));
  if (spec.stabilizationSmoothing > 0) {
    if (!transformsPath) throw new RangeError('stabilization needs the transforms of the detection pass');
    steps.push(vidstabTransformFilter(spec, transformsPath));
  }
  if (spec.sharpenStrength > 0) steps.push(sharpenFilter(spec.sharpenStrength));
  if (spec.outWidth !== spec.input.width || spec.outHeight !== spec.input.height)
    steps.push(scaleFilter(spec));
  if (spec.restore) steps.push(detailFilter(spec.restore));
  if (options.grain && spec.grain > 0) steps.push(grainFilter(spec.grain));
  return steps;
}

/** From the enhanced frames to the output's timing: speed, interpolation, exact rate, yuv420p. */
export function outputTimingFilters(spec: EnhanceSpec): string[] {
  const steps: string[] = [];
  if (spec.playbackSpeed !== 1) steps.push(`setpts=PTS/${num(spec.playbackSpeed, 4)}`);
  const fps = Math.min(MAX_OUTPUT_FPS, spec.outFps);
  // RIFE makes its frames outside ffmpeg (enhanceFramesArgs, encodeFramesArgs).
  if (spec.interpolate && spec.interpolate.mode !== 'rife' && fps > spec.input.framerate)
    steps.push(interpolationFilter(spec.interpolate.mode, fps));
  steps.push(`fps=${num(fps, 3)}`, 'format=yuv420p');
  return steps;
}

/** The video chain of the main run, from the decoded input to yuv420p at the output rate. */
export function enhanceVideoChain(spec: EnhanceSpec, transformsPath: string | null): string {
  return [trimFilter(spec), ...enhanceFrameFilters(spec, transformsPath), ...outputTimingFilters(spec)].join(
    ',',
  );
}

/**
 * The main run's video graph, ending in [v]. With a stats path it also scores the quality in the
 * same pass (no second decode of the 1080p output, no second decode of the input): the trimmed
 * input is split into the source and the reference, the enhanced frames into the output and the
 * scored copy, which is scaled back to the input's size and compared by ssim, frame for frame.
 */
export function enhanceVideoGraph(
  spec: EnhanceSpec,
  transformsPath: string | null,
  statsPath: string | null,
): string[] {
  if (statsPath === null) return [`[0:v:0]${enhanceVideoChain(spec, transformsPath)}[v]`];
  return scoredGraph(
    spec,
    enhanceFrameFilters(spec, transformsPath),
    outputTimingFilters(spec).join(','),
    statsPath,
  );
}

/** The enhancing filters split into [v] (through `tail`) and the SSIM score against the input. */
function scoredGraph(spec: EnhanceSpec, enhance: string[], tail: string, statsPath: string): string[] {
  const { width, height } = spec.input;
  return [
    `[0:v:0]${trimFilter(spec)},split=2[source][reference]`,
    `[source]${[...enhance, 'split=2'].join(',')}[enhanced][scored]`,
    `[enhanced]${tail}[v]`,
    `[scored]scale=${width}:${height}:flags=bicubic,format=yuv420p[scaled]`,
    `[reference]format=yuv420p[original]`,
    `[scaled][original]ssim=stats_file='${filterPath(statsPath)}',nullsink`,
  ];
}

/** From the graph to the encoded MP4: [v] and, with audio, [a] at 48 kHz AAC. */
function encodedOutputArgs(
  graph: string[],
  spec: EnhanceSpec,
  outputPath: string,
  encoder: EncoderOptions,
): string[] {
  return [
    '-filter_complex',
    graph.join(';'),
    '-map',
    '[v]',
    ...(spec.input.hasAudio ? ['-map', '[a]', '-c:a', 'aac', '-b:a', '160k', '-ar', '48000'] : ['-an']),
    '-frames:v',
    String(spec.outFrames),
    ...encoderArgs(spec.outFps, encoder),
    '-f',
    'mp4',
    localPath(outputPath),
  ];
}

/**
 * RIFE's first run: the enhanced frames (everything but grain) at the input's timing as
 * numbered PNG files in `framesDir` (padded to RIFE's alignment), scored against the trimmed
 * input in the same pass as the main run is. PNG is lossless, so RIFE sees what the filters made;
 * zlib level 1 keeps it cheap.
 */
export function enhanceFramesArgs(
  inputPath: string,
  spec: EnhanceSpec,
  framesDir: string,
  options: { transformsPath: string | null; statsPath: string },
): string[] {
  const enhance = enhanceFrameFilters(spec, options.transformsPath, { grain: false });
  const graph = scoredGraph(
    spec,
    enhance,
    `${rifePadFilter(spec.outWidth, spec.outHeight)},format=rgb24`,
    options.statsPath,
  );
  return [
    ...inputArgs(inputPath),
    '-filter_complex',
    graph.join(';'),
    '-map',
    '[v]',
    '-an',
    '-frames:v',
    String(spec.endFrame - spec.startFrame),
    '-c:v',
    'png',
    '-compression_level',
    '1',
    '-f',
    'image2',
    localPath(`${framesDir}/%08d.png`),
  ];
}

/**
 * RIFE's last run: its frames at the output's rate (they are already the output's count), cropped
 * back to the output's size, grain, yuv420p and the encoder, with the input's audio of the range
 * at the playback speed.
 */
export function encodeFramesArgs(
  framesDir: string,
  inputPath: string,
  spec: EnhanceSpec,
  outputPath: string,
  encoder: EncoderOptions = DEFAULT_ENHANCE_ENCODER,
): string[] {
  const fps = num(Math.min(MAX_OUTPUT_FPS, spec.outFps), 3);
  const video = [
    rifeCropFilter(spec.outWidth, spec.outHeight),
    ...(spec.grain > 0 ? [grainFilter(spec.grain)] : []),
    'format=yuv420p',
  ].join(',');
  const graph = [`[0:v:0]${video}[v]`];
  if (spec.input.hasAudio) graph.push(`[1:a:0]${enhanceAudioChain(spec)}[a]`);
  return [
    ...inputArgs(`${framesDir}/%08d.png`, ['-framerate', fps, '-f', 'image2']),
    ...(spec.input.hasAudio ? inputArgs(inputPath) : []),
    ...encodedOutputArgs(graph, spec, outputPath, encoder),
  ];
}

/** atempo factors whose product is `speed`, each within what one atempo accepts. */
export function atempoChain(speed: number): number[] {
  const factors: number[] = [];
  let rest = speed;
  while (rest < ATEMPO_MIN - 1e-9) {
    factors.push(ATEMPO_MIN);
    rest /= ATEMPO_MIN;
  }
  while (rest > ATEMPO_MAX + 1e-9) {
    factors.push(ATEMPO_MAX);
    rest /= ATEMPO_MAX;
  }
  if (Math.abs(rest - 1) > 1e-9 || factors.length === 0) factors.push(rest);
  return factors;
}

/** The audio of the same range, at the same speed (pitch kept), so it stays in sync. */
export function enhanceAudioChain(spec: EnhanceSpec): string {
  const start = spec.startFrame / spec.input.framerate;
  const end = spec.endFrame / spec.input.framerate;
  const steps = [`atrim=start=${num(start)}:end=${num(end)}`, 'asetpts=PTS-STARTPTS'];
  if (spec.playbackSpeed !== 1)
    steps.push(...atempoChain(spec.playbackSpeed).map((factor) => `atempo=${num(factor)}`));
  // Pads a short audio track with silence and cuts a long one at the video's end.
  steps.push(`apad`, `atrim=end=${num(outputSeconds(spec))}`);
  return steps.join(',');
}

export function encoderArgs(fps: number, encoder: EncoderOptions): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    encoder.preset,
    '-crf',
    String(encoder.crf),
    '-pix_fmt',
    'yuv420p',
    // A key frame every two seconds keeps seeking cheap for players.
    '-g',
    String(Math.max(1, Math.round(fps * 2))),
    '-movflags',
    '+faststart',
  ];
}

export function enhanceArgs(
  inputPath: string,
  spec: EnhanceSpec,
  outputPath: string,
  options: { transformsPath: string | null; statsPath?: string | null; encoder?: EncoderOptions },
): string[] {
  const encoder = options.encoder ?? DEFAULT_ENHANCE_ENCODER;
  const graph = enhanceVideoGraph(spec, options.transformsPath, options.statsPath ?? null);
  if (spec.input.hasAudio) graph.push(`[0:a:0]${enhanceAudioChain(spec)}[a]`);
  return [...inputArgs(inputPath), ...encodedOutputArgs(graph, spec, outputPath, encoder)];
}

/**
 * SSIM of a finished output against the input over the processed range, as a run of its own (for
 * an output made elsewhere, a hosted enhancer's): the output is scaled back to the input's size
 * and retimed to the input's rate, so frame n of each shows the same moment.
 */
export function qualityArgs(
  inputPath: string,
  outputPath: string,
  spec: EnhanceSpec,
  statsPath: string,
): string[] {
  const { width, height, framerate } = spec.input;
  const rate = num(framerate, 3);
  const graph = [
    `[0:v:0]${trimFilter(spec)},fps=${rate},format=yuv420p[ref]`,
    `[1:v:0]scale=${width}:${height}:flags=bicubic,setpts=(PTS-STARTPTS)*${num(spec.playbackSpeed, 4)},fps=${rate},format=yuv420p[out]`,
    `[out][ref]ssim=stats_file='${filterPath(statsPath)}'`,
  ].join(';');
  return [...inputArgs(inputPath), ...inputArgs(outputPath), '-filter_complex', graph, '-f', 'null', '-'];
}

/** Mean of the per-frame `All:` values of ssim's stats file, as 0..100 with one decimal. */
export function parseSsimStats(text: string): number | null {
  const values: number[] = [];
  for (const line of text.split('\n')) {
    const match = /\bAll:([0-9.]+)/.exec(line);
    if (match?.[1]) values.push(Number(match[1]));
  }
  if (values.length === 0) return null;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.round(Math.min(1, Math.max(0, mean)) * 1000) / 10;
}

/** The "before" clip: the input's same range at the output's size, rate and speed. */
export function beforeClipArgs(
  inputPath: string,
  spec: EnhanceSpec,
  outputPath: string,
  encoder: EncoderOptions = DEFAULT_ENHANCE_ENCODER,
): string[] {
  const fps = num(Math.min(MAX_OUTPUT_FPS, spec.outFps), 3);
  const speed = spec.playbackSpeed !== 1 ? `,setpts=PTS/${num(spec.playbackSpeed, 4)}` : '';
  const chain = `${trimFilter(spec)},scale=${spec.outWidth}:${spec.outHeight}:flags=bicubic${speed},fps=${fps},format=yuv420p`;
  return [
    ...inputArgs(inputPath),
    '-map',
    '0:v:0',
    '-vf',
    chain,
    '-an',
    '-frames:v',
    String(spec.outFrames),
    ...encoderArgs(spec.outFps, encoder),
    '-f',
    'mp4',
    localPath(outputPath),
  ];
}

/** Before and after side by side (each at half width), for one look at the difference. */
export function sideBySideArgs(
  beforePath: string,
  afterPath: string,
  spec: EnhanceSpec,
  outputPath: string,
  encoder: EncoderOptions = DEFAULT_ENHANCE_ENCODER,
): string[] {
  const half = Math.max(2, 2 * Math.floor(spec.outWidth / 4));
  const height = Math.max(2, 2 * Math.round((spec.outHeight * half) / spec.outWidth / 2));
  const graph = `[0:v:0]scale=${half}:${height}[b];[1:v:0]scale=${half}:${height}[a];[b][a]hstack=inputs=2:shortest=1,format=yuv420p[v]`;
  return [
    ...inputArgs(beforePath),
    ...inputArgs(afterPath),
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-an',
    ...encoderArgs(spec.outFps, encoder),
    '-f',
    'mp4',
    localPath(outputPath),
  ];
}
