// ffmpeg arguments of the listing render's sound, pure: the mix (each spoken sentence placed where
// the owner planned it, music looped, faded and ducked under the voice with sidechaincompress), a
// loudness measurement of that mix, and the mix normalised to the measured values (-14 LUFS
// integrated, true peak under -1 dBTP) and encoded. The picture's runs are in render.args.ts.
import { ffmpegGlobalArgs, inputArgs, localPath, num } from '@platform/media';

export const TARGET_LUFS = -14;
/** Aim below -1 dBTP: AAC encoding adds a little overshoot. */
export const TARGET_TRUE_PEAK = -1.5;
export const TARGET_LRA = 11;
export const AUDIO_RATE = 48_000;

// Ducking: a voice about 20 dB over the threshold takes the music down by ~19 dB.
const DUCK = 'threshold=0.01:ratio=20:attack=15:release=400:makeup=1';

/** A stretch of the voiceover, [fromS, toS], played from `atS` of the video. */
export interface VoiceClip {
  fromS: number;
  toS: number;
  atS: number;
}

export interface MixInputs {
  voicePath?: string | null;
  /** Where each sentence of the voice plays, in time order, none overlapping. */
  voiceClips: readonly VoiceClip[];
  musicPath?: string | null;
  /** 0..1 (background_music_volume / 100). */
  musicVolume: number;
  totalS: number;
  outPath: string;
  /** false writes the music alone, still ducked by the voice (the music stem, for checks). */
  voiceInMix?: boolean;
}

/** The mix as 48 kHz stereo PCM, before loudness normalisation. */
export function mixArgs(inputs: MixInputs): string[] {
  const total = num(inputs.totalS, 3);
  const args = [...ffmpegGlobalArgs(null)];
  const parts: string[] = [];
  let index = 0;
  let voice: string | null = null;
  let music: string | null = null;
  const clips = inputs.voiceClips;
  if (inputs.voicePath && clips.length > 0) {
    args.push(...inputArgs(inputs.voicePath));
    // Each sentence cut from the voiceover at whole samples and delayed to its place; the pieces
    // never overlap, so their sum is the placed voice.
    const samples = (seconds: number) => Math.max(0, Math.round(seconds * AUDIO_RATE));
    const labels = clips.map((_clip, k) => `[v${k}]`);
    parts.push(
      `[${index}:a]aresample=${AUDIO_RATE},aformat=channel_layouts=stereo${clips.length > 1 ? `,asplit=${clips.length}${labels.join('')}` : labels[0]}`,
    );
    clips.forEach((clip, k) => {
      parts.push(
        `${labels[k]}atrim=start_sample=${samples(clip.fromS)}:end_sample=${samples(clip.toS)},asetpts=PTS-STARTPTS,adelay=delays=${samples(clip.atS)}S:all=1[c${k}]`,
      );
    });
    const placed = clips.map((_clip, k) => `[c${k}]`).join('');
    parts.push(
      `${placed}${clips.length > 1 ? `amix=inputs=${clips.length}:duration=longest:normalize=0,` : ''}apad,atrim=duration=${total}[voice]`,
    );
    voice = '[voice]';
    index += 1;
  }
  if (inputs.musicPath) {
    // Looped to the video's length, faded in and out.
    args.push(...inputArgs(inputs.musicPath, ['-stream_loop', '-1']));
    const fadeOut = num(Math.max(0, inputs.totalS - 2), 3);
    parts.push(
      `[${index}:a]aresample=${AUDIO_RATE},aformat=channel_layouts=stereo,atrim=duration=${total},volume=${num(inputs.musicVolume, 3)},afade=t=in:d=1,afade=t=out:st=${fadeOut}:d=2[music]`,
    );
    music = '[music]';
  }
  if (voice && music) {
    parts.push('[voice]asplit=2[vmix][vkey]', `[music][vkey]sidechaincompress=${DUCK}[ducked]`);
    parts.push(
      inputs.voiceInMix === false
        ? '[ducked]anull[mix];[vmix]anullsink'
        : '[ducked][vmix]amix=inputs=2:duration=first:normalize=0[mix]',
    );
  } else if (voice || music) {
    parts.push(`${voice ?? music}anull[mix]`);
  } else {
    parts.push(`anullsrc=r=${AUDIO_RATE}:cl=stereo,atrim=duration=${total}[mix]`);
  }
  return [
    ...args,
    '-filter_complex',
    parts.join(';'),
    '-map',
    '[mix]',
    '-c:a',
    'pcm_s16le',
    '-ar',
    String(AUDIO_RATE),
    '-ac',
    '2',
    localPath(inputs.outPath),
  ];
}

