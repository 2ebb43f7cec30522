// The replicate engines against a local Replicate (testing/replicate.provider.ts) answering its
// documented prediction shapes; results are real files probed like any engine output.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegRunnerFromEnv } from '@platform/media';
import { AdapterError, HttpClient } from '@platform/http-client';
import { startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import { makeVideo } from '@platform/testkit/media';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JobStopped } from '../jobs/job.abort.ts';
import type { ImageToVideoRequest, JobEngineContext, TextToImageRequest } from '../jobs/job-engine.ts';
import { MemoryProviderRequestStore } from '../jobs/provider-request.store.ts';
import { playReplicate } from '../testing/replicate.provider.ts';
import { testStill } from '../testing/images.ts';
import { isAllowedResultHost } from './hosted-result.ts';
import {
  createReplicateImageToTextEngine,
  createReplicateImageToVideoEngine,
  createReplicateTextToImageEngine,
  outputText,
} from './replicate.adapter.ts';

const TOKEN = 'r8_secret_token_1';
let server: ProviderServer;
let dir: string;
let still: string;
let clip: Buffer;
let png: Buffer;
const waits: number[] = [];
const http = new HttpClient({ sleep: async (ms) => void waits.push(ms), random: () => 1 });
const env = (name: string) => (name === 'REPLICATE_API_TOKEN' ? TOKEN : undefined);
const i2v = createReplicateImageToVideoEngine({ runner: ffmpegRunnerFromEnv(), http, env });
const t2i = createReplicateTextToImageEngine({ http, env });
const i2t = createReplicateImageToTextEngine({ http, env });

beforeAll(async () => {
  server = await startProviderServer();
  dir = await mkdtemp(join(tmpdir(), 'replicate-test-'));
  still = join(dir, 'still.png');
  await writeFile(still, await testStill(320, 180, 'png'));
  png = await testStill(64, 64, 'png');
  clip = await makeVideo(320, 180, 1, 24);
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  server.requests.length = 0;
  waits.length = 0;
});

const video: ImageToVideoRequest = {
  modelName: 'wan_i2v',
  imagePath: '',
  prompt: 'a slow pan',
  movement: 'pan_right',
  resolution: '480p',
  durationS: 5,
  modelConfig: {},
};
const images: TextToImageRequest = {
  modelName: 'flux_t2i',
  prompt: 'a lighthouse',
  negativePrompt: '',
  numImages: 2,
  modelConfig: {},
};

async function job(
  config: Record<string, unknown> = {},
  options: { signal?: AbortSignal; store?: MemoryProviderRequestStore } = {},
): Promise<JobEngineContext> {
  const store = options.store ?? new MemoryProviderRequestStore();
  return {
    jobId: 'job-r',
    signal: options.signal ?? new AbortController().signal,
    tmpDir: await mkdtemp(join(dir, 'job-')),
    heartbeat: () => undefined,
    engineConfig: {
      base_url: `${server.url}/v1`,
      model: 'wan-video/wan-2.2-i2v-fast',
      poll_interval_ms: 10,
      retry_base_ms: 1,
      wait_s: 1,
      ...config,
    },
    providerRequest: store.slot('job-r'),
  };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Error,
  );

