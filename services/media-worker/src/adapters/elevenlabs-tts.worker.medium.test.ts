// One file over 300 lines: one suite sharing one worker, local provider and storage.
// ElevenLabs voiceover jobs through a real worker (JetStream, S3, ffmpeg) against a local
// ElevenLabs: the stored audio is the provider's speech joined (its length the sum of the
// pieces), the captions and every word's time follow the character alignment (each word is sound
// in the audio where its time says, each gap between words silence), segments are kept; a 429
// with Retry-After is waited out, a 503 retried, a refusal fails the job with the provider's reason
// and never the key, and no job pays twice: an unknown outcome is not repeated, a failure after a
// billed call is final, and a redelivery that finds an earlier attempt's record calls nobody.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { normaliseForSpeech, parseWebVtt } from '@platform/listing';
import { startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JetStreamProviderRequestStore } from '../jobs/provider-request.store.ts';
import { alignmentWords } from './elevenlabs.speech.ts';
import {
  SOUNDS,
  fakeAlignment,
  playElevenLabs,
  type ElevenLabsScript,
} from '../testing/elevenlabs.provider.ts';
import { eventFor, jobPayload, openWorkerFixture, type WorkerFixture } from '../testing/worker.fixture.ts';

const run = promisify(execFile);
const KEY = 'el-worker-key-31';
const SLOW = 120_000;
const SHOT = 'shot:019a0000-0000-7000-8000-00000000000b';
const SEGMENTS = [
  { key: 'intro', text: 'Welcome to 12 Ocean Drive. Light fills every room.' },
  { key: SHOT, text: 'The kitchen opens to a private garden.' },
  { key: 'outro', text: 'Book your inspection today.' },
];
const WRITTEN = [
  'Welcome to 12 Ocean Drive.',
  'Light fills every room.',
  'The kitchen opens to a private garden.',
  'Book your inspection today.',
];
/** The pipeline's pause between sentences and the breath kept before a piece's first word. */
const PAUSE_S = 0.35;
const LEAD_S = 0.02;
/** What the silence trim keeps after a piece's last sound: its 20 ms of silence and its 20 ms detection window. */
const TRAIL_S = 0.04;

let fixture: WorkerFixture;
let server: ProviderServer;

beforeAll(async () => {
  fixture = await openWorkerFixture();
  server = await startProviderServer();
  await fixture.startWorker({
    maxDeliver: 3,
    env: (name) => (name === 'ELEVENLABS_API_KEY' ? KEY : undefined),
  });
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  await server?.close();
  await fixture?.close();
});

const voiceJob = (config: Record<string, unknown> = {}) =>
  jobPayload('voiceover', {
    owner: 'real-estate',
    model_name: 'eleven_voice',
    engine: 'elevenlabs-tts',
    engine_config: {
      base_url: server.url,
      model_id: 'eleven_multilingual_v2',
      voice: 'DefaultVoice00',
      voices: { 'voice-9': 'MappedVoice09' },
      retry_base_ms: 1,
      ...config,
    },
    text: SEGMENTS.map((s) => s.text).join('\n'),
    segments: SEGMENTS,
    voice: { id: 'voice-9', tts_engine: 'flite', engine_voice: 'slt', language_code: 'en-US' },
  });

