// Voiceover built-in pipeline: the script is split into written sentences (segment by segment when
// it is planned with the timeline); each is normalised for speech, synthesised on its own, trimmed
// of the engine's silence and measured with ffprobe; the pieces are joined with a fixed pause. The
// sentence timings therefore come from the synthesis itself, and the WebVTT captions (written form)
// follow the spoken audio exactly. When the engine says when each word is spoken (festival,
// flite), the piece is cut at its first word and every written word gets its time in the joined
// audio, for captions that follow the words.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SegmentKey } from '@platform/jobs';
import {
  buildCaptionCues,
  formatWebVtt,
  normaliseForSpeechMapped,
  splitSentences,
  type SpeechText,
  type TimedSentence,
  type TimedWord,
} from '@platform/listing';
import { MediaError, probeAudio, type AudioFacts, type FfmpegRunner } from '@platform/media';
import { checkAborted, type EngineContext } from './engine.types.ts';
import type { SpeechSynthesiser } from './tts.synthesiser.ts';
import { writtenWordTimes } from './tts.timings.ts';
import {
  SENTENCE_PAUSE_S,
  VOICE_SAMPLE_RATE,
  cleanSpeechArgs,
  joinSpeechArgs,
  sentenceSpans,
} from './voiceover.args.ts';

/** One line of a script planned with the timeline: what is said during a segment. */
export interface VoiceoverSegment {
  key: SegmentKey;
  /** Written form; empty says nothing. */
  text: string;
}

export interface VoiceoverInput {
  /** The script in its written form (spoken when there are no segments). */
  text: string;
  /** The script planned with the timeline: spoken segment by segment, in this order. */
  segments?: readonly VoiceoverSegment[] | null;
  synthesiser: SpeechSynthesiser;
  /**
   * What the voice is given for a written sentence, with the written words each spoken word stands
   * for. Default: `normaliseForSpeechMapped` (English: numbers, prices, abbreviations spelled out).
   */
  speechText?: (sentence: string) => SpeechText;
}

/** The written sentence given to the voice as it is (a provider that reads text in its own language): each word stands for itself. */
export function writtenSpeechText(sentence: string): SpeechText {
  const words = sentence.split(/\s+/).filter(Boolean);
  return { spoken: words.join(' '), groups: words.map((word) => ({ written: [word], spoken: [word] })) };
}

/** A written sentence and when it is spoken in the voiceover audio, seconds. */
export interface VoiceoverSentence extends TimedSentence {
  /** The segment whose line it came from; null when the script was not planned by segment. */
  segment: SegmentKey | null;
  /** Its written words' times in the voiceover audio, when the engine reported them. */
  words?: TimedWord[];
}

export interface VoiceoverResult {
  /** AAC in MP4 (m4a), 48 kHz mono, measured. */
  audio: { path: string } & AudioFacts;
  captions: { path: string; file_size: number; numCues: number };
  /** Written sentences and when they are spoken. */
  sentences: VoiceoverSentence[];
  /** What the voice said, for the record. */
  spokenText: string;
}

/** A sentence whose trimmed speech is shorter than this said nothing (punctuation only). */
const MIN_SPEECH_S = 0.05;
/** Kept before the engine's first word when the piece is cut there (as the silence trim keeps). */
const LEAD_S = 0.02;
/** A word further than this past the trimmed speech means the engine's times do not fit its audio. */
const WORD_SLACK_S = 0.05;

/** The script's sentences in speaking order, each with its segment. */
function scriptSentences(input: VoiceoverInput): { text: string; segment: SegmentKey | null }[] {
  if (!input.segments) return splitSentences(input.text).map((text) => ({ text, segment: null }));
  return input.segments.flatMap((segment) =>
    splitSentences(segment.text).map((text) => ({ text, segment: segment.key })),
  );
}

/** Word times from the engine's file into the trimmed piece's; null when one falls outside it. */
function pieceWords(
  words: readonly TimedWord[] | null,
  leadS: number,
  durationS: number,
): TimedWord[] | null {
  if (!words) return null;
  const clamp = (t: number) => Math.min(durationS, Math.max(0, t - leadS));
  if (words.some((w) => w.startS - leadS > durationS + WORD_SLACK_S || w.endS - leadS < -WORD_SLACK_S))
    return null;
  return words.map((w) => ({ text: w.text, startS: clamp(w.startS), endS: clamp(w.endS) }));
}

export function createVoiceoverEngine(deps: { runner: FfmpegRunner }) {
  const { runner } = deps;
  return async function renderVoiceover(
    input: VoiceoverInput,
    context: EngineContext,
  ): Promise<VoiceoverResult> {
    const script = scriptSentences(input);
    if (script.length === 0) throw new MediaError('invalid_input', 'The voiceover text has nothing to say.');
    const { signal, tmpDir } = context;
    const spoken: {
      text: string;
      segment: SegmentKey | null;
      piece: string;
      duration: number;
      said: string;
      words: TimedWord[] | null;
    }[] = [];
    for (const [index, sentence] of script.entries()) {
      checkAborted(signal);
      const { spoken: said, groups } = (input.speechText ?? normaliseForSpeechMapped)(sentence.text);
      const raw = join(tmpDir, `sentence-${index}.raw.wav`);
      const piece = join(tmpDir, `sentence-${index}.wav`);
      const heard = (await input.synthesiser.synthesise(said, raw, signal))?.words ?? [];
      // Cut at the engine's first word (less a breath of silence): its times then hold in the piece.
      const first = heard.find((w) => w.span !== null)?.span;
      const leadSamples = first ? Math.max(0, Math.round((first.startS - LEAD_S) * VOICE_SAMPLE_RATE)) : null;
      await runner.ffmpeg(cleanSpeechArgs(raw, piece, leadSamples), { signal, timeoutMs: 60_000 });
      const facts = await probeAudio(runner, piece, { signal }).catch(() => null);
      if (facts && facts.duration_s >= MIN_SPEECH_S) {
        const words =
          leadSamples === null
            ? null
            : pieceWords(writtenWordTimes(groups, heard), leadSamples / VOICE_SAMPLE_RATE, facts.duration_s);
        spoken.push({ ...sentence, piece, duration: facts.duration_s, said, words });
      }
      context.onProgress?.(((index + 1) / script.length) * 0.85);
    }
    if (spoken.length === 0) throw new MediaError('invalid_input', 'The voiceover text produced no speech.');

    const audioPath = join(tmpDir, 'voiceover.m4a');
    await runner.ffmpeg(
      joinSpeechArgs(
        spoken.map((s) => s.piece),
        audioPath,
        SENTENCE_PAUSE_S,
      ),
      { signal, timeoutMs: 300_000 },
    );
    const audio = await probeAudio(runner, audioPath, { signal });

    const spans = sentenceSpans(
      spoken.map((s) => s.duration),
      SENTENCE_PAUSE_S,
    );
    const sentences: VoiceoverSentence[] = spoken.map((s, index) => {
      const span = spans[index]!;
      const words = s.words?.map((w) => ({
        text: w.text,
        startS: span.startS + w.startS,
        endS: span.startS + w.endS,
      }));
      return { text: s.text, ...span, segment: s.segment, ...(words ? { words } : {}) };
    });
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