describe('replicate image to video', () => {
  it('creates on the models endpoint with Prefer: wait, polls urls.get, fetches and probes the video', async () => {
    const fake = playReplicate(server, { output: '{file}', file: clip });
    const result = await i2v.run({ ...video, imagePath: still }, await job({ input: { num_frames: 81 } }));
    const [create] = fake.creates();
    expect(create?.path).toBe('/v1/models/wan-video/wan-2.2-i2v-fast/predictions');
    expect(create?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(create?.headers.prefer).toBe('wait=1');
    expect(create?.body).toEqual({
      input: {
        num_frames: 81,
        prompt: 'a slow pan',
        image: `data:image/png;base64,${(await readFile(still)).toString('base64')}`,
      },
    });
    expect(fake.polls().map((r) => r.path)).toEqual(Array(3).fill('/v1/predictions/pred1'));
    expect(result.video).toMatchObject({ codec_id: 'h264', num_frames: 24 });
  });

  it('takes a final answer from the held create without polling; a version id uses /predictions', async () => {
    const fake = playReplicate(server, { output: ['{file}'], file: clip, finishWhileWaiting: true });
    await i2v.run(
      { ...video, imagePath: still },
      await job({ model: undefined, version: 'a'.repeat(64), image_field: 'start_image' }),
    );
    expect(fake.creates()[0]?.path).toBe('/v1/predictions');
    expect(fake.creates()[0]?.body).toMatchObject({
      version: 'a'.repeat(64),
      input: { start_image: expect.stringMatching(/^data:image\/png;base64,/) },
    });
    expect(fake.polls()).toHaveLength(0);
  });

  it('waits out a 429 with Retry-After and a 500 on a poll; one prediction taken', async () => {
    const fake = playReplicate(server, {
      output: '{file}',
      file: clip,
      throttleFirstCreate: true,
      faultFirstPoll: true,
    });
    await i2v.run({ ...video, imagePath: still }, await job());
    expect(fake.creates()).toHaveLength(2);
    expect(waits[0]).toBe(1_000);
  });

  it('fails with a readable message on a refusal (422) and on a failed prediction, without the token', async () => {
    playReplicate(server, { output: null, refuse: true });
    const refused = await failureOf(i2v.run({ ...video, imagePath: still }, await job()));
    expect(refused).toMatchObject({ retryable: false, status: 422 });
    expect(refused?.message).toBe(
      'replicate: create: the provider answered 422: - input.prompt: Invalid type. Expected: string, given: integer',
    );

    playReplicate(server, { output: null, failWith: `CUDA out of memory (token ${TOKEN})`, pendingPolls: 0 });
    const failed = await failureOf(i2v.run({ ...video, imagePath: still }, await job()));
    expect(failed).toBeInstanceOf(AdapterError);
    expect(failed?.message).toMatch(/^replicate: the provider failed the prediction: CUDA out of memory/);
    expect(failed?.message).not.toContain(TOKEN);
  });

  it('cancels the prediction through urls.cancel when our job is cancelled', async () => {
    const fake = playReplicate(server, { output: '{file}', file: clip, pendingPolls: Infinity });
    const controller = new AbortController();
    const check = () =>
      fake.polls().length > 0 ? controller.abort(new JobStopped('cancelled')) : setTimeout(check, 5);
    check();
    await expect(
      i2v.run({ ...video, imagePath: still }, await job({}, { signal: controller.signal })),
    ).rejects.toThrow('job cancelled');
    expect(fake.cancels().map((r) => [r.method, r.path])).toEqual([['POST', '/v1/predictions/pred1/cancel']]);
  });

  it('resumes a recorded prediction instead of creating another', async () => {
    const store = new MemoryProviderRequestStore();
    const fake = playReplicate(server, { output: '{file}', file: clip, pendingPolls: Infinity });
    const controller = new AbortController();
    const check = () =>
      fake.polls().length > 0 ? controller.abort(new JobStopped('shutdown')) : setTimeout(check, 5);
    check();
    await expect(
      i2v.run({ ...video, imagePath: still }, await job({}, { signal: controller.signal, store })),
    ).rejects.toThrow('job shutdown');

    const again = playReplicate(server, { output: '{file}', file: clip, pendingPolls: 0 });
    server.requests.length = 0;
    await i2v.run({ ...video, imagePath: still }, await job({}, { store }));
    expect(again.creates()).toHaveLength(0);
    expect(again.polls()[0]?.path).toBe('/v1/predictions/pred1');
  });

  it("refuses output on a host that is neither Replicate's nor listed", async () => {
    playReplicate(server, { output: 'http://10.0.0.8/internal.mp4', pendingPolls: 0 });
    expect((await failureOf(i2v.run({ ...video, imagePath: still }, await job())))?.message).toMatch(
      /not allowed/,
    );
  });

  it('needs exactly one of model and version', () => {
    expect(() => i2v.checkConfig({ model: 'a/b', version: 'c'.repeat(64) })).toThrow(
      /exactly one of model and version/,
    );
    expect(() => i2v.checkConfig({})).toThrow(/exactly one of model and version/);
    expect(() => i2v.checkConfig({ model: 'black-forest-labs/flux-schnell' })).not.toThrow();
  });
});

describe('replicate text to image and image to text', () => {
  it('stores one PNG per output URL', async () => {
    const fake = playReplicate(server, { output: ['{file}', '{file}'], file: png, pendingPolls: 1 });
    const result = await t2i.run(images, await job({ model: 'black-forest-labs/flux-schnell' }));
    expect(fake.creates()[0]?.body).toEqual({ input: { prompt: 'a lighthouse', num_outputs: 2 } });
    expect(result.images.map((one) => one.format)).toEqual(['png', 'png']);
  });

  it('joins streamed text tokens into the description', async () => {
    playReplicate(server, { output: ['A white ', 'lighthouse ', 'at dusk.'], pendingPolls: 0 });
    const result = await i2t.run(
      { modelName: 'llava_i2t', imagePath: still, fidelity: 'mid' },
      await job({ model: 'yorickvp/llava-13b', input: { prompt: 'Describe this image.' } }),
    );
    expect(result.text).toBe('A white lighthouse at dusk.');
    expect(outputText('  plain  ', 100)).toBe('plain');
    expect(() => outputText([1, 2], 100)).toThrow(/not text/);
  });
});

describe('result hosts', () => {
  it('allows the API host, listed hosts and *.domain subdomains only', () => {
    const hosts = {
      base_url: 'https://api.replicate.com/v1',
      result_hosts: ['replicate.delivery', '*.replicate.delivery'],
    };
    expect(isAllowedResultHost(new URL('https://pbxt.replicate.delivery/a/out.mp4'), hosts)).toBe(true);
    expect(isAllowedResultHost(new URL('https://replicate.delivery/a.png'), hosts)).toBe(true);
    expect(isAllowedResultHost(new URL('https://api.replicate.com/files/x'), hosts)).toBe(true);
    expect(isAllowedResultHost(new URL('https://evilreplicate.delivery/a.png'), hosts)).toBe(false);
    expect(isAllowedResultHost(new URL('https://replicate.delivery.evil.test/a.png'), hosts)).toBe(false);
    expect(isAllowedResultHost(new URL('file:///etc/passwd'), hosts)).toBe(false);
  });
});
