// One file over 300 lines: one suite sharing one running stack (each e2e file starts its own).
// Hosted providers end to end through the gateway: the spec's model names mapped by the catalogue
// to fal and Replicate (local servers answering exactly their documented shapes), run by a media
// worker process as deployed. The client's requests and answers are the same as with the built-in
// engines; what changes is who makes the media. Checked here: every studio kind on a provider
// (text to image on both), a provider outage handed to the fallback model, a refusal failed and
// refunded, a cancel that reaches the provider, and a worker SIGKILLed between submit and
// result: one submit, one completion, one capture.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCatalogue, DEFAULT_CATALOGUE_PATH } from '@platform/catalogue';
import { startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAL_I2V_APP, FAL_T2I_APP, playFal } from '../../services/media-worker/src/testing/fal.provider.ts';
import { playReplicate } from '../../services/media-worker/src/testing/replicate.provider.ts';
import {
  api,
  minus,
  startStudioStack,
  waitFor,
  type Account,
  type JsonBody,
  type StudioStack,
} from './support/studio-stack.ts';
import { download, imageFacts, makeImage, makeVideo, probeVideoBytes } from '@platform/testkit/media';
import { hold, ledgerEntries } from './support/records.ts';
import { startWorkerProcess, type WorkerProcess } from './support/worker-process.ts';

// The keys reach the worker process through its environment, as the chart's providerKeys do.
const FAL_KEY = 'fal-e2e-secret-4f1c';
const REPLICATE_KEY = 'r8_e2e-secret-9a2b';
const SLOW = 120_000;

let stack: StudioStack;
let fal: ProviderServer;
let replicate: ProviderServer;
let tempDir: string;
let worker: WorkerProcess;
let owner: Account;
let projectId: string;
let imageId: string;
let clip: Buffer;

const t2iPath = (project: string) => `/api/v2/studio/projects/${project}/jobs/text-to-image/`;
const i2vPath = (project: string) => `/api/v2/studio/projects/${project}/jobs/image-to-video/`;
const I2T = '/api/v2/studio/jobs/image-to-text/';
const finished = (job: JsonBody): boolean => !['queued', 'processing'].includes(job.status);

/** The shipped catalogue with three of the spec's names moved onto hosted providers. */
async function hostedCatalogue() {
  const shipped = JSON.parse(await readFile(DEFAULT_CATALOGUE_PATH, 'utf8')) as {
    models: Array<Record<string, unknown>>;
  };
  const timing = { poll_interval_ms: 20, retry_base_ms: 1, retries: 2 };
  const hosted: Record<string, Record<string, unknown>> = {
    zephyr_t2i: {
      engine: 'fal-queue',
      config: { base_url: fal.url, app: FAL_T2I_APP, api_key_env: 'FAL_KEY', ...timing },
    },
    hexal_fast_i2v: {
      engine: 'fal-queue',
      config: { base_url: fal.url, app: FAL_I2V_APP, api_key_env: 'FAL_KEY', ...timing },
      fallback: ['volta_standard_i2v'],
    },
    volta_standard_i2v: {
      engine: 'replicate',
      config: {
        base_url: `${replicate.url}/v1`,
        model: 'wan-video/wan-2.2-i2v-fast',
        api_key_env: 'REPLICATE_API_TOKEN',
        wait_s: 0,
        ...timing,
      },
    },
    nebula_t2i: {
      engine: 'replicate',
      config: {
        base_url: `${replicate.url}/v1`,
        model: 'black-forest-labs/flux-schnell',
        api_key_env: 'REPLICATE_API_TOKEN',
        wait_s: 0,
        ...timing,
      },
    },
    lumen_i2t: {
      engine: 'replicate',
      config: {
        base_url: `${replicate.url}/v1`,
        model: 'yorickvp/llava-13b',
        api_key_env: 'REPLICATE_API_TOKEN',
        wait_s: 0,
        ...timing,
      },
    },
  };
  return parseCatalogue({
    ...shipped,
    models: shipped.models.map((model) => ({ ...model, ...hosted[model.name as string] })),
  });
}

async function startWorker(): Promise<WorkerProcess> {
  process.env.FAL_KEY = FAL_KEY;
  process.env.REPLICATE_API_TOKEN = REPLICATE_KEY;
  return startWorkerProcess({ busPrefix: stack.busPrefix, s3: stack.s3, tempDir, ackWaitMs: 3_000 });
}

