// Poison jobs end to end through the gateway, with the media worker as its own process: a job that
// can never succeed must end `failed` with a readable error_message, its hold released (balance
// back to the cent, nothing captured), a dead-letter record stored, and the worker must go on to
// complete the next job. Two real routes into the dead-letter stream:
// - a retryable failure on every attempt: the worker reads storage through a proxy that answers
//   503 for this job's input, so each delivery fails and is retried with backoff until
//   WORKER_MAX_DELIVER deliveries are used up (`handler_failed`);
// - a non-retryable failure: the input object was deleted from storage before the worker ran,
//   which fails on the first delivery (`non_retryable`).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeadLetterRecord } from '../../packages/bus/src/index.ts';
import {
  api,
  minus,
  startStudioStack,
  waitFor,
  type Account,
  type JsonBody,
  type StudioStack,
} from './support/studio-stack.ts';
import { makeImage } from '@platform/testkit/media';
import { startFaultyS3Proxy, type FaultyS3Proxy } from './support/faulty-s3.proxy.ts';
import {
  appliedEvents,
  hold,
  ledgerEntries,
  openBusInspector,
  type BusInspector,
} from './support/records.ts';
import { startWorkerProcess, type WorkerProcess } from './support/worker-process.ts';

const MAX_DELIVER = 3;
const i2vPath = (project: string) => `/api/v2/studio/projects/${project}/jobs/image-to-video/`;
const I2T = '/api/v2/studio/jobs/image-to-text/';

let stack: StudioStack;
let bus: BusInspector;
let proxy: FaultyS3Proxy;
let worker: WorkerProcess | undefined;
let tempDir: string;
let account: Account;
let projectId: string;

beforeAll(async () => {
  stack = await startStudioStack({ worker: false });
  bus = await openBusInspector(stack.busPrefix);
  proxy = await startFaultyS3Proxy(stack.s3.endpoint);
  tempDir = await mkdtemp(join(tmpdir(), 'e2e-poison-'));
  worker = await startWorkerProcess({
    busPrefix: stack.busPrefix,
    s3: { ...stack.s3, endpoint: proxy.endpoint },
    tempDir,
    maxDeliver: MAX_DELIVER,
  });
  account = await stack.account('5');
  const project = await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'Poison' });
  expect(project.status).toBe(201);
  projectId = project.body.id;
});

