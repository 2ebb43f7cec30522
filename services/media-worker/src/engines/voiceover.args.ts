// ffmpeg arguments of the voiceover engine, pure. Every synthesised sentence is trimmed of the
// silence the engine puts around it and brought to one format (48 kHz mono PCM), so its measured
// duration is exactly the speech; the sentences are then joined with a fixed pause, which makes
// each sentence's place in the final audio known to the sample.
import { ffmpegGlobalArgs, inputArgs, localPath, num } from '@platform/media';

export const VOICE_SAMPLE_RATE = 48_000;
/** Pause between sentences: a breath, as a narrator leaves. */
export const SENTENCE_PAUSE_S = 0.35;
export const VOICE_BITRATE = '96k';
/** Below this level a sentence's edges count as silence. */
const SILENCE_DB = -50;

/**
 * Trims leading and trailing silence, resamples to 48 kHz mono signed 16-bit WAV. With
 * `leadSamples` (at 48 kHz) the start is cut exactly there instead of where the silence ends (the
 * engine said when its first word starts, so its word times stay exact in the trimmed piece).
 */
export function cleanSpeechArgs(
  inPath: string,
  outPath: string,
  leadSamples: number | null = null,
): string[] {
  const trim = `silenceremove=start_periods=1:start_threshold=${SILENCE_DB}dB:start_silence=0.02`;
  const start =
    leadSamples === null
      ? trim
      : `atrim=start_sample=${Math.max(0, Math.round(leadSamples))},asetpts=PTS-STARTPTS`;
  return [
    ...ffmpegGlobalArgs(null),
    ...inputArgs(inPath),
    '-af',
    `aresample=${VOICE_SAMPLE_RATE},${start},areverse,${trim},areverse`,
    '-ac',
    '1',
    '-ar',
    String(VOICE_SAMPLE_RATE),
    '-c:a',
    'pcm_s16le',
    localPath(outPath),
  ];
}

/** Joins the cleaned sentences with `pauseS` of silence between them into AAC in MP4 (m4a). */
export function joinSpeechArgs(
  pieces: readonly string[],
  outPath: string,
  pauseS = SENTENCE_PAUSE_S,
): string[] {
  if (pieces.length === 0) throw new RangeError('no speech to join');
  const inputs = pieces.flatMap((piece) => inputArgs(piece));
  const padded = pieces.map((_piece, index) =>
    index < pieces.length - 1
      ? `[${index}:a]apad=pad_dur=${num(pauseS)}[p${index}]`
      : `[${index}:a]anull[p${index}]`,
  );
  const labels = pieces.map((_piece, index) => `[p${index}]`).join('');
  const graph = `${padded.join(';')};${labels}concat=n=${pieces.length}:v=0:a=1[voice]`;
  return [
    ...ffmpegGlobalArgs(null),
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    '[voice]',
    '-c:a',
    'aac',
    '-b:a',
    VOICE_BITRATE,
    '-ar',
    String(VOICE_SAMPLE_RATE),
    '-ac',
    '1',
    '-movflags',
    '+faststart',
    localPath(outPath),
  ];
}

/** Start and end of each sentence in the joined audio, from the measured piece durations. */
export function sentenceSpans(
  durations: readonly number[],
  pauseS = SENTENCE_PAUSE_S,
): { startS: number; endS: number }[] {
  let at = 0;
  return durations.map((duration) => {
    const span = { startS: at, endS: at + duration };
    at += duration + pauseS;
    return span;
  });
}
