// A media worker killed mid-enhancement, end to end through the gateway: the worker runs as its
// own process (the deployable, `services/media-worker/src/main.ts`) and is SIGKILLed, ffmpeg
// included, while the enhancement's main run is going (its runs never end by themselves:
// testing/endless-ffmpeg.sh). JetStream redelivers the unacknowledged job to a new worker
// process after the ack wait, and the job must end completed exactly once: one restored video,
// only the stored files the records name (nothing orphaned by the dead attempt), one stored
// result event and exactly one capture of exactly the quote.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegRunnerFromEnv, probeMedia } from '../../packages/media/src/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideoWithTone } from '@platform/testkit/media';
import { minus, serveEnhancementApi, type EnhancementApi, type Json } from './support/enhancement-api.ts';
import {
  startEnhancementFixture,
  type EnhancementFixture,
} from '../../services/enhancement/src/testing/enhancement.fixture.ts';
import { processesMatching } from '../../services/media-worker/src/testing/processes.ts';
import { hold, ledgerEntries, openBusInspector, type BusInspector } from './support/records.ts';
import { startWorkerProcess, type WorkerProcess } from './support/worker-process.ts';

const ACK_WAIT_MS = 3_000;
const runner = ffmpegRunnerFromEnv();

let fixture: EnhancementFixture;
let http: EnhancementApi;
let bus: BusInspector;
let tempDir: string;
let clip: string;
const workers: WorkerProcess[] = [];

async function worker(renders: 'finite' | 'endless' = 'finite'): Promise<WorkerProcess> {
  const started = await startWorkerProcess({
    busPrefix: fixture.busPrefix,
    s3: fixture.s3,
    tempDir,
    ackWaitMs: ACK_WAIT_MS,
    renders,
  });
  workers.push(started);
  return started;
}

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Rows of a query on the enhancement database. */
async function select(sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  return fixture.handle.orm.em.fork().execute(sql, params);
}

beforeAll(async () => {
  fixture = await startEnhancementFixture();
  http = await serveEnhancementApi(fixture);
  bus = await openBusInspector(fixture.busPrefix);
  tempDir = await mkdtemp(join(tmpdir(), 'e2e-enhance-crash-'));
  clip = join(tempDir, 'clip.mp4');
  await writeFile(clip, await makeVideoWithTone(320, 180, 2));
}, 120_000);

afterAll(async () => {
  await Promise.all(workers.map((started) => started.kill()));
  await bus?.close();
  await http?.close();
  await fixture?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

describe('a media worker killed mid-enhancement', () => {
  it(
    'is redelivered to a new worker: one restored video, no orphaned file, one result, one capture',
    { timeout: 240_000 },
    async () => {
      const owner = await http.account('5');
      const video = await http.upload(owner, clip);
      const first = await worker('endless');
      const created = await http.call(owner, 'POST', '/api/jobs/', {
        input_video: video,
        ml_models: [1],
        sharpen_strength: 30,
        grain: 5,
        comparison: true,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const quote: string = created.body.cost_usd;
      const [row] = await select('select id::text as id from enhancement.jobs where public_id = ?', [
        created.body.id,
      ]);
      const jobId = String(row?.id);
      const read = async (): Promise<Json> =>
        (await http.call(owner, 'GET', `/api/jobs/${created.body.id}/`)).body;

      const running = await waitFor(read, (job) => job.status !== 'queued', 30_000, 'the job started');
      expect(running.status, first.output()).toBe('processing');
      // Killed while ffmpeg enhances: a child process, half-written local files, the hold open.
      await waitFor(
        () => processesMatching(tempDir),
        (pids) => pids.length > 0,
        30_000,
        'ffmpeg enhancing',
      );
      expect(await first.kill()).toEqual({ code: null, signal: 'SIGKILL' });

      expect((await read()).status).toBe('processing');
      expect((await bus.events(jobId)).map((stored) => stored.event.status)).toEqual(['processing']);
      expect(await bus.queuedJobs()).toBe(1);
      expect(await http.balance(owner.id)).toBe(minus('5', quote));
      await waitFor(
        () => processesMatching(tempDir),
        (pids) => pids.length === 0,
        10_000,
        'the dead worker ffmpeg gone',
      );

      const second = await worker();
      const done = await http.waitForJob(
        owner,
        created.body.id,
        (job) => job.status !== 'processing',
        180_000,
      );
      expect(done.status, `${done.error_message}\n${second.output()}`).toBe('completed');
      expect(done).toMatchObject({ cost_usd: quote, processing_progress: 100 });
      expect(done.output_video).toMatchObject({ width: 640, height: 360, n_frames: 60 });
      const local = join(tempDir, 'restored.mp4');
      await writeFile(local, Buffer.from(await (await fetch(done.output_video.file)).arrayBuffer()));
      const facts = await probeMedia(runner, local);
      expect([facts.video?.width, facts.video?.height, facts.video?.num_frames]).toEqual([640, 360, 60]);

      // One restored video ...
      const restored = await http.call(owner, 'GET', '/api/restored-videos/');
      expect(restored.body.results.map((entry: Json) => entry.id)).toEqual([done.output_video.id]);
      // ... and in the account's enhancement folder exactly the files the records name: the dead
      // attempt left nothing behind and the redo wrote over nothing else.
      const named = new Set<string>();
      const records = [
        ...(await select(
          'select file_key, thumbnail_key, last_frame_key from enhancement.input_videos where id = ?',
          [video],
        )),
        ...(await select(
          'select file_key, thumbnail_key, last_frame_key, before_key, side_by_side_key from enhancement.restored_videos where job_id = ?',
          [jobId],
        )),
      ];
      for (const record of records)
        for (const key of Object.values(record)) if (typeof key === 'string') named.add(key);
      expect(named.size).toBe(8); // input video, its two stills; output, two stills, before, side by side
      for (const key of named) expect(await fixture.storage.stat(key), key).not.toBeNull();

      // Exactly one charge of exactly the quote.
      expect(await http.balance(owner.id)).toBe(minus('5', quote));
      expect((await ledgerEntries(fixture, jobId)).map((entry) => entry.kind)).toEqual([
        'reserve',
        'capture',
      ]);
      expect(await hold(fixture, jobId)).toEqual([
        { status: 'captured', reserved_amount: quote, captured_amount: quote },
      ]);
      // The second worker re-published under the same message ids: one `processing`, one result.
      expect((await bus.events(jobId)).map((stored) => stored.event.status)).toEqual([
        'processing',
        'completed',
      ]);
      await waitFor(
        () => bus.queuedJobs(),
        (count) => count === 0,
        10_000,
        'the job acked',
      );
      expect(await bus.deadLetters()).toEqual([]);
      // The new worker removed the dead worker's temp dir at start-up and its own when done.
      expect((await readdir(tempDir)).filter((name) => name.startsWith('media-job-'))).toEqual([]);
      expect(await second.stop()).toEqual({ code: 0, signal: null });
      // Counted last (it empties the folder): nothing else is stored for the account.
      expect(await fixture.storage.removePrefix(fixture.keys.prefix(owner.id, 'enhancement'))).toBe(
        named.size,
      );
    },
  );
});
