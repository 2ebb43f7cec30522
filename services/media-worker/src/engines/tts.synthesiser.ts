// Speech synthesis behind one small interface, so the voiceover pipeline (sentence by sentence,
// measured, joined, captioned) is the same for the Debian engines and a hosted provider. festival
// and flite also say when each word is spoken (tts.timings.ts); espeak-ng and providers do not.
import { execFile } from 'node:child_process';
import { stat, writeFile } from 'node:fs/promises';
import { MediaError } from '@platform/media';
import { t2pCommand, ttsCommand, type TtsVoice } from './tts.commands.ts';
import {
  fliteWordTimes,
  parseFestivalWords,
  parseFliteSegments,
  parseT2pWords,
  t2pInput,
  type EngineWord,
} from './tts.timings.ts';

/** What the engine said about its speech: its words and when (seconds in the file it wrote); empty when it does not tell. */
export interface SynthesisTiming {
  words: EngineWord[];
}

export interface SpeechSynthesiser {
  /** Writes `text` (already normalised for speech) spoken as an audio file at `outPath`. */
  synthesise(text: string, outPath: string, signal?: AbortSignal): Promise<SynthesisTiming | void>;
}

/** Longest one sentence may take to synthesise; festival's HTS voice needs well under a second. */
const SENTENCE_TIMEOUT_MS = 60_000;

function run(command: string, args: readonly string[], signal: AbortSignal | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { signal, timeout: SENTENCE_TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 4 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if (signal?.aborted) return reject(new MediaError('cancelled', 'The job was cancelled.'));
        const code = (error as NodeJS.ErrnoException).code;
        const detail =
          code === 'ENOENT'
            ? `${command} is not installed on this worker`
            : String(stderr || error.message)
                .trim()
                .slice(0, 300);
        reject(new MediaError('failed', `Speech synthesis with ${command} failed: ${detail}`));
      },
    );
  });
}

/** flite, festival (in batch mode, as its text2wave does) or espeak-ng, as the voice says. */
export function debianSynthesiser(voice: TtsVoice): SpeechSynthesiser {
  return {
    async synthesise(text, outPath, signal) {
      const textPath = `${outPath}.txt`;
      await writeFile(textPath, `${text}\n`, 'utf8');
      const { command, args } = ttsCommand(voice, textPath, outPath);
      const printed = await run(command, args, signal);
      const written = await stat(outPath).catch(() => null);
      if (!written || written.size <= 44) {
        throw new MediaError(
          'failed',
          `Speech synthesis with ${command} wrote no audio for "${text.slice(0, 60)}".`,
        );
      }
      switch (voice.ttsEngine) {
        case 'festival':
          return { words: parseFestivalWords(printed) };
        case 'flite':
          return { words: await fliteWords(text, printed, signal) };
        case 'espeak-ng':
          return { words: [] };
      }
    },
  };
}

/** flite's phones (its `-psdur` output) cut into the text's words with t2p; none when they do not line up. */
async function fliteWords(
  text: string,
  printed: string,
  signal: AbortSignal | undefined,
): Promise<EngineWord[]> {
  const segments = parseFliteSegments(printed);
  const input = t2pInput(text);
  if (segments.length === 0 || !input || input.words.length === 0) return [];
  const { command, args } = t2pCommand(input.argument);
  // Word timings are a bonus: without t2p the captions are shared by characters, the speech stands.
  const phones = await run(command, args, signal).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    return null;
  });
  return phones === null ? [] : (fliteWordTimes(input.words, parseT2pWords(phones), segments) ?? []);
}