/** loudnorm's first pass: prints the measured values as JSON on stderr. */
export function loudnessMeasureArgs(mixPath: string): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'info',
    ...inputArgs(mixPath),
    '-af',
    `loudnorm=I=${TARGET_LUFS}:TP=${TARGET_TRUE_PEAK}:LRA=${TARGET_LRA}:print_format=json`,
    '-f',
    'null',
    '-',
  ];
}

export interface LoudnessMeasurement {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
}

/** The JSON block loudnorm prints at the end of its first pass. */
export function parseLoudness(stderr: string): LoudnessMeasurement | null {
  const match = /\{[^{}]*"input_i"[^{}]*\}/.exec(stderr);
  if (!match) return null;
  const parsed = JSON.parse(match[0]) as Record<string, string>;
  const fields = ['input_i', 'input_tp', 'input_lra', 'input_thresh', 'target_offset'] as const;
  if (!fields.every((field) => typeof parsed[field] === 'string' && Number.isFinite(Number(parsed[field]))))
    return null;
  return {
    input_i: parsed.input_i!,
    input_tp: parsed.input_tp!,
    input_lra: parsed.input_lra!,
    input_thresh: parsed.input_thresh!,
    target_offset: parsed.target_offset!,
  };
}

export function loudnormFilter(measured: LoudnessMeasurement | null): string {
  const base = `loudnorm=I=${TARGET_LUFS}:TP=${TARGET_TRUE_PEAK}:LRA=${TARGET_LRA}`;
  if (!measured) return base;
  return `${base}:measured_I=${measured.input_i}:measured_TP=${measured.input_tp}:measured_LRA=${measured.input_lra}:measured_thresh=${measured.input_thresh}:offset=${measured.target_offset}:linear=true`;
}

/**
 * The second loudness pass. When loudnorm's linear mode applies (the gain to the target keeps the
 * true peak under its limit and the range is inside the target), linear mode is one constant gain
 * of target - measured dB: `volume` applies exactly that without loudnorm's 192 kHz round trip
 * (about 6 CPU seconds a minute). Otherwise loudnorm, which then compresses dynamically.
 */
export function loudnessFilter(measured: LoudnessMeasurement | null): string {
  if (measured) {
    const gain = TARGET_LUFS - Number(measured.input_i);
    const peak = Number(measured.input_tp);
    const range = Number(measured.input_lra);
    // loudnorm's own conditions for linear mode (its "not measured" sentinels included).
    const measuredAll =
      peak !== 99 && Number(measured.input_thresh) !== -70 && range !== 0 && Number(measured.input_i) !== 0;
    if (measuredAll && peak + gain <= TARGET_TRUE_PEAK && range <= TARGET_LRA)
      return `volume=${num(gain, 2)}dB`;
  }
  return loudnormFilter(measured);
}

/**
 * The normalised sound, encoded once on its own: its chain (loudnorm works at 192 kHz) no longer
 * sits in the picture's graph, whose memory peak it raised by about 100 MiB.
 */
export function audioArgs(
  mixPath: string,
  loudness: LoudnessMeasurement | null,
  totalS: number,
  outPath: string,
): string[] {
  return [
    ...ffmpegGlobalArgs(null),
    ...inputArgs(mixPath),
    '-af',
    `${loudnessFilter(loudness)},aresample=${AUDIO_RATE},atrim=duration=${num(totalS, 6)}`,
    '-c:a',
    'aac',
    '-b:a',
    '160k',
    '-ar',
    String(AUDIO_RATE),
    '-ac',
    '2',
    localPath(outPath),
  ];
}
