// Command lines of the Debian text-to-speech engines, one per built-in voice engine. Pure: the
// text goes through a file (never the command line, where it could look like an option) and the
// voice name was checked against a strict pattern when the job was decoded. festival and flite
// also print when each word (festival) or phone (flite) is spoken, see tts.timings.ts.
import type { TtsEngine } from '@platform/jobs';
import { FESTIVAL_WORD_LINE } from './tts.timings.ts';

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

/** A Scheme string literal. */
const schemeString = (value: string): string => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/**
 * festival's program: what its own text2wave does (the text file through `tts_file`, each
 * utterance's wave appended to one RIFF file), and for each utterance its words, with the start of
 * their first segment and the end of their last, offset by the audio before it (a word with no
 * segment, said silently, prints "-").
 */
export function festivalProgram(textPath: string, wavPath: string): string {
  const word = `(format t "${FESTIVAL_WORD_LINE}\\t%s\\t%f\\t%f\\n" (item.name w) (+ vo_at (item.feat w "R:SylStructure.daughter1.daughter1.segment_start")) (+ vo_at (item.feat w "R:SylStructure.daughtern.daughtern.segment_end")))`;
  const silent = `(format t "${FESTIVAL_WORD_LINE}\\t%s\\t-\\t-\\n" (item.name w))`;
  return [
    '(begin',
    '(gc-status nil)',
    '(define (vo_param name info) (car (cdr (assoc name info))))',
    `(set! vo_fp (fopen ${schemeString(wavPath)} "wb"))`,
    '(set! vo_samples 0)',
    '(set! vo_utt nil)',
    '(define (vo_save utt)',
    ' (let ((info (wave.info (utt.wave utt))))',
    '  (let ((vo_at (/ vo_samples (vo_param (quote sample_rate) info))))',
    '   (if (eq? vo_samples 0) (wave.save.header vo_fp (utt.wave utt) (quote riff) nil (list (list "numsamples" 0))))',
    `   (mapcar (lambda (w) (if (item.relation.daughter1 w (quote SylStructure)) ${word} ${silent})) (utt.relation.items utt (quote Word)))`,
    '   (set! vo_samples (+ vo_samples (vo_param (quote num_samples) info)))',
    '   (wave.save.data.fp (utt.wave utt) vo_fp (quote riff) nil)',
    '   (set! vo_utt utt))))',
    '(set! tts_hooks (list utt.synth vo_save))',
    `(tts_file ${schemeString(textPath)} nil)`,
    '(if vo_utt (begin (fseek vo_fp 0 0) (wave.save.header vo_fp (utt.wave vo_utt) (quote riff) nil (list (list "numsamples" vo_samples)))))',
    '(fclose vo_fp))',
  ].join('\n');
}

export function ttsCommand(voice: TtsVoice, textPath: string, wavPath: string): TtsCommand {
  if (!SAFE_VOICE.test(voice.engineVoice)) throw new RangeError(`unsafe voice name: ${voice.engineVoice}`);
  switch (voice.ttsEngine) {
    case 'flite':
      // -psdur: every phone spoken and its end time, on stdout.
      return {
        command: 'flite',
        args: ['-voice', voice.engineVoice, '-f', textPath, '-o', wavPath, '-psdur'],
      };
    case 'festival':
      // festival in batch mode: the voice, then the program (an argument starting with "(" is evaluated).
      return {
        command: 'festival',
        args: ['--batch', `(${voice.engineVoice})`, festivalProgram(textPath, wavPath)],
      };
    case 'espeak-ng':
      return { command: 'espeak-ng', args: ['-v', voice.engineVoice, '-f', textPath, '-w', wavPath] };
  }
}

/** flite's text-to-phones for words on their own (see `t2pInput`: only letters, apostrophes, spaces and commas). */
export function t2pCommand(argument: string): TtsCommand {
  if (!/^[A-Za-z][A-Za-z' ,]*$/.test(argument)) throw new RangeError('t2p takes words only');
  return { command: 't2p', args: [argument] };
}
