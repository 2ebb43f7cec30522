// Voiceover built-in pipeline: the script is split into written sentences; each is normalised for
// speech, synthesised on its own, trimmed of the engine's silence and measured with ffprobe; the
// pieces are joined with a fixed pause. The sentence timings therefore come from the synthesis
// itself, and the WebVTT captions (written form) follow the spoken audio exactly.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildCaptionCues, formatWebVtt, normaliseForSpeech, splitSentences, type TimedSentence } from '@platform/listing';
import { MediaError, probeAudio, type AudioFacts, type FfmpegRunner } from '@platform/media';
import { checkAborted, type EngineContext } from './engine.types.ts';
import type { SpeechSynthesiser } from './tts.synthesiser.ts';
import { SENTENCE_PAUSE_S, cleanSpeechArgs, joinSpeechArgs, sentenceSpans } from './voiceover.args.ts';

export interface VoiceoverInput {
  /** The script in its written form. */
  text: string;
  synthesiser: SpeechSynthesiser;
}

export interface VoiceoverResult {
  /** AAC in MP4 (m4a), 48 kHz mono, measured. */
  audio: { path: string } & AudioFacts;
  captions: { path: string; file_size: number; numCues: number };
  /** Written sentences and when they are spoken. */
  sentences: TimedSentence[];
  /** What the voice said, for the record. */
  spokenText: string;
}

/** A sentence whose trimmed speech is shorter than this said nothing (punctuation only). */
const MIN_SPEECH_S = 0.05;

export function createVoiceoverEngine(deps: { runner: FfmpegRunner }) {
  const { runner } = deps;
  return async function renderVoiceover(input: VoiceoverInput, context: EngineContext): Promise<VoiceoverResult> {
    const written = splitSentences(input.text);
    if (written.length === 0) throw new MediaError('invalid_input', 'The voiceover text has nothing to say.');
    const { signal, tmpDir } = context;
    const spoken: { text: string; piece: string; duration: number; said: string }[] = [];
    for (const [index, sentence] of written.entries()) {
      checkAborted(signal);
      const said = normaliseForSpeech(sentence);
      const raw = join(tmpDir, `sentence-${index}.raw.wav`);
      const piece = join(tmpDir, `sentence-${index}.wav`);
      await input.synthesiser.synthesise(said, raw, signal);
      await runner.ffmpeg(cleanSpeechArgs(raw, piece), { signal, timeoutMs: 60_000 });
      const facts = await probeAudio(runner, piece, { signal }).catch(() => null);
      if (facts && facts.duration_s >= MIN_SPEECH_S) spoken.push({ text: sentence, piece, duration: facts.duration_s, said });
      context.onProgress?.(((index + 1) / written.length) * 0.85);
    }
    if (spoken.length === 0) throw new MediaError('invalid_input', 'The voiceover text produced no speech.');

    const audioPath = join(tmpDir, 'voiceover.m4a');
    await runner.ffmpeg(joinSpeechArgs(spoken.map((s) => s.piece), audioPath, SENTENCE_PAUSE_S), { signal, timeoutMs: 300_000 });
    const audio = await probeAudio(runner, audioPath, { signal });

    const spans = sentenceSpans(spoken.map((s) => s.duration), SENTENCE_PAUSE_S);
    const sentences = spoken.map((s, index) => ({ text: s.text, ...spans[index]! }));
    const cues = buildCaptionCues(sentences);
    const captionsPath = join(tmpDir, 'captions.vtt');
    const vtt = formatWebVtt(cues);
    await writeFile(captionsPath, vtt, 'utf8');
    context.onProgress?.(1);
    return {
      audio: { path: audioPath, ...audio },
      captions: { path: captionsPath, file_size: Buffer.byteLength(vtt), numCues: cues.length },
      sentences,
      spokenText: spoken.map((s) => s.said).join(' '),
    };
  };
}

export type VoiceoverEngine = ReturnType<typeof createVoiceoverEngine>;
