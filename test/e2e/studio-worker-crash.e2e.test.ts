// A media worker killed mid-job, end to end through the gateway: the worker runs as its own
// process (the deployable, `services/media-worker/src/main.ts`) and is SIGKILLed, ffmpeg children
// included, while the job is `processing`. JetStream redelivers the unacknowledged job to a new
// worker process after the ack wait, and the job must end completed exactly once: one video, one
// stored result event, one applied result, and exactly one capture of exactly the quote.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processesMatching } from '../../services/media-worker/src/testing/processes.ts';
import {
  api,
  minus,
  startStudioStack,
  waitFor,
  type Account,
  type JsonBody,
  type StudioStack,
} from './support/studio-stack.ts';
import { download, makeImage, probeVideoBytes } from '@platform/testkit/media';
import {
  appliedEvents,
  hold,
  ledgerEntries,
  openBusInspector,
  type BusInspector,
} from './support/records.ts';
import { startWorkerProcess, type WorkerProcess } from './support/worker-process.ts';

const ACK_WAIT_MS = 3_000;
const i2vPath = (project: string) => `/api/v2/studio/projects/${project}/jobs/image-to-video/`;

let stack: StudioStack;
let bus: BusInspector;
let tempDir: string;
const workers: WorkerProcess[] = [];

async function worker(renders: 'finite' | 'endless' = 'finite'): Promise<WorkerProcess> {
  const started = await startWorkerProcess({
    busPrefix: stack.busPrefix,
    s3: stack.s3,
    tempDir,
    ackWaitMs: ACK_WAIT_MS,
    renders,
  });
  workers.push(started);
  return started;
}

beforeAll(async () => {
  stack = await startStudioStack({ worker: false });
  bus = await openBusInspector(stack.busPrefix);
  tempDir = await mkdtemp(join(tmpdir(), 'e2e-worker-crash-'));
});

afterAll(async () => {
  await Promise.all(workers.map((started) => started.kill()));
  await bus?.close();
  await stack?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

async function uploadStill(account: Account): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([await makeImage(1280, 720, 'jpeg')], { type: 'image/jpeg' }), 'still.jpg');
  const answer = await api(stack, account, 'POST', '/api/v2/studio/assets/images/', form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
}

describe('a media worker killed mid-job', () => {
  it(
    'is redelivered to a new worker: one completion, one video, one result, one capture',
    { timeout: 120_000 },
    async () => {
      const account = await stack.account('5');
      const project = await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'Crash' });
      expect(project.status).toBe(201);
      const imageId = await uploadStill(account);
      // Its renders never end by themselves: ffmpeg is still rendering when the test kills it.
      const first = await worker('endless');

      const created = await api(stack, account, 'POST', i2vPath(project.body.id), {
        start_frame: imageId,
        model_name: 'hexal_fast_i2v',
        model_config: { camera_movement: 'pan_right' },
        requested_resolution: '720p',
        requested_video_duration: 10,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.cost_credits).toBe('0.5000');
      const jobId: string = created.body.id;
      const path = `${i2vPath(project.body.id)}${jobId}/`;
      const read = async (): Promise<JsonBody> => (await api(stack, account, 'GET', path)).body;

      const running = await waitFor(read, (job) => job.status !== 'queued', 30_000, 20);
      expect(running.status, first.output()).toBe('processing');
      // Kill it while ffmpeg renders: the worst moment (a child process and half-written files).
      await waitFor(
        () => processesMatching(tempDir),
        (pids) => pids.length > 0,
        15_000,
        10,
      );
      expect(await first.kill()).toEqual({ code: null, signal: 'SIGKILL' });

      // The kill landed mid-job: nothing finished, the credits are still held, the job message is
      // still in the work queue (never acknowledged) and no ffmpeg of the dead worker survives.
      expect((await read()).status).toBe('processing');
      expect((await bus.events(jobId)).map((stored) => stored.msgId)).toEqual([`${jobId}:processing`]);
      expect(await bus.queuedJobs()).toBe(1);
      expect(await stack.balance(account)).toBe('4.5000');
      await waitFor(
        () => processesMatching(tempDir),
        (pids) => pids.length === 0,
        10_000,
        20,
      );

      const second = await worker();
      const job = await waitFor(read, (value) => value.status !== 'processing', 60_000, 100);
      expect(job.status, `${job.error_message}\n${second.output()}`).toBe('completed');
      expect(job.cost_credits).toBe('0.5000');
      expect(job.error_message).toBe('');

      // One real video came out of it: 720p, 10 s of H.264.
      const videos = await api(stack, account, 'GET', '/api/v2/studio/assets/videos/');
      expect(videos.body.count).toBe(1);
      expect(videos.body.results[0].id).toBe(job.video.id);
      const facts = await probeVideoBytes(await download(job.video.file));
      expect(facts).toMatchObject({ height: 720, codec_id: 'h264', num_frames: 300 });

      // Exactly one charge of exactly the quote.
      expect(await stack.balance(account)).toBe(minus('5', job.cost_credits));
      expect(await ledgerEntries(stack, jobId)).toEqual([
        { kind: 'reserve', amount: '-0.5000' },
        { kind: 'capture', amount: '0.0000' },
      ]);
      expect(await hold(stack, jobId)).toEqual([
        { status: 'captured', reserved_amount: '0.5000', captured_amount: '0.5000' },
      ]);

      // The second worker re-published under the same message ids, so the events stream keeps one
      // `processing` and one result, and studio applied each once.
      const events = await bus.events(jobId);
      expect(events.map((stored) => [stored.msgId, stored.event.status])).toEqual([
        [`${jobId}:processing`, 'processing'],
        [`${jobId}:result`, 'completed'],
      ]);
      expect(await appliedEvents(stack, jobId)).toEqual([`${jobId}:processing`, `${jobId}:result`]);
      await waitFor(
        () => bus.queuedJobs(),
        (count) => count === 0,
        10_000,
      );
      expect(await bus.deadLetters()).toEqual([]);

      // The new worker removed the dead worker's temp dir at start-up and its own when done.
      expect((await readdir(tempDir)).filter((name) => name.startsWith('media-job-'))).toEqual([]);
      expect(await second.stop()).toEqual({ code: 0, signal: null });
    },
  );
});