/** The audio as 48 kHz mono samples (-1..1). */
async function samples(path: string): Promise<Float32Array> {
  const { stdout } = await run(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-i', path, '-f', 's16le', '-ac', '1', '-ar', '48000', 'pipe:1'],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  const pcm = new Int16Array(stdout.buffer, stdout.byteOffset, stdout.length / 2);
  return Float32Array.from(pcm, (v) => v / 32768);
}

/** Root mean square of the samples between two times. */
function rms(audio: Float32Array, fromS: number, toS: number): number {
  const from = Math.max(0, Math.round(fromS * 48_000));
  const to = Math.min(audio.length, Math.round(toS * 48_000));
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += audio[i]! ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

describe('elevenlabs-tts voiceover jobs through the worker', () => {
  it(
    'joins the provider speech and times captions and words from its alignment',
    { timeout: SLOW },
    async () => {
      const fake = playElevenLabs(server);
      const job = voiceJob();
      await fixture.publishJob('voiceover', job);
      const done = await fixture.waitForEvent(eventFor(job.job_id, 'completed'), SLOW);
      const outputs = done.event.outputs!;

      // One call per sentence, with the mapped voice, the key in its header only, the spoken form.
      const calls = fake.calls();
      expect(calls.map((c) => (c.body as { text: string }).text)).toEqual(
        WRITTEN.map((s) => normaliseForSpeech(s)),
      );
      for (const call of calls) {
        expect(call.path).toBe(
          '/v1/text-to-speech/MappedVoice09/with-timestamps?output_format=mp3_44100_128',
        );
        expect(call.body).toEqual({ text: expect.any(String), model_id: 'eleven_multilingual_v2' });
        expect(call.headers['xi-api-key']).toBe(KEY);
        expect(call.headers.authorization).toBeUndefined();
      }

      // Sentences in order with their segments; each sentence as long as its piece of speech.
      const sentences = outputs.sentences!;
      expect(sentences.map((s) => [s.segment, s.text])).toEqual([
        ['intro', WRITTEN[0]],
        ['intro', WRITTEN[1]],
        [SHOT, WRITTEN[2]],
        ['outro', WRITTEN[3]],
      ]);
      const pieces = calls.map((call) => {
        const alignment = fakeAlignment((call.body as { text: string }).text);
        const lastSound = alignment.characters.findLastIndex((c) => SOUNDS.test(c));
        const first = alignmentWords(alignment)[0]!.span!.startS;
        return {
          first,
          length: LEAD_S + alignment.character_end_times_seconds[lastSound]! - first + TRAIL_S,
        };
      });
      sentences.forEach((sentence, i) =>
        expect(sentence.end_s - sentence.start_s).toBeCloseTo(pieces[i]!.length, 1),
      );

      // The audio is real speech joined: its probed length is the pieces' and the pauses'.
      const audio = await fixture.download(outputs.audio!.key);
      const expected = pieces.reduce((sum, p) => sum + p.length, 0) + PAUSE_S * (pieces.length - 1);
      const audioPath = join(fixture.tempRoot, `${job.job_id}.m4a`);
      await writeFile(audioPath, audio);
      const { stdout } = await run('ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'format=duration',
        '-of',
        'csv=p=0',
        audioPath,
      ]);
      expect(Math.abs(Number(stdout.trim()) - expected)).toBeLessThan(0.1);
      expect(outputs.audio!.duration_s).toBeCloseTo(Number(stdout.trim()), 2);

      // Every written word has its alignment's time, offset by its piece's start in the joined audio.
      const pcm = await samples(audioPath);
      sentences.forEach((sentence, i) => {
        const spoken = alignmentWords(fakeAlignment((calls[i]!.body as { text: string }).text));
        const words = sentence.words!;
        expect(words.map((w) => w.text)).toEqual(sentence.text.split(' '));
        if (sentence.text === normaliseForSpeech(sentence.text)) {
          // Written as spoken: word for word, each at its aligned time.
          words.forEach((word, k) => {
            const aligned = sentence.start_s + LEAD_S + spoken[k]!.span!.startS - pieces[i]!.first;
            expect(
              Math.abs(word.start_s - aligned),
              `"${word.text}" at ${word.start_s}, aligned at ${aligned}`,
            ).toBeLessThan(0.002);
          });
        }
        for (const [k, word] of words.entries()) {
          // Sound while the word is said, silence in the gap before the next one.
          expect(rms(pcm, word.start_s + 0.01, word.end_s - 0.01), `"${word.text}" sounds`).toBeGreaterThan(
            0.2,
          );
          const next = words[k + 1];
          if (next && next.start_s - word.end_s > 0.05)
            expect(rms(pcm, word.end_s + 0.02, next.start_s - 0.02), `gap after "${word.text}"`).toBeLessThan(
              0.02,
            );
        }
      });

      // The captions start on a word and end after their last word, each within its sentence.
      const cues = parseWebVtt((await fixture.download(outputs.captions!.key)).toString('utf8'));
      expect(cues).toHaveLength(outputs.captions!.num_cues);
      expect(cues.flatMap((cue) => cue.lines).join(' ')).toBe(WRITTEN.join(' '));
      const starts = sentences.flatMap((s) => s.words!.map((w) => w.start_s));
      for (const cue of cues)
        expect(
          starts.some((t) => Math.abs(t - cue.startS) < 0.002),
          `cue at ${cue.startS}`,
        ).toBe(true);
      for (const sentence of sentences) {
        const first = sentence.words![0]!;
        expect(
          cues.some(
            (cue) => Math.abs(cue.startS - first.start_s) < 0.002 && cue.lines[0]!.startsWith(first.text),
          ),
        ).toBe(true);
      }

      const store = new JetStreamProviderRequestStore({
        js: fixture.bus.js,
        jsm: fixture.bus.jsm,
        prefix: fixture.prefix,
      });
      expect(await store.slot(job.job_id).read()).toMatchObject({
        state: 'submitted',
        engine: 'elevenlabs-tts',
        request: { calls: WRITTEN.length },
      });
    },
  );

  it('waits out a 429 for its Retry-After and retries a 503, then completes', { timeout: SLOW }, async () => {
    const fake = playElevenLabs(server, { answers: { 1: 'throttle', 3: 503 } });
    const job = voiceJob();
    await fixture.publishJob('voiceover', job);
    await fixture.waitForEvent(eventFor(job.job_id, 'completed'), SLOW);
    expect(fake.calls()).toHaveLength(WRITTEN.length + 2);
    expect(fake.arrivals[1]! - fake.arrivals[0]!).toBeGreaterThanOrEqual(950);
  });

  it(
    "fails the job with the provider's reason when it refuses the text, without the key",
    { timeout: SLOW },
    async () => {
      const fake = playElevenLabs(server, { answers: { 1: 'refuse' } });
      const job = voiceJob();
      await fixture.publishJob('voiceover', job);
      const failed = await fixture.waitForEvent(eventFor(job.job_id, 'failed'), SLOW);
      expect(failed.event.error_message).toBe(
        'elevenlabs-tts: speech: the provider answered 422: body.text: text is too long for this voice (key [redacted])',
      );
      expect(JSON.stringify(failed.event)).not.toContain(KEY);
      expect(fake.calls()).toHaveLength(1);
    },
  );

  it(
    'never pays twice: an unknown outcome is not repeated and a failure after a billed call is final',
    { timeout: SLOW },
    async () => {
      const unknown: ElevenLabsScript = { answers: { 2: 504 } };
      let fake = playElevenLabs(server, unknown);
      const job = voiceJob();
      await fixture.publishJob('voiceover', job);
      const failed = await fixture.waitForEvent(eventFor(job.job_id, 'failed'), SLOW);
      expect(failed.event.error_message).toMatch(/answered 504.*not sent again/);
      expect(fake.calls()).toHaveLength(2);

      // Busy past its retries on the second sentence: the first was billed, so no redelivery.
      server.requests.length = 0;
      fake = playElevenLabs(server, { answers: { 2: 503, 3: 503 } });
      const busy = voiceJob({ retries: 1 });
      await fixture.publishJob('voiceover', busy);
      const final = await fixture.waitForEvent(eventFor(busy.job_id, 'failed'), SLOW);
      expect(final.event.error_message).toMatch(
        /answered 503.*already billed 1 call\(s\) of this job, so it is not tried again/,
      );
      expect(fake.calls()).toHaveLength(3);
    },
  );

  it(
    'runs again after a failure that billed nothing, and refuses a job an earlier attempt called the provider for',
    { timeout: SLOW },
    async () => {
      let fake = playElevenLabs(server, { answers: { 1: 503, 2: 503 } });
      const job = voiceJob({ retries: 1 });
      await fixture.publishJob('voiceover', job);
      await fixture.waitForEvent(eventFor(job.job_id, 'completed'), SLOW);
      expect(fake.calls()).toHaveLength(2 + WRITTEN.length);

      server.requests.length = 0;
      fake = playElevenLabs(server);
      const resumed = voiceJob();
      const store = new JetStreamProviderRequestStore({
        js: fixture.bus.js,
        jsm: fixture.bus.jsm,
        prefix: fixture.prefix,
      });
      await store
        .slot(resumed.job_id)
        .write({ state: 'submitting', engine: 'elevenlabs-tts', at: new Date().toISOString() });
      await fixture.publishJob('voiceover', resumed);
      const failed = await fixture.waitForEvent(eventFor(resumed.job_id, 'failed'), SLOW);
      expect(failed.event.error_message).toMatch(/earlier attempt of this job already called the provider/);
      expect(fake.calls()).toHaveLength(0);
    },
  );
});