beforeAll(async () => {
  [fal, replicate] = await Promise.all([startProviderServer(), startProviderServer()]);
  stack = await startStudioStack({ worker: false, studio: { catalogue: await hostedCatalogue() } });
  tempDir = await mkdtemp(join(tmpdir(), 'e2e-providers-'));
  worker = await startWorker();
  clip = await makeVideo(320, 180, 2);
  owner = await stack.account('10');
  projectId = (await api(stack, owner, 'POST', '/api/v2/studio/projects/', { name: 'Hosted' })).body.id;
  const form = new FormData();
  form.append('file', new Blob([await makeImage(640, 360, 'jpeg')], { type: 'image/jpeg' }), 'still.jpg');
  imageId = (await api(stack, owner, 'POST', '/api/v2/studio/assets/images/', form)).body.id;
}, SLOW);

beforeEach(() => {
  fal.requests.length = 0;
  replicate.requests.length = 0;
});

afterAll(async () => {
  await worker?.kill();
  await stack?.close();
  await Promise.all([fal?.close(), replicate?.close()]);
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

const createI2v = () =>
  api(stack, owner, 'POST', i2vPath(projectId), {
    start_frame: imageId,
    model_name: 'hexal_fast_i2v',
    requested_resolution: '480p',
    requested_video_duration: 2,
  });
const readI2v = async (id: string): Promise<JsonBody> =>
  (await api(stack, owner, 'GET', `${i2vPath(projectId)}${id}/`)).body;

describe('studio jobs on hosted providers, through the gateway', () => {
  it(
    'text to image on fal: the images fal made, stored and charged as quoted',
    { timeout: SLOW },
    async () => {
      const fake = playFal(fal, { file: await makeImage(320, 256, 'png') });
      const before = await stack.balance(owner);
      const created = await api(stack, owner, 'POST', t2iPath(projectId), {
        prompt: 'a red lighthouse',
        model_name: 'zephyr_t2i',
        model_config: { width: 320, height: 256 },
        num_requested_images: 2,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const job = await waitFor(
        async () => (await api(stack, owner, 'GET', `${t2iPath(projectId)}${created.body.id}/`)).body,
        finished,
        60_000,
      );
      expect(job.status, job.error_message).toBe('completed');
      expect(job.images).toHaveLength(2);
      expect(await imageFacts(await download(job.images[0].file))).toMatchObject({
        width: 320,
        height: 256,
        format: 'png',
      });
      // fal got the prompt, the count and the size, with the key in its Authorization header only.
      const [submit] = fake.submits();
      expect(submit?.body).toMatchObject({
        prompt: 'a red lighthouse',
        num_images: 2,
        image_size: { width: 320, height: 256 },
      });
      expect(submit?.headers.authorization).toBe(`Key ${FAL_KEY}`);
      expect(await stack.balance(owner)).toBe(minus(before, job.cost_credits));
    },
  );

  it(
    'image to video on fal: the clip fal made, with thumbnail and last frame',
    { timeout: SLOW },
    async () => {
      const fake = playFal(fal, { file: clip });
      const created = await createI2v();
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const job = await waitFor(() => readI2v(created.body.id), finished, 60_000);
      expect(job.status, job.error_message).toBe('completed');
      expect(job.video).toMatchObject({ width: 320, height: 180, codec_id: 'h264' });
      expect(await probeVideoBytes(await download(job.video.file))).toMatchObject({
        width: 320,
        height: 180,
      });
      expect(job.last_frame).toMatchObject({ width: 320, height: 180 });
      expect(fake.submits()).toHaveLength(1);
      expect((fake.submits()[0]?.body as { image_url: string }).image_url).toMatch(
        /^data:image\/jpeg;base64,/,
      );
    },
  );

  it(
    'text to image on Replicate: one output URL per image, the count sent as num_outputs',
    { timeout: SLOW },
    async () => {
      const fake = playReplicate(replicate, {
        output: ['{file}', '{file}'],
        file: await makeImage(256, 256, 'png'),
        pendingPolls: 1,
      });
      const created = await api(stack, owner, 'POST', t2iPath(projectId), {
        prompt: 'a blue door',
        model_name: 'nebula_t2i',
        model_config: { width: 256, height: 256 },
        num_requested_images: 2,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const job = await waitFor(
        async () => (await api(stack, owner, 'GET', `${t2iPath(projectId)}${created.body.id}/`)).body,
        finished,
        60_000,
      );
      expect(job.status, job.error_message).toBe('completed');
      expect(job.images).toHaveLength(2);
      expect(await imageFacts(await download(job.images[1].file))).toMatchObject({
        width: 256,
        height: 256,
        format: 'png',
      });
      const [create] = fake.creates();
      expect(create?.path).toBe('/v1/models/black-forest-labs/flux-schnell/predictions');
      expect(create?.body).toMatchObject({ input: { prompt: 'a blue door', num_outputs: 2 } });
      expect(create?.headers.authorization).toBe(`Bearer ${REPLICATE_KEY}`);
    },
  );

  it(
    "image to text on Replicate: the model's tokens joined into the description",
    { timeout: SLOW },
    async () => {
      playReplicate(replicate, { output: ['A bright ', 'kitchen with ', 'an island.'], pendingPolls: 1 });
      const created = await api(stack, owner, 'POST', I2T, { image_asset: imageId, fidelity_level: 'high' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const job = await waitFor(
        async () => (await api(stack, owner, 'GET', `${I2T}${created.body.id}/`)).body,
        finished,
        60_000,
      );
      expect(job.status, job.error_message).toBe('completed');
      expect(job.text.text).toBe('A bright kitchen with an island.');
    },
  );

  it(
    'a fal outage hands the job to the fallback model on Replicate, charged once at the quote',
    { timeout: SLOW },
    async () => {
      playFal(fal, { file: clip, outage: true });
      const standIn = playReplicate(replicate, { output: '{file}', file: clip, pendingPolls: 1 });
      const before = await stack.balance(owner);
      const created = await createI2v();
      const job = await waitFor(() => readI2v(created.body.id), finished, 60_000);
      expect(job.status, job.error_message).toBe('completed');
      expect(standIn.creates()).toHaveLength(1);
      expect(await stack.balance(owner)).toBe(minus(before, created.body.cost_credits));
      expect(await hold(stack, created.body.id)).toEqual([
        {
          status: 'captured',
          reserved_amount: created.body.cost_credits,
          captured_amount: created.body.cost_credits,
        },
      ]);
    },
  );

  it(
    "a refusal of the input fails the job with fal's reason and refunds it; the key is nowhere",
    { timeout: SLOW },
    async () => {
      const fake = playFal(fal, { file: clip, refuse: true });
      const before = await stack.balance(owner);
      const created = await createI2v();
      const job = await waitFor(() => readI2v(created.body.id), finished, 60_000);
      expect(job.status).toBe('failed');
      expect(job.error_message).toContain('Unsupported image dimensions');
      expect(JSON.stringify(job)).not.toContain(FAL_KEY);
      expect(worker.output()).not.toContain(FAL_KEY);
      expect(fake.submits()).toHaveLength(1);
      // No fallback after a refusal, and every credit back.
      expect(replicate.requests).toEqual([]);
      expect(await stack.balance(owner)).toBe(before);
    },
  );

  it('a cancel reaches fal and releases the hold', { timeout: SLOW }, async () => {
    const fake = playFal(fal, { file: clip, pendingPolls: Infinity });
    const before = await stack.balance(owner);
    const created = await createI2v();
    await waitFor(
      async () => fake.polls().length,
      (polls) => polls > 0,
      30_000,
      20,
    );
    const cancelled = await api(stack, owner, 'POST', `${i2vPath(projectId)}${created.body.id}/cancel/`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await waitFor(
      async () => fake.cancels().length,
      (cancels) => cancels > 0,
      30_000,
      20,
    );
    expect(fake.cancels()[0]?.path).toBe('/fal-ai/kling-video/requests/req-1/cancel');
    expect((await readI2v(created.body.id)).status).toBe('cancelled');
    await waitFor(
      () => stack.balance(owner),
      (balance) => balance === before,
      30_000,
    );
  });

  it(
    'a worker SIGKILLed between submit and result: the next one resumes; one submit, one completion, one capture',
    { timeout: SLOW },
    async () => {
      const script = { file: clip, pendingPolls: Infinity };
      const fake = playFal(fal, script);
      const before = await stack.balance(owner);
      const created = await createI2v();
      await waitFor(
        async () => fake.polls().length,
        (polls) => polls > 0,
        30_000,
        20,
      );
      expect(await worker.kill()).toEqual({ code: null, signal: 'SIGKILL' });
      script.pendingPolls = 0;
      worker = await startWorker();
      const job = await waitFor(() => readI2v(created.body.id), finished, 60_000);
      expect(job.status, `${job.error_message}\n${worker.output()}`).toBe('completed');
      expect(fake.submits()).toHaveLength(1);
      expect(await stack.balance(owner)).toBe(minus(before, created.body.cost_credits));
      expect(await ledgerEntries(stack, created.body.id)).toEqual([
        { kind: 'reserve', amount: `-${created.body.cost_credits}` },
        { kind: 'capture', amount: '0.0000' },
      ]);
    },
  );
});
