// What ElevenLabs' `with-timestamps` answer holds, made usable by the voiceover pipeline, pure:
// the audio (base64) as a file ffmpeg can read, and the character alignment as the engine's words.
// The alignment gives each character of the text we sent (spaces included) its start and end in
// the audio; a word is a run of non-space characters, timed from its first to its last letter or
// digit (punctuation may be given time in the silence around it). An alignment that does not fit
// (lengths differ, times go backwards or are not numbers) gives no words: the captions then share
// each sentence by characters, never follow wrong times.
import type { EngineWord } from '../engines/tts.timings.ts';

/** `alignment` / `normalized_alignment` of the answer (elevenlabs-js CharacterAlignmentResponseModel). */
export interface CharacterAlignment {
  characters: readonly string[];
  character_start_times_seconds: readonly number[];
  character_end_times_seconds: readonly number[];
}

/** Alignment times may overlap their neighbours by rounding; more than this backwards is a misfit. */
const SLACK_S = 0.005;

const spoken = /[\p{L}\p{N}]/u;

/** The aligned text's words and when each is spoken, seconds in the answer's audio; [] when the alignment does not fit. */
export function alignmentWords(alignment: CharacterAlignment | null | undefined): EngineWord[] {
  if (!alignment) return [];
  const {
    characters: chars,
    character_start_times_seconds: starts,
    character_end_times_seconds: ends,
  } = alignment;
  if (chars.length === 0 || starts.length !== chars.length || ends.length !== chars.length) return [];
  let previous = 0;
  for (let i = 0; i < chars.length; i += 1) {
    const start = starts[i]!;
    const end = ends[i]!;
    if (
      !Number.isFinite(start) ||
      !Number.isFinite(end) ||
      start < 0 ||
      end < start - SLACK_S ||
      start < previous - SLACK_S
    )
      return [];
    previous = start;
  }
  // Runs of non-space characters: their indexes in the alignment.
  const runs: number[][] = [];
  let run: number[] = [];
  for (let i = 0; i <= chars.length; i += 1) {
    if (i < chars.length && chars[i]!.trim() !== '') run.push(i);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  return runs.map((indexes) => {
    const timed = indexes.filter((i) => spoken.test(chars[i]!));
    const text = indexes.map((i) => chars[i]).join('');
    if (timed.length === 0) return { text, span: null };
    const startS = starts[timed[0]!]!;
    return { text, span: { startS, endS: Math.max(startS, ...timed.map((i) => ends[i]!)) } };
  });
}

/** An ElevenLabs `output_format` this engine reads: MP3 as sent, or 16-bit PCM (raw, little-endian, mono). */
export type OutputFormat = { codec: 'mp3' } | { codec: 'pcm'; sampleRate: number };

export function parseOutputFormat(format: string): OutputFormat | null {
  const mp3 = /^mp3_(\d{4,6})_(\d{2,3})$/.exec(format);
  if (mp3) return { codec: 'mp3' };
  const pcm = /^pcm_(\d{4,6})$/.exec(format);
  if (pcm) return { codec: 'pcm', sampleRate: Number(pcm[1]) };
  return null;
}

/** An MP3 file: an ID3 tag or an MPEG audio frame sync at its start. */
export function looksLikeMp3(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 3).toString('latin1') === 'ID3' ||
    (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)
  );
}

/** Raw 16-bit mono PCM wrapped in a RIFF/WAVE header, so ffmpeg reads it without being told its format. */
export function wavFromPcm(pcm: Buffer, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** The answer's audio as a file's bytes, or null when it is not what `format` says. */
export function speechFile(audioBase64: string, format: OutputFormat): Buffer | null {
  const bytes = Buffer.from(audioBase64, 'base64');
  if (format.codec === 'mp3') return bytes.length > 0 && looksLikeMp3(bytes) ? bytes : null;
  return bytes.length > 0 && bytes.length % 2 === 0 ? wavFromPcm(bytes, format.sampleRate) : null;
}
