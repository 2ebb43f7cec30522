// Speech synthesis behind one small interface, so the voiceover pipeline (sentence by sentence,
// measured, joined, captioned) is the same for the Debian engines and a hosted provider.
import { execFile } from 'node:child_process';
import { stat, writeFile } from 'node:fs/promises';
import { MediaError } from '@platform/media';
import { ttsCommand, type TtsVoice } from './tts.commands.ts';

export interface SpeechSynthesiser {
  /** Writes `text` (already normalised for speech) spoken as an audio file at `outPath`. */
  synthesise(text: string, outPath: string, signal?: AbortSignal): Promise<void>;
}

/** Longest one sentence may take to synthesise; festival's HTS voice needs well under a second. */
const SENTENCE_TIMEOUT_MS = 60_000;

function run(command: string, args: readonly string[], signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { signal, timeout: SENTENCE_TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      if (signal?.aborted) return reject(new MediaError('cancelled', 'The job was cancelled.'));
      const code = (error as NodeJS.ErrnoException).code;
      const detail = code === 'ENOENT' ? `${command} is not installed on this worker` : String(stderr || error.message).trim().slice(0, 300);
      reject(new MediaError('failed', `Speech synthesis with ${command} failed: ${detail}`));
    });
  });
}

/** flite, festival (text2wave) or espeak-ng, as the voice says. */
export function debianSynthesiser(voice: TtsVoice): SpeechSynthesiser {
  return {
    async synthesise(text, outPath, signal) {
      const textPath = `${outPath}.txt`;
      await writeFile(textPath, `${text}\n`, 'utf8');
      const { command, args } = ttsCommand(voice, textPath, outPath);
      await run(command, args, signal);
      const written = await stat(outPath).catch(() => null);
      if (!written || written.size <= 44) {
        throw new MediaError('failed', `Speech synthesis with ${command} wrote no audio for "${text.slice(0, 60)}".`);
      }
    },
  };
}
