import { describe, expect, it } from 'vitest';
import {
  alignmentWords,
  parseOutputFormat,
  speechFile,
  wavFromPcm,
  type CharacterAlignment,
} from './elevenlabs.speech.ts';

/** An alignment of `text` with each character `step` seconds long from `at`. */
function aligned(text: string, at = 0.1, step = 0.05): CharacterAlignment {
  const characters = [...text];
  return {
    characters,
    character_start_times_seconds: characters.map((_c, i) => Math.round((at + i * step) * 1000) / 1000),
    character_end_times_seconds: characters.map((_c, i) => Math.round((at + (i + 1) * step) * 1000) / 1000),
  };
}

describe('alignmentWords', () => {
  it('times each run of non-space characters from its first to its last letter or digit', () => {
    expect(alignmentWords(aligned('Hi, my 2 cats.'))).toEqual([
      { text: 'Hi,', span: { startS: 0.1, endS: 0.2 } },
      { text: 'my', span: { startS: 0.3, endS: 0.4 } },
      { text: '2', span: { startS: 0.45, endS: 0.5 } },
      // The full stop's time is not the word's.
      { text: 'cats.', span: { startS: 0.55, endS: 0.75 } },
    ]);
  });

  it('gives punctuation on its own no time, and reads accented letters as letters', () => {
    const words = alignmentWords(aligned('Café – à côté'));
    expect(words.map((w) => w.text)).toEqual(['Café', '–', 'à', 'côté']);
    expect(words[1]!.span).toBeNull();
    expect(words[3]!.span).toEqual({ startS: 0.55, endS: 0.75 });
  });

  it('gives no words for an alignment that does not fit', () => {
    const good = aligned('one two');
    expect(alignmentWords(null)).toEqual([]);
    expect(
      alignmentWords({ ...good, character_end_times_seconds: good.character_end_times_seconds.slice(1) }),
    ).toEqual([]);
    const backwards = [...good.character_start_times_seconds];
    backwards[4] = 0;
    expect(alignmentWords({ ...good, character_start_times_seconds: backwards })).toEqual([]);
    expect(
      alignmentWords({
        ...good,
        character_start_times_seconds: good.character_start_times_seconds.map(() => Number.NaN),
      }),
    ).toEqual([]);
  });
});

describe('the answer audio', () => {
  it('reads mp3 and pcm output formats, and no others', () => {
    expect(parseOutputFormat('mp3_44100_128')).toEqual({ codec: 'mp3' });
    expect(parseOutputFormat('pcm_24000')).toEqual({ codec: 'pcm', sampleRate: 24_000 });
    expect(parseOutputFormat('ulaw_8000')).toBeNull();
    expect(parseOutputFormat('opus_48000_64')).toBeNull();
  });

  it('keeps MP3 bytes as they are and refuses what is not MP3', () => {
    const mp3 = Buffer.from([0xff, 0xfb, 0x90, 0x00, 1, 2, 3]);
    expect(speechFile(mp3.toString('base64'), { codec: 'mp3' })).toEqual(mp3);
    expect(speechFile(Buffer.from('ID3\u0004rest').toString('base64'), { codec: 'mp3' })).not.toBeNull();
    expect(speechFile(Buffer.from('{"no":"audio"}').toString('base64'), { codec: 'mp3' })).toBeNull();
    expect(speechFile('', { codec: 'mp3' })).toBeNull();
  });

  it('wraps PCM in a WAVE header of its rate', () => {
    const pcm = Buffer.alloc(480);
    const wav = speechFile(pcm.toString('base64'), { codec: 'pcm', sampleRate: 24_000 })!;
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(24_000);
    expect(wav.readUInt32LE(40)).toBe(480);
    expect(wav).toEqual(wavFromPcm(pcm, 24_000));
    expect(speechFile(Buffer.alloc(3).toString('base64'), { codec: 'pcm', sampleRate: 24_000 })).toBeNull();
  });
});
