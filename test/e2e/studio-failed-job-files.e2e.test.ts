// A job that fails after storing part of its outputs must not leave those files behind: nothing
// will ever reference them (the job shows no outputs), yet they would sit in the customer's
// storage folder for good. The worker (its own process) reads and writes storage through a proxy
// that answers 503 for one output of the job, so every attempt stores the outputs before it and
// then fails, until the bounded deliveries are used up and the job ends `failed` and refunded.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  startStudioStack,
  waitFor,
  type Account,
  type JsonBody,
  type StudioStack,
} from './support/studio-stack.ts';
import { makeImage } from '@platform/testkit/media';
import { startFaultyS3Proxy, type FaultyS3Proxy } from './support/faulty-s3.proxy.ts';
import { startWorkerProcess, type WorkerProcess } from './support/worker-process.ts';

const MAX_DELIVER = 2;
let stack: StudioStack;
let proxy: FaultyS3Proxy;
let worker: WorkerProcess | undefined;
let tempDir: string;

beforeAll(async () => {
  stack = await startStudioStack({ worker: false });
  proxy = await startFaultyS3Proxy(stack.s3.endpoint);
  tempDir = await mkdtemp(join(tmpdir(), 'e2e-failed-files-'));
  worker = await startWorkerProcess({
    busPrefix: stack.busPrefix,
    s3: { ...stack.s3, endpoint: proxy.endpoint },
    tempDir,
    maxDeliver: MAX_DELIVER,
  });
});

afterAll(async () => {
  await worker?.kill();
  await proxy?.close();
  await stack?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

const ended = (job: JsonBody): boolean => !['queued', 'processing'].includes(job.status);

/** The job's output folder (`accounts/<tag>/studio/jobs/<job tag>/`), as studio and the worker build it. */
const outputFolder = (account: Account, jobId: string) =>
  stack.keys.prefix(account.id, 'studio', 'jobs', stack.keys.opaque('job', jobId));

async function failedJob(
  account: Account,
  path: string,
  body: unknown,
): Promise<{ id: string; job: JsonBody }> {
  const created = await api(stack, account, 'POST', path, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id: string = created.body.id;
  const job = await waitFor(
    async () => (await api(stack, account, 'GET', `${path}${id}/`)).body,
    ended,
    60_000,
    100,
  );
  expect(job.status, worker?.output()).toBe('failed');
  expect(await stack.balance(account)).toBe('5.0000');
  return { id, job };
}

/** Every listed object of the folder is gone (checked without removing anything). */
async function expectRemoved(folder: string, names: string[]): Promise<void> {
  const present = async () =>
    (
      await Promise.all(
        names.map(async (name) => ((await stack.storage.stat(`${folder}${name}`)) ? name : null)),
      )
    ).filter(Boolean);
  await waitFor(present, (left) => left.length === 0, 10_000, 100).catch(async () => {
    throw new Error(`outputs of the failed job left in storage: ${JSON.stringify(await present())}`);
  });
}

describe('a job that fails after storing part of its outputs', () => {
  it('text-to-image: the images stored before the failure are removed', { timeout: 120_000 }, async () => {
    const account = await stack.account('5');
    const project = await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'Partial' });
    const path = `/api/v2/studio/projects/${project.body.id}/jobs/text-to-image/`;
    proxy.failPathsContaining('/image-3.png');
    const { id, job } = await failedJob(account, path, {
      prompt: 'three lighthouses',
      model_name: 'zephyr_t2i',
      num_requested_images: 3,
    });
    expect(job.images ?? []).toEqual([]);
    // The worker really stored the first two on its attempts (the proxy refused only the third).
    expect(proxy.refused.some((line) => line.includes('/image-3.png'))).toBe(true);
    await expectRemoved(outputFolder(account, id), ['image-1.png', 'image-2.png']);
  });

  it(
    'image-to-video: the video and thumbnail stored before the failure are removed',
    { timeout: 120_000 },
    async () => {
      const account = await stack.account('5');
      const project = await api(stack, account, 'POST', '/api/v2/studio/projects/', {
        name: 'Partial video',
      });
      const upload = new FormData();
      upload.append(
        'file',
        new Blob([await makeImage(640, 360, 'jpeg')], { type: 'image/jpeg' }),
        'still.jpg',
      );
      const still = await api(stack, account, 'POST', '/api/v2/studio/assets/images/', upload);
      expect(still.status).toBe(201);
      proxy.failPathsContaining('/last-frame.jpg');
      const path = `/api/v2/studio/projects/${project.body.id}/jobs/image-to-video/`;
      const { id, job } = await failedJob(account, path, {
        start_frame: still.body.id,
        model_name: 'hexal_fast_i2v',
        model_config: { camera_movement: 'pan_left' },
        requested_resolution: '480p',
        requested_video_duration: 2,
      });
      expect(job).toMatchObject({ video: null, last_frame: null });
      await expectRemoved(outputFolder(account, id), ['video.mp4', 'thumbnail.jpg']);
    },
  );
});
