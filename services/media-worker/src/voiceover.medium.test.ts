// Real speech: every Debian engine voices a listing script; the audio is measured, the captions
// keep the written form and follow the spoken audio (every pause between sentences is silence in
// the file), a job goes through the worker to storage, and a hosted provider plugs in over HTTP.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MAX_LINE_CHARS, parseWebVtt, type CaptionCue } from '@platform/listing';
import { createTempDir, ffmpegRunnerFromEnv, probeAudio, type TempDir } from '@platform/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpTtsEngine } from './adapters/http-tts.adapter.ts';
import { createVoiceoverEngine, debianSynthesiser, type TtsVoice, type VoiceoverResult } from './engines/index.ts';
import { sendJson, startProviderServer, type ProviderServer } from '@platform/http-client/testing';
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
async function silences(path: string): Promise<{ start: number; end: number }[]> {
  const { stderr } = await run('ffmpeg', ['-hide_banner', '-nostats', '-i', path, '-af', 'silencedetect=n=-45dB:d=0.15', '-f', 'null', '-']);
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
    expect(quiet.some((q) => q.start <= gapStart + 0.06 && q.end >= gapEnd - 0.06), `pause before sentence ${i + 1}`).toBe(true);
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

describe('voiceover engine with the Debian voices', () => {
  const voices: [string, TtsVoice][] = [
    ['festival HTS (Sarah)', { ttsEngine: 'festival', engineVoice: 'voice_cmu_us_slt_arctic_hts' }],
    ['flite (Richard)', { ttsEngine: 'flite', engineVoice: 'rms' }],
    ['espeak-ng (Emma)', { ttsEngine: 'espeak-ng', engineVoice: 'en-gb+f3' }],
  ];
  it.each(voices)('%s speaks the normalised script with captions in the written form', async (_name, voice) => {
    const out = await createTempDir({ parent: dir.path });
    const progress: number[] = [];
    const result = await engine({ text: SCRIPT, synthesiser: debianSynthesiser(voice) }, { tmpDir: out.path, onProgress: (f) => progress.push(f) });
    const cues = await checkVoiceover(result, WRITTEN);
    expect(result.spokenText).toContain('twelve Ocean Drive, Bondi New South Wales');
    expect(result.spokenText).toContain('two million four hundred and fifty thousand dollars');
    expect(result.spokenText).not.toMatch(/\d/);
    expect(cues.length).toBeGreaterThan(WRITTEN.length);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  }, SLOW);

  it('stops when the job is cancelled', async () => {
    const out = await createTempDir({ parent: dir.path });
    const controller = new AbortController();
    controller.abort();
    await expect(
      engine({ text: SCRIPT, synthesiser: debianSynthesiser({ ttsEngine: 'flite', engineVoice: 'slt' }) }, { tmpDir: out.path, signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });
});

describe('voiceover jobs on the worker', () => {
  let fixture: WorkerFixture;
  let provider: ProviderServer;
  beforeAll(async () => {
    fixture = await openWorkerFixture();
    provider = await startProviderServer();
    await fixture.startWorker({ concurrency: 1, maxDeliver: 2, env: (name) => (name === 'TEST_TTS_KEY' ? 'tts-secret' : undefined) });
  });
  afterAll(async () => {
    await fixture?.close();
    await provider?.close();
  });

  it('stores the audio and captions and reports measured facts and sentence timings', async () => {
    const job = jobPayload('voiceover', { owner: 'real-estate', text: SCRIPT });
    await fixture.publishJob('voiceover', job);
    const completed = await fixture.waitForEvent(eventFor(job.job_id, 'completed'), SLOW);
    const outputs = completed.event.outputs!;
    expect(outputs.text).toBe(SCRIPT);
    expect(outputs.audio).toMatchObject({ key: `${job.output_prefix}voiceover.m4a`, content_type: 'audio/mp4', sample_rate: 48_000, channels: 1 });
    expect(outputs.captions).toMatchObject({ key: `${job.output_prefix}captions.vtt`, content_type: 'text/vtt' });
    expect(outputs.sentences?.map((s) => s.text)).toEqual(WRITTEN);
    const audioPath = join(fixture.tempRoot, `${job.job_id}.m4a`);
    await import('node:fs/promises').then((fs) => fixture.download(outputs.audio!.key).then((bytes) => fs.writeFile(audioPath, bytes)));
    const facts = await probeAudio(runner, audioPath);
    expect(facts.duration_s).toBeCloseTo(outputs.audio!.duration_s, 3);
    const vtt = (await fixture.download(outputs.captions!.key)).toString('utf8');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    expect(parseWebVtt(vtt)).toHaveLength(outputs.captions!.num_cues);
  }, SLOW);

  it('refuses a voice name that is not a plain identifier before anything runs', async () => {
    const job = jobPayload('voiceover', { voice: { id: 'v', tts_engine: 'festival', engine_voice: 'x) (system "id"', language_code: 'en-US' } });
    await fixture.publishJob('voiceover', job);
    const failed = await fixture.waitForEvent(eventFor(job.job_id, 'failed'), SLOW);
    expect(failed.event.error_message).toBeTruthy();
  }, SLOW);

  it('speaks through a hosted provider, one sentence a call, with the mapped voice and key', async () => {
    // The "provider" answers real speech (flite) for whatever it is asked to say.
    provider.handle(async (request, response) => {
      const body = request.body as { input: string };
      const wav = join(dir.path, `provider-${provider.requests.length}.wav`);
      await run('flite', ['-voice', 'kal', '-t', body.input, '-o', wav]);
      const bytes = await readFile(wav);
      response.writeHead(200, { 'Content-Type': 'audio/wav', 'Content-Length': bytes.length });
      response.end(bytes);
    });
    const adapter = createHttpTtsEngine({ runner, env: (name) => (name === 'TEST_TTS_KEY' ? 'tts-secret' : undefined) });
    const out = await createTempDir({ parent: dir.path });
    const engineConfig = { base_url: provider.url, model: 'tts-1', voice: 'alloy', voices: { 'voice-9': 'nova' }, api_key_env: 'TEST_TTS_KEY' };
    const result = await adapter.run(
      { modelName: 'listing_voice', text: SCRIPT, voice: { id: 'voice-9', ttsEngine: 'flite', engineVoice: 'slt', languageCode: 'en-US' } },
      { jobId: 'j1', signal: new AbortController().signal, tmpDir: out.path, engineConfig, heartbeat: () => undefined },
    );
    await checkVoiceover({ ...result, spokenText: '' }, WRITTEN);
    expect(provider.requests).toHaveLength(WRITTEN.length);
    expect(provider.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/audio/speech',
      body: { model: 'tts-1', voice: 'nova', response_format: 'wav', input: 'Welcome to twelve Ocean Drive, Bondi New South Wales.' },
    });
    expect(provider.requests[0]!.headers.authorization).toBe('Bearer tts-secret');
  }, SLOW);

  it('fails for good when the provider answers something that is not audio', async () => {
    provider.handle((_request, response) => sendJson(response, 200, { audio: 'none' }));
    const adapter = createHttpTtsEngine({ runner, env: () => undefined });
    const out = await createTempDir({ parent: dir.path });
    await expect(
      adapter.run(
        { modelName: 'm', text: 'Hello there.', voice: { id: 'v', ttsEngine: 'flite', engineVoice: 'slt', languageCode: 'en-US' } },
        { jobId: 'j2', signal: new AbortController().signal, tmpDir: out.path, engineConfig: { base_url: provider.url, model: 'tts-1', voice: 'alloy' }, heartbeat: () => undefined },
      ),
    ).rejects.toMatchObject({ retryable: false, message: expect.stringContaining('not audio') });
  });
});
