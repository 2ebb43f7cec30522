import { describe, expect, it } from 'vitest';
import { festivalProgram, t2pCommand, ttsCommand } from './tts.commands.ts';
import { cleanSpeechArgs, joinSpeechArgs, sentenceSpans } from './voiceover.args.ts';

describe('ttsCommand', () => {
  it('runs flite with the voice, a text file and a wave file, printing its phones and their end times', () => {
    expect(ttsCommand({ ttsEngine: 'flite', engineVoice: 'slt' }, '/t/s.txt', '/t/s.wav')).toEqual({
      command: 'flite',
      args: ['-voice', 'slt', '-f', '/t/s.txt', '-o', '/t/s.wav', '-psdur'],
    });
  });

  it('runs festival in batch mode: the voice function, then the program that writes the wave and prints the words', () => {
    const { command, args } = ttsCommand(
      { ttsEngine: 'festival', engineVoice: 'voice_cmu_us_slt_arctic_hts' },
      '/t/s.txt',
      '/t/s.wav',
    );
    expect(command).toBe('festival');
    expect(args.slice(0, 2)).toEqual(['--batch', '(voice_cmu_us_slt_arctic_hts)']);
    expect(args[2]).toBe(festivalProgram('/t/s.txt', '/t/s.wav'));
    expect(args[2]).toMatch(/^\(begin[\s\S]*\)$/);
    expect(args[2]).toContain('(tts_file "/t/s.txt" nil)');
    expect(args[2]).toContain('(fopen "/t/s.wav" "wb")');
    expect(args[2]).toContain('(utt.relation.items utt (quote Word))');
  });

  it('writes file names into the festival program as Scheme strings', () => {
    expect(festivalProgram('/t/a "b"\\c.txt', '/t/s.wav')).toContain(
      '(tts_file "/t/a \\"b\\"\\\\c.txt" nil)',
    );
  });

  it('asks t2p for words only', () => {
    expect(t2pCommand("welcome, it's, forty two")).toEqual({
      command: 't2p',
      args: ["welcome, it's, forty two"],
    });
    expect(() => t2pCommand('-h')).toThrow(RangeError);
    expect(() => t2pCommand('a; rm')).toThrow(RangeError);
  });

  it('runs espeak-ng with a voice and variant', () => {
    expect(
      ttsCommand({ ttsEngine: 'espeak-ng', engineVoice: 'en-gb+f3' }, '/t/s.txt', '/t/s.wav').args,
    ).toEqual(['-v', 'en-gb+f3', '-f', '/t/s.txt', '-w', '/t/s.wav']);
  });

  it('refuses a voice name that could break out of the festival expression', () => {
    expect(() => ttsCommand({ ttsEngine: 'festival', engineVoice: 'x)(system "rm")' }, '/a', '/b')).toThrow(
      /unsafe/,
    );
  });
});

describe('voiceover ffmpeg arguments', () => {
  it('trims both ends and resamples to 48 kHz mono PCM', () => {
    const args = cleanSpeechArgs('/t/raw.wav', '/t/clean.wav');
    expect(args).toContain('-protocol_whitelist');
    const filter = args[args.indexOf('-af') + 1]!;
    expect(filter).toMatch(/^aresample=48000,silenceremove=.*areverse,silenceremove=.*areverse$/);
    expect(args.slice(-7)).toEqual(['-ac', '1', '-ar', '48000', '-c:a', 'pcm_s16le', '/t/clean.wav']);
  });

  it('cuts the start exactly at a sample when the engine said where its first word starts', () => {
    const args = cleanSpeechArgs('/t/raw.wav', '/t/clean.wav', 7200);
    expect(args[args.indexOf('-af') + 1]).toMatch(
      /^aresample=48000,atrim=start_sample=7200,asetpts=PTS-STARTPTS,areverse,silenceremove=.*areverse$/,
    );
  });

  it('joins sentences with a pause after every one but the last', () => {
    const args = joinSpeechArgs(['/t/1.wav', '/t/2.wav', '/t/3.wav'], '/t/voice.m4a', 0.35);
    expect(args[args.indexOf('-filter_complex') + 1]).toBe(
      '[0:a]apad=pad_dur=0.35[p0];[1:a]apad=pad_dur=0.35[p1];[2:a]anull[p2];[p0][p1][p2]concat=n=3:v=0:a=1[voice]',
    );
    expect(args.filter((arg) => arg === '-i')).toHaveLength(3);
    expect(args).toContain('+faststart');
    expect(() => joinSpeechArgs([], '/t/v.m4a')).toThrow();
  });

  it('places each sentence after the previous one and its pause', () => {
    expect(sentenceSpans([1.5, 2, 0.5], 0.25)).toEqual([
      { startS: 0, endS: 1.5 },
      { startS: 1.75, endS: 3.75 },
      { startS: 4, endS: 4.5 },
    ]);
  });
});
