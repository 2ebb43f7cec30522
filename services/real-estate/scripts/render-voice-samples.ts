// Renders the preview sample of every catalogue voice with the voice's own Debian engine
// (flite, festival text2wave, espeak-ng) into media/voices/<voice id>.mp3. Run once after the
// catalogue changes (`node services/real-estate/scripts/render-voice-samples.ts`); the samples
// are committed, and the service uploads them to object storage at start.
// Needs: apt-get install flite festival festvox-us-slt-hts festvox-kallpc16k espeak-ng ffmpeg
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VOICES, sampleFileName, type CatalogueVoice } from '../src/domain/voices.catalogue.ts';

const outDir = join(import.meta.dirname, '..', 'media', 'voices');
const scratch = mkdtempSync(join(tmpdir(), 'voices-'));

function speak(voice: CatalogueVoice, wav: string): void {
  if (voice.engine === 'flite') {
    execFileSync('flite', ['-voice', voice.engineVoice, '-t', voice.sample, '-o', wav]);
  } else if (voice.engine === 'festival') {
    const text = join(scratch, `${voice.id}.txt`);
    writeFileSync(text, voice.sample);
    execFileSync('text2wave', ['-eval', `(${voice.engineVoice})`, text, '-o', wav]);
  } else {
    execFileSync('espeak-ng', ['-v', voice.engineVoice, '-s', '160', '-w', wav, voice.sample]);
  }
}

try {
  for (const voice of VOICES) {
    const wav = join(scratch, `${voice.id}.wav`);
    speak(voice, wav);
    // Mono 24 kHz MP3 plays everywhere; bit-exact output keeps re-renders byte-identical.
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      wav,
      '-ac',
      '1',
      '-ar',
      '24000',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '48k',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:a',
      '+bitexact',
      join(outDir, sampleFileName(voice)),
    ]);
    console.log(`${voice.name} (${voice.engine} ${voice.engineVoice}) -> ${sampleFileName(voice)}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
