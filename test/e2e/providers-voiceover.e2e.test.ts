// A listing voiceover spoken by ElevenLabs, end to end through the gateway: the catalogue moves
// `listing_voice_t2a` onto the `elevenlabs-tts` engine (a local ElevenLabs answering its documented
// with-timestamps shape, real audio where its alignment says), and the client's calls do not
// change. The captions the client downloads start where the provider's alignment puts a word:
// the audio sounds at every cue's start, and each sentence was one call with the key in its
// header only. Charged exactly the quote.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_CATALOGUE_PATH, parseCatalogue } from '@platform/catalogue';
import { startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWebVtt } from '../../packages/listing/src/index.ts';
import { playElevenLabs } from '../../services/media-worker/src/testing/elevenlabs.provider.ts';
import { startRealEstateStack, type Account, type RealEstateStack } from './support/real-estate-stack.ts';
import { api, minus, waitFor, type JsonBody } from './support/studio-stack.ts';
import { download } from '@platform/testkit/media';

const run = promisify(execFile);
const KEY = 'el-e2e-secret-77';
const SUSAN = '019a0000-0000-7000-8000-000000000002';
const SCRIPT = 'Welcome to 12 Ocean Drive. Light fills every room. Book your inspection today.';
const SLOW = 180_000;

let stack: RealEstateStack;
let eleven: ProviderServer;
let owner: Account;
let dir: string;

beforeAll(async () => {
  eleven = await startProviderServer();
  const shipped = JSON.parse(await readFile(DEFAULT_CATALOGUE_PATH, 'utf8')) as {
    models: Array<Record<string, unknown>>;
  };
  const catalogue = parseCatalogue({
    ...shipped,
    models: shipped.models.map((model) =>
      model.name === 'listing_voice_t2a'
        ? {
            ...model,
            engine: 'elevenlabs-tts',
            config: {
              base_url: eleven.url,
              model_id: 'eleven_multilingual_v2',
              voice: 'DefaultVoice00',
              retry_base_ms: 1,
            },
          }
        : model,
    ),
  });
  stack = await startRealEstateStack({
    catalogue,
    workerEnv: (name) => (name === 'ELEVENLABS_API_KEY' ? KEY : undefined),
  });
  await stack.startWorker();
  owner = await stack.account('20');
  dir = await mkdtemp(join(tmpdir(), 'e2e-eleven-'));
}, SLOW);

afterAll(async () => {
  await stack?.close();
  await eleven?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Root mean square of the audio's samples between two times (48 kHz mono). */
async function loudnessBetween(path: string): Promise<(fromS: number, toS: number) => number> {
  const { stdout } = await run(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-i', path, '-f', 's16le', '-ac', '1', '-ar', '48000', 'pipe:1'],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  const pcm = new Int16Array(stdout.buffer, stdout.byteOffset, stdout.length / 2);
  return (fromS, toS) => {
    let sum = 0;
    const from = Math.round(fromS * 48_000);
    const to = Math.min(pcm.length, Math.round(toS * 48_000));
    for (let i = from; i < to; i += 1) sum += (pcm[i]! / 32768) ** 2;
    return Math.sqrt(sum / Math.max(1, to - from));
  };
}

describe('a listing voiceover on ElevenLabs, through the gateway', () => {
  it(
    'speaks the script with the provider, captions on its alignment, charged the quote',
    { timeout: SLOW },
    async () => {
      const fake = playElevenLabs(eleven);
      const ok = async (method: string, path: string, body?: unknown, status = 200): Promise<JsonBody> => {
        const answer = await api(stack, owner, method, path, body);
        expect(answer.status, JSON.stringify(answer.body)).toBe(status);
        return answer.body;
      };
      const project = await ok(
        'POST',
        '/api/v2/real-estate/projects/',
        {
          name: 'Ocean Drive',
          street_address: '12 Ocean Dr',
          is_voiceover_enabled: true,
          is_captions_enabled: true,
        },
        201,
      );
      const path = `/api/v2/real-estate/projects/${project.id}/`;
      await ok('PATCH', path, { ai_generated_text: SCRIPT, speaker_voice: SUSAN });
      const before = await stack.balance(owner);
      const created = await ok('POST', `${path}voiceover-jobs/`, {}, 201);
      expect(created.model_name).toBe('listing_voice_t2a');
      const job = await waitFor(
        () => ok('GET', `${path}voiceover-jobs/${created.id}/`),
        (read) => read.status !== 'queued' && read.status !== 'processing',
        SLOW,
      );
      expect(job.status, job.error_message).toBe('completed');
      expect(await stack.balance(owner)).toBe(minus(before, created.cost_credits));

      // One call per sentence, the key in its own header and nowhere else.
      const calls = fake.calls();
      expect(calls).toHaveLength(3);
      for (const call of calls) {
        expect(call.path).toBe(
          '/v1/text-to-speech/DefaultVoice00/with-timestamps?output_format=mp3_44100_128',
        );
        expect(call.headers['xi-api-key']).toBe(KEY);
      }
      expect(JSON.stringify(job)).not.toContain(KEY);

      // The audio the client gets is the provider's speech joined, and every caption starts on sound.
      const audioPath = join(dir, 'voice.m4a');
      await writeFile(audioPath, await download(job.voiceover.audio_asset.file));
      const rms = await loudnessBetween(audioPath);
      const cues = parseWebVtt((await download(job.voiceover.caption_asset.file)).toString('utf8'));
      expect(cues.flatMap((cue) => cue.lines).join(' ')).toBe(SCRIPT);
      for (const cue of cues) {
        expect(
          rms(cue.startS + 0.005, cue.startS + 0.04),
          `sound at the cue "${cue.lines.join(' ')}" (${cue.startS} s)`,
        ).toBeGreaterThan(0.2);
        // The moment before a cue's first word is the silence between words or sentences.
        if (cue.startS > 0.1)
          expect(rms(cue.startS - 0.04, cue.startS - 0.01), `silence before ${cue.startS} s`).toBeLessThan(
            0.05,
          );
      }
    },
  );
});