afterAll(async () => {
  await worker?.kill();
  await bus?.close();
  await proxy?.close();
  await stack?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

async function uploadStill(name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([await makeImage(640, 360, 'jpeg')], { type: 'image/jpeg' }), name);
  const answer = await api(stack, account, 'POST', '/api/v2/studio/assets/images/', form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
}

const ended = (job: JsonBody): boolean => !['queued', 'processing'].includes(job.status);

async function finish(path: string): Promise<JsonBody> {
  return waitFor(async () => (await api(stack, account, 'GET', path)).body, ended, 45_000, 100);
}

/** The failed job's money and messages: refunded in full, one dead-letter record, one result. */
async function expectRefundedAndDeadLettered(
  jobId: string,
  quote: string,
  balanceBefore: string,
): Promise<DeadLetterRecord> {
  expect(await stack.balance(account)).toBe(balanceBefore);
  expect(await ledgerEntries(stack, jobId)).toEqual([
    { kind: 'reserve', amount: `-${quote}` },
    { kind: 'release', amount: quote },
  ]);
  expect(await hold(stack, jobId)).toEqual([
    { status: 'released', reserved_amount: quote, captured_amount: '0.0000' },
  ]);
  const events = await bus.events(jobId);
  expect(events.map((stored) => [stored.msgId, stored.event.status])).toEqual([
    [`${jobId}:processing`, 'processing'],
    [`${jobId}:result`, 'failed'],
  ]);
  expect(await appliedEvents(stack, jobId)).toEqual([`${jobId}:processing`, `${jobId}:result`]);
  const [record, ...others] = await bus.deadLetters(jobId);
  expect(others).toEqual([]);
  if (!record) throw new Error(`no dead-letter record for job ${jobId}`);
  return record;
}

describe('poison jobs', () => {
  it(
    'fails a job whose every attempt meets a storage outage after the bounded deliveries, and refunds it',
    { timeout: 120_000 },
    async () => {
      const poisonImage = await uploadStill('unreachable.jpg');
      const goodImage = await uploadStill('fine.jpg');
      proxy.failPathsContaining(`/studio/images/${poisonImage}/`);
      const before = await stack.balance(account);

      const body = (image: string) => ({
        start_frame: image,
        model_name: 'hexal_fast_i2v',
        model_config: { camera_movement: 'tilt_up' },
        requested_resolution: '480p',
        requested_video_duration: 2,
      });
      const created = await api(stack, account, 'POST', i2vPath(projectId), body(poisonImage));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.cost_credits).toBe('0.1000');
      expect(await stack.balance(account)).toBe(minus(before, '0.1'));
      const jobId: string = created.body.id;

      const job = await finish(`${i2vPath(projectId)}${jobId}/`);
      expect(job.status, worker?.output()).toBe('failed');
      expect(job.error_message).toMatch(new RegExp(`^The job failed after ${MAX_DELIVER} attempts: \\S`));
      expect(job.error_message).not.toMatch(/127\.0\.0\.1|https?:/);
      expect(job).toMatchObject({ cost_credits: '0.0000', video: null, last_frame: null });
      expect(job.finished_at).toEqual(expect.any(String));
      // A failed job is terminal: cancel is refused with {detail} and changes nothing (checked below).
      const cancel = await api(stack, account, 'POST', `${i2vPath(projectId)}${jobId}/cancel/`);
      expect(cancel.status).toBe(400);
      expect(cancel.body).toEqual({ detail: expect.stringContaining('failed') });

      // Every delivery asked storage for the input and was refused (the S3 client retries once
      // itself, so a delivery makes one or two requests); none came after the dead-lettering.
      expect(proxy.refused.length).toBeGreaterThanOrEqual(MAX_DELIVER);
      expect(proxy.refused.every((line) => line.startsWith('HEAD ') && line.includes(poisonImage))).toBe(
        true,
      );
      const refusedAtFailure = proxy.refused.length;
      const record = await expectRefundedAndDeadLettered(jobId, '0.1000', before);
      expect(record).toMatchObject({
        reason: 'handler_failed',
        deliveryCount: MAX_DELIVER,
        consumer: 'media-worker-image_to_video',
        subject: bus.names.jobs.subject('image_to_video'),
      });
      expect(JSON.parse(record.payload)).toMatchObject({
        job_id: jobId,
        owner: 'studio',
        account_id: account.id,
      });
      await waitFor(
        () => bus.queuedJobs(),
        (count) => count === 0,
        10_000,
      );
      expect((await api(stack, account, 'GET', '/api/v2/studio/assets/videos/')).body.count).toBe(0);

      // The worker is still up and takes the next job of the same kind.
      const next = await api(stack, account, 'POST', i2vPath(projectId), body(goodImage));
      expect(next.status).toBe(201);
      const done = await finish(`${i2vPath(projectId)}${next.body.id}/`);
      expect(done.status, done.error_message).toBe('completed');
      expect(done.video).toMatchObject({ height: 480, codec_id: 'h264' });
      expect(await stack.balance(account)).toBe(minus(before, done.cost_credits));
      expect(proxy.refused).toHaveLength(refusedAtFailure);
      expect(worker?.running()).toBe(true);
    },
  );

  it(
    'fails a job whose input object vanished from storage at once, and refunds it',
    { timeout: 120_000 },
    async () => {
      const lostImage = await uploadStill('lost.jpg');
      const goodImage = await uploadStill('kept.jpg');
      // The asset row stays; its stored file is gone (a storage lifecycle rule, an operator). The
      // object key is the path of the asset's pre-signed URL, after the bucket.
      const asset = await api(stack, account, 'GET', `/api/v2/studio/assets/images/${lostImage}/`);
      const key = decodeURIComponent(new URL(asset.body.file).pathname).slice(`/${stack.s3.bucket}/`.length);
      expect(key).toMatch(
        new RegExp(`^${stack.keys.prefix(account.id)}studio/images/${lostImage}/original\\.`),
      );
      await stack.storage.remove(key);
      expect(await stack.storage.stat(key)).toBeNull();
      const before = await stack.balance(account);
      const refusedBefore = proxy.refused.length;

      const created = await api(stack, account, 'POST', I2T, {
        image_asset: lostImage,
        fidelity_level: 'mid',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const quote: string = created.body.cost_credits;
      expect(await stack.balance(account)).toBe(minus(before, quote));

      const job = await finish(`${I2T}${created.body.id}/`);
      expect(job.status, worker?.output()).toBe('failed');
      expect(job.error_message).toBe('The input image does not exist in storage.');
      expect(job).toMatchObject({ cost_credits: '0.0000', text: null });
      const cancel = await api(stack, account, 'POST', `${I2T}${created.body.id}/cancel/`);
      expect(cancel.status).toBe(400);
      expect(cancel.body).toEqual({ detail: expect.stringContaining('failed') });

      const record = await expectRefundedAndDeadLettered(created.body.id, quote, before);
      expect(record).toMatchObject({
        reason: 'non_retryable',
        deliveryCount: 1,
        consumer: 'media-worker-image_to_text',
        error: 'The input image does not exist in storage.',
      });
      expect(proxy.refused).toHaveLength(refusedBefore);

      const next = await api(stack, account, 'POST', I2T, { image_asset: goodImage, fidelity_level: 'mid' });
      expect(next.status).toBe(201);
      const done = await finish(`${I2T}${next.body.id}/`);
      expect(done.status, done.error_message).toBe('completed');
      expect(done.text.text.length).toBeGreaterThan(20);
      expect(await stack.balance(account)).toBe(minus(before, done.cost_credits));
      expect(worker?.running()).toBe(true);
    },
  );
});
