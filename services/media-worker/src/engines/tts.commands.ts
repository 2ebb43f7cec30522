// Command lines of the Debian text-to-speech engines, one per built-in voice engine. Pure: the
// text goes through a file (never the command line, where it could look like an option) and the
// voice name was checked against a strict pattern when the job was decoded.
import type { TtsEngine } from '@platform/jobs';

export interface TtsCommand {
  command: string;
  args: string[];
}

export interface TtsVoice {
  ttsEngine: TtsEngine;
  /** flite `-voice` (slt, rms, awb, kal), festival voice function (voice_cmu_us_slt_arctic_hts) or espeak-ng `-v` (en-gb+f3). */
  engineVoice: string;
}

const SAFE_VOICE = /^[A-Za-z0-9_+-]{1,64}$/;

export function ttsCommand(voice: TtsVoice, textPath: string, wavPath: string): TtsCommand {
  if (!SAFE_VOICE.test(voice.engineVoice)) throw new RangeError(`unsafe voice name: ${voice.engineVoice}`);
  switch (voice.ttsEngine) {
    case 'flite':
      return { command: 'flite', args: ['-voice', voice.engineVoice, '-f', textPath, '-o', wavPath] };
    case 'festival':
      // text2wave is festival's own script for "text file in, wave file out".
      return { command: 'text2wave', args: ['-eval', `(${voice.engineVoice})`, textPath, '-o', wavPath] };
    case 'espeak-ng':
      return { command: 'espeak-ng', args: ['-v', voice.engineVoice, '-f', textPath, '-w', wavPath] };
  }
}
