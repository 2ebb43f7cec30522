// One file over 300 lines: one suite over every Debian speech engine, sharing their measured audio.
// Real speech: every Debian engine voices a listing script; the audio is measured, the captions
// keep the written form and follow the spoken audio (every pause between sentences is silence in
// the file), festival and flite report each written word's time in the joined audio (a comma's
// pause between two words is silence in the file), a script planned by segment tags each sentence
// with its segment, a job goes through the worker to storage, and ElevenLabs plugs in over HTTP
// (its character alignment timing the words as festival's and flite's times do).
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MAX_LINE_CHARS, parseWebVtt, type CaptionCue } from '@platform/listing';
import { createTempDir, ffmpegRunnerFromEnv, probeAudio, type TempDir } from '@platform/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElevenLabsTtsEngine } from './adapters/elevenlabs-tts.adapter.ts';
import {
  createVoiceoverEngine,
  debianSynthesiser,
  type TtsVoice,
  type VoiceoverResult,
} from './engines/index.ts';
import type { VoiceoverSentence } from './engines/voiceover.engine.ts';
import { startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import { playElevenLabs } from './testing/elevenlabs.provider.ts';
import { eventFor, jobPayload, openWorkerFixture, type WorkerFixture } from './testing/worker.fixture.ts';

const run = promisify(execFile);
const runner = ffmpegRunnerFromEnv();
const engine = createVoiceoverEngine({ runner });
const SLOW = 180_000;
const SCRIPT =
  'Welcome to 12 Ocean Dr, Bondi NSW. It offers 4 bed / 2 bath on 612.5 sqm. ' +
  'Set on a generous block close to the beach, this renovated family home offers light filled living spaces and a private garden. ' +
  'Offered at $2,450,000.';
const WRITTEN = [
  'Welcome to 12 Ocean Dr, Bondi NSW.',
  'It offers 4 bed / 2 bath on 612.5 sqm.',
  'Set on a generous block close to the beach, this renovated family home offers light filled living spaces and a private garden.',
  'Offered at $2,450,000.',
];

let dir: TempDir;
beforeAll(async () => {
  dir = await createTempDir({ prefix: 'voiceover-test-' });
});
afterAll(async () => {
  await dir?.remove();
});

/** Silent stretches of an audio file, from ffmpeg's silencedetect. */
async function silences(path: string, minS = 0.15): Promise<{ start: number; end: number }[]> {
  const { stderr } = await run('ffmpeg', [
    '-hide_banner',
    '-nostats',
    '-i',
    path,
    '-af',
    `silencedetect=n=-45dB:d=${minS}`,
    '-f',
    'null',
    '-',
  ]);
  const starts = [...stderr.matchAll(/silence_start: ([\d.]+)/g)].map((m) => Number(m[1]));
  const ends = [...stderr.matchAll(/silence_end: ([\d.]+)/g)].map((m) => Number(m[1]));
  return starts.map((start, index) => ({ start, end: ends[index] ?? Number.POSITIVE_INFINITY }));
}

async function checkVoiceover(result: VoiceoverResult, written: readonly string[]): Promise<CaptionCue[]> {
  expect(result.audio).toMatchObject({ sample_rate: 48_000, channels: 1, codec_id: 'aac' });
  expect(result.audio.bitrate).toBeGreaterThan(32_000);
  const facts = await probeAudio(runner, result.audio.path);
  expect(facts.duration_s).toBeCloseTo(result.audio.duration_s, 3);
  // The sentences are the written ones, in order, and end where the audio ends.
  expect(result.sentences.map((s) => s.text)).toEqual(written);
  expect(Math.abs(result.sentences.at(-1)!.endS - facts.duration_s)).toBeLessThan(0.1);
  // Every pause between two sentences is silence in the file: the timings follow the speech.
  const quiet = await silences(result.audio.path);
  for (let i = 1; i < result.sentences.length; i += 1) {
    const gapStart = result.sentences[i - 1]!.endS;
    const gapEnd = result.sentences[i]!.startS;
    expect(
      quiet.some((q) => q.start <= gapStart + 0.06 && q.end >= gapEnd - 0.06),
      `pause before sentence ${i + 1}`,
    ).toBe(true);
  }
  const cues = parseWebVtt(await readFile(result.captions.path, 'utf8'));
  expect(cues).toHaveLength(result.captions.numCues);
  // Captions show the written form, every word in order, within the speech.
  expect(cues.flatMap((cue) => cue.lines).join(' ')).toBe(written.join(' '));
  for (const [index, cue] of cues.entries()) {
    expect(cue.lines.length).toBeLessThanOrEqual(2);
    for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
    expect(cue.endS).toBeGreaterThan(cue.startS);
    if (index > 0) expect(cue.startS).toBeGreaterThanOrEqual(cues[index - 1]!.endS);
    expect(cue.endS).toBeLessThanOrEqual(facts.duration_s + 1.5);
  }
  return cues;
}

/** Every written word once, in order, inside its sentence, starts never going back. */
function checkWords(sentences: readonly VoiceoverSentence[]): void {
  for (const sentence of sentences) {
    const words = sentence.words!;
    expect(
      words.map((w) => w.text),
      sentence.text,
    ).toEqual(sentence.text.split(' '));
    // The piece is cut 20 ms before the engine's first word.
    expect(words[0]!.startS).toBeCloseTo(sentence.startS + 0.02, 2);
    for (const [index, word] of words.entries()) {
      expect(word.endS).toBeGreaterThanOrEqual(word.startS);
      expect(word.startS).toBeGreaterThanOrEqual(sentence.startS);
      expect(word.endS).toBeLessThanOrEqual(sentence.endS + 1e-6);
      if (index > 0) expect(word.startS).toBeGreaterThanOrEqual(words[index - 1]!.startS);
    }
    expect(words.at(-1)!.endS).toBeGreaterThan(sentence.endS - 0.1);
  }
}

/** Where the text has a comma and the engine left a pause between two words, the audio is silent. */
async function checkCommaPauses(result: VoiceoverResult): Promise<number> {
  const quiet = await silences(result.audio.path, 0.04);
  let checked = 0;
  for (const sentence of result.sentences) {
    const words = sentence.words ?? [];
    for (let i = 1; i < words.length; i += 1) {
      const [before, after] = [words[i - 1]!, words[i]!];
      if (!before.text.endsWith(',') || after.startS - before.endS < 0.08) continue;
      const pause = quiet.find((q) => Math.abs(q.start - before.endS) < 0.05);
      expect(pause, `silence after "${before.text}" at ${before.endS}`).toBeDefined();
      expect(pause!.end).toBeGreaterThan(after.startS - 0.05);
      checked += 1;
    }
  }
  return checked;
}

describe('voiceover engine with the Debian voices', () => {
  const voices: [string, TtsVoice][] = [
    ['festival HTS (Sarah)', { ttsEngine: 'festival', engineVoice: 'voice_cmu_us_slt_arctic_hts' }],
    ['flite (Richard)', { ttsEngine: 'flite', engineVoice: 'rms' }],
    ['espeak-ng (Emma)', { ttsEngine: 'espeak-ng', engineVoice: 'en-gb+f3' }],
  ];
  it.each(voices)(
    '%s speaks the normalised script with captions in the written form',
    async (_name, voice) => {
      const out = await createTempDir({ parent: dir.path });
      const progress: number[] = [];
      const result = await engine(
        { text: SCRIPT, synthesiser: debianSynthesiser(voice) },
        { tmpDir: out.path, onProgress: (f) => progress.push(f) },
      );
      const cues = await checkVoiceover(result, WRITTEN);
      expect(result.spokenText).toContain('twelve Ocean Drive, Bondi New South Wales');
      expect(result.spokenText).toContain('two million four hundred and fifty thousand dollars');
      expect(result.spokenText).not.toMatch(/\d/);
      expect(cues.length).toBeGreaterThan(WRITTEN.length);
      expect(progress.at(-1)).toBe(1);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(result.sentences.every((s) => s.segment === null)).toBe(true);
      if (voice.ttsEngine === 'espeak-ng') {
        // espeak-ng does not say when its words are spoken: the captions share each sentence by characters.
        expect(result.sentences.every((s) => s.words === undefined)).toBe(true);
        return;
      }
      checkWords(result.sentences);
      // "…close to the beach, this renovated…": the engine's pause after the comma is silence in the file.
      expect(await checkCommaPauses(result)).toBeGreaterThan(0);
      // The captions follow the words: every cue starts with one of its sentence's words.
      const starts = result.sentences.flatMap((s) => s.words!.map((w) => Math.round(w.startS * 1000) / 1000));
      for (const cue of cues)
        expect(
          starts.some((t) => Math.abs(t - cue.startS) < 0.002),
          `cue at ${cue.startS}`,
        ).toBe(true);
    },
    SLOW,
  );

  const SHOT_A = 'shot:0b4c2a52-6f7e-4c39-9a51-2f2d0c1e9a11';
  const SHOT_B = 'shot:7d0f5a8e-1b2c-4d3e-8f90-a1b2c3d4e5f6';
  it.each(voices.slice(0, 2))(
    '%s speaks a script planned by segment, each sentence tagged with its segment',
    async (_name, voice) => {
      const out = await createTempDir({ parent: dir.path });
      const segments = [
        { key: 'intro', text: WRITTEN[0]! },
        { key: SHOT_A, text: `${WRITTEN[1]} ${WRITTEN[2]}` },
        { key: SHOT_B, text: '' },
        { key: 'outro', text: WRITTEN[3]! },
      ];
      const result = await engine(
        { text: SCRIPT, segments, synthesiser: debianSynthesiser(voice) },
        { tmpDir: out.path },
      );
      await checkVoiceover(result, WRITTEN);
      expect(result.sentences.map((s) => s.segment)).toEqual(['intro', SHOT_A, SHOT_A, 'outro']);
      checkWords(result.sentences);
    },
    SLOW,
  );

  it('stops when the job is cancelled', async () => {
    const out = await createTempDir({ parent: dir.path });
    const controller = new AbortController();
    controller.abort();
    await expect(
      engine(
        { text: SCRIPT, synthesiser: debianSynthesiser({ ttsEngine: 'flite', engineVoice: 'slt' }) },
        { tmpDir: out.path, signal: controller.signal },
      ),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });
});

describe('voiceover jobs on the worker', () => {
  let fixture: WorkerFixture;
  let provider: ProviderServer;
  beforeAll(async () => {
    fixture = await openWorkerFixture();
    provider = await startProviderServer();
    await fixture.startWorker({
      concurrency: 1,
      maxDeliver: 2,
      env: (name) => (name === 'TEST_TTS_KEY' ? 'tts-secret' : undefined),
    });
  });
  afterAll(async () => {
    await fixture?.close();
    await provider?.close();
  });

  it(
    'stores the audio and captions and reports measured facts and sentence timings',
    async () => {
      const job = jobPayload('voiceover', { owner: 'real-estate', text: SCRIPT });
      await fixture.publishJob('voiceover', job);
      const completed = await fixture.waitForEvent(eventFor(job.job_id, 'completed'), SLOW);
      const outputs = completed.event.outputs!;
      expect(outputs.text).toBe(SCRIPT);
      expect(outputs.audio).toMatchObject({
        key: `${job.output_prefix}voiceover.m4a`,
        content_type: 'audio/mp4',
        sample_rate: 48_000,
        channels: 1,
      });
      expect(outputs.captions).toMatchObject({
        key: `${job.output_prefix}captions.vtt`,
        content_type: 'text/vtt',
      });
      expect(outputs.sentences?.map((s) => s.text)).toEqual(WRITTEN);
      // flite (the default voice) reports its words; the job's script was not planned by segment.
      for (const sentence of outputs.sentences!) {
        expect(sentence.segment).toBeNull();
        expect(sentence.words?.map((w) => w.text)).toEqual(sentence.text.split(' '));
        expect(sentence.words![0]!.start_s).toBeGreaterThanOrEqual(sentence.start_s);
        expect(sentence.words!.at(-1)!.end_s).toBeLessThanOrEqual(sentence.end_s);
      }
      const audioPath = join(fixture.tempRoot, `${job.job_id}.m4a`);
      await import('node:fs/promises').then((fs) =>
        fixture.download(outputs.audio!.key).then((bytes) => fs.writeFile(audioPath, bytes)),
      );
      const facts = await probeAudio(runner, audioPath);
      expect(facts.duration_s).toBeCloseTo(outputs.audio!.duration_s, 3);
      const vtt = (await fixture.download(outputs.captions!.key)).toString('utf8');
      expect(vtt.startsWith('WEBVTT\n')).toBe(true);
      expect(parseWebVtt(vtt)).toHaveLength(outputs.captions!.num_cues);
    },
    SLOW,
  );

  it(
    'speaks a script planned by segment in order, each sentence tagged with its segment',
    async () => {
      const shot = 'shot:019a0000-0000-7000-8000-00000000000a';
      const segments = [
        { key: 'intro', text: 'Welcome to 12 Ocean Drive. It offers 4 bedrooms.' },
        { key: shot, text: '' },
        { key: 'outro', text: 'Book your inspection today.' },
      ];
      const job = jobPayload('voiceover', {
        owner: 'real-estate',
        text: segments.map((s) => s.text).join('\n'),
        segments,
      });
      await fixture.publishJob('voiceover', job);
      const completed = await fixture.waitForEvent(eventFor(job.job_id, 'completed'), SLOW);
      const sentences = completed.event.outputs!.sentences!;
      expect(sentences.map((s) => [s.segment, s.text])).toEqual([
        ['intro', 'Welcome to 12 Ocean Drive.'],
        ['intro', 'It offers 4 bedrooms.'],
        ['outro', 'Book your inspection today.'],
      ]);
      sentences
        .slice(1)
        .forEach((sentence, index) => expect(sentence.start_s).toBeGreaterThan(sentences[index]!.end_s));
    },
    SLOW,
  );

  it(
    'refuses a voice name that is not a plain identifier before anything runs',
    async () => {
      const job = jobPayload('voiceover', {
        voice: { id: 'v', tts_engine: 'festival', engine_voice: 'x) (system "id"', language_code: 'en-US' },
      });
      await fixture.publishJob('voiceover', job);
      const failed = await fixture.waitForEvent(eventFor(job.job_id, 'failed'), SLOW);
      expect(failed.event.error_message).toBeTruthy();
    },
    SLOW,
  );

  it(
    'speaks through ElevenLabs, one sentence a call, with the mapped voice, and times the words from the alignment',
    async () => {
      provider.requests.length = 0;
      const fake = playElevenLabs(provider);
      const adapter = createElevenLabsTtsEngine({
        runner,
        env: (name) => (name === 'TEST_TTS_KEY' ? 'tts-secret' : undefined),
      });
      const out = await createTempDir({ parent: dir.path });
      const engineConfig = {
        base_url: provider.url,
        model_id: 'eleven_multilingual_v2',
        voice: 'DefaultVoice00',
        voices: { 'voice-9': 'MappedVoice09' },
        api_key_env: 'TEST_TTS_KEY',
      };
      const result = await adapter.run(
        {
          modelName: 'listing_voice',
          text: SCRIPT,
          voice: { id: 'voice-9', ttsEngine: 'flite', engineVoice: 'slt', languageCode: 'en-US' },
        },
        {
          jobId: 'j1',
          signal: new AbortController().signal,
          tmpDir: out.path,
          engineConfig,
          heartbeat: () => undefined,
        },
      );
      await checkVoiceover({ ...result, spokenText: '' }, WRITTEN);
      checkWords(result.sentences);
      expect(fake.calls()).toHaveLength(WRITTEN.length);
      expect(fake.calls()[0]).toMatchObject({
        method: 'POST',
        path: '/v1/text-to-speech/MappedVoice09/with-timestamps?output_format=mp3_44100_128',
        body: {
          model_id: 'eleven_multilingual_v2',
          text: 'Welcome to twelve Ocean Drive, Bondi New South Wales.',
        },
      });
      expect(fake.calls()[0]!.headers['xi-api-key']).toBe('tts-secret');
    },
    SLOW,
  );

  it(
    'gives ElevenLabs a voice in another language the written text, and its language when asked',
    async () => {
      provider.requests.length = 0;
      const fake = playElevenLabs(provider);
      const adapter = createElevenLabsTtsEngine({ runner, env: () => 'k' });
      const out = await createTempDir({ parent: dir.path });
      const written = ['Bienvenue au 12 rue de la Paix.', 'Trois chambres, deux salles de bain.'];
      const result = await adapter.run(
        {
          modelName: 'm',
          text: written.join(' '),
          voice: { id: 'voice-fr', ttsEngine: 'flite', engineVoice: 'slt', languageCode: 'fr-FR' },
        },
        {
          jobId: 'j3',
          signal: new AbortController().signal,
          tmpDir: out.path,
          engineConfig: {
            base_url: provider.url,
            model_id: 'eleven_turbo_v2_5',
            voice: 'FrenchVoice01',
            output_format: 'pcm_24000',
            send_language_code: true,
          },
          heartbeat: () => undefined,
        },
      );
      await checkVoiceover({ ...result, spokenText: '' }, written);
      checkWords(result.sentences);
      expect(fake.calls().map((c) => c.body)).toEqual(
        written.map((text) => ({ text, model_id: 'eleven_turbo_v2_5', language_code: 'fr' })),
      );
      expect(fake.calls()[0]!.path).toBe(
        '/v1/text-to-speech/FrenchVoice01/with-timestamps?output_format=pcm_24000',
      );
    },
    SLOW,
  );

  it('fails for good when ElevenLabs answers something that is not audio', async () => {
    playElevenLabs(provider, { answers: { 1: 'not-audio' } });
    const adapter = createElevenLabsTtsEngine({ runner, env: () => 'k' });
    const out = await createTempDir({ parent: dir.path });
    await expect(
      adapter.run(
        {
          modelName: 'm',
          text: 'Hello there.',
          voice: { id: 'v', ttsEngine: 'flite', engineVoice: 'slt', languageCode: 'en-US' },
        },
        {
          jobId: 'j2',
          signal: new AbortController().signal,
          tmpDir: out.path,
          engineConfig: {
            base_url: provider.url,
            model_id: 'eleven_multilingual_v2',
            voice: 'DefaultVoice00',
          },
          heartbeat: () => undefined,
        },
      ),
    ).rejects.toMatchObject({
      retryable: false,
      message: "elevenlabs-tts: the provider's audio is not mp3_44100_128 audio.",
    });
  });
});
