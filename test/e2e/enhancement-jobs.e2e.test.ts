// One file over 300 lines: one suite sharing one running stack (each e2e file starts its own).
// Enhancement jobs end to end through the gateway with real billing, NATS JetStream, S3, the
// media worker and ffmpeg: a real clip is uploaded, enhanced, measured and charged once; cancel
// releases the credits; deleting the restored video removes its file and marks the record.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTempDir, ffmpegRunnerFromEnv, probeMedia, type TempDir } from '@platform/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVideoWithTone } from '@platform/testkit/media';
import {
  minus,
  serveEnhancementApi,
  type Caller,
  type EnhancementApi,
  type Json,
} from './support/enhancement-api.ts';
import {
  startEnhancementFixture,
  type EnhancementFixture,
} from '../../services/enhancement/src/testing/enhancement.fixture.ts';

// The rule in force on these stacks (as on the local stack): plain http, and this machine, allowed.
const LOCAL_RULE =
  'this deployment accepts https or http URLs whose host resolves only to public addresses or 127.0.0.0/8.';

const SLOW = 240_000;
const runner = ffmpegRunnerFromEnv();
let fixture: EnhancementFixture;
let http: EnhancementApi;
let dir: TempDir;
let clip: string;

beforeAll(async () => {
  fixture = await startEnhancementFixture();
  dir = await createTempDir({ prefix: 'enh-jobs-' });
  clip = join(dir.path, 'clip.mp4');
  await writeFile(clip, await makeVideoWithTone(320, 180, 2));
  http = await serveEnhancementApi(fixture);
}, SLOW);

afterAll(async () => {
  await http?.close();
  await fixture?.close();
  await dir?.remove();
});

const account = (credits: string) => http.account(credits);
const api = (who: Caller, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  http.call(who, method, path, body, headers);
const upload = (who: Caller) => http.upload(who, clip);
const balance = (accountId: string) => http.balance(accountId);
const waitForJob = (who: Caller, id: number, done: (job: Json) => boolean) =>
  http.waitForJob(who, id, done, SLOW - 20_000);

describe('enhancement jobs', () => {
  it(
    'refuses what cannot run: impossible settings, short credits, another account video',
    { timeout: SLOW },
    async () => {
      const poor = await account('0.0001');
      const video = await upload(poor);
      const impossible = await api(poor, 'POST', '/api/jobs/', {
        input_video: video,
        ml_models: [1, 2],
        fps_interpolation_factor: 2,
        end_frame: 61,
      });
      expect(impossible.status).toBe(400);
      // No default interpolator makes a 2560x1440 output (RIFE 1280, minterpolate 1920 at most).
      expect(Object.keys(impossible.body.errors).sort()).toEqual([
        'end_frame',
        'fps_interpolation_factor',
        'ml_models',
      ]);
      const short = await api(poor, 'POST', '/api/jobs/', { input_video: video, ml_models: [1] });
      expect(short.status).toBe(402);
      expect(short.body.code).toBe('insufficient_credits');
      // A webhook_url the webhook endpoint rule refuses: a field error, before anything is written.
      for (const [webhookUrl, error] of [
        ['ftp://hooks.example.com/in', `"ftp" URLs are refused: ${LOCAL_RULE}`],
        [
          'http://10.0.0.7/hook',
          `The URL points to a private, loopback or otherwise non-public address: ${LOCAL_RULE}`,
        ],
      ]) {
        const refused = await api(poor, 'POST', '/api/jobs/', {
          input_video: video,
          ml_models: [1],
          webhook_url: webhookUrl,
        });
        expect(refused.status, JSON.stringify(refused.body)).toBe(400);
        expect(refused.body.errors).toEqual({ webhook_url: [error] });
      }
      const other = await account('5');
      expect((await api(other, 'POST', '/api/jobs/', { input_video: video, ml_models: [1] })).status).toBe(
        404,
      );
      expect((await api(poor, 'GET', '/api/jobs/')).body.count).toBe(0);
      expect(await balance(poor.id)).toBe('0.0001');
    },
  );

  it('cancels a queued job and releases its credits', { timeout: SLOW }, async () => {
    const owner = await account('5');
    const video = await upload(owner);
    // No worker runs yet: the job stays queued until cancelled. Its own webhook is echoed and on every event.
    const hook = 'http://127.0.0.1:9/enhancement-hook';
    const created = await api(owner, 'POST', '/api/jobs/', {
      input_video: video,
      ml_models: [1],
      webhook_url: hook,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'queued',
      processing_progress: 0,
      output_video: null,
      cost_usd: '0.0200',
      webhook_url: hook,
    });
    expect(await balance(owner.id)).toBe('4.9800');
    const cancelled = await api(owner, 'POST', `/api/jobs/${created.body.id}/cancel/`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cost_usd: '0.0000' });
    expect(await balance(owner.id)).toBe('5.0000');
    const again = await api(owner, 'POST', `/api/jobs/${created.body.id}/cancel/`);
    expect(again.status).toBe(400);
    expect(Object.keys(again.body)).toEqual(['detail']);
    // The job events show the job as the legacy read does, after each change.
    const read = await api(owner, 'GET', `/api/jobs/${created.body.id}/`);
    const events = await fixture.jobEvents(created.body.id);
    expect(events.map((event) => [event.type, event.data.kind, event.account_id])).toEqual([
      ['job.created', 'enhancement', owner.id],
      ['job.cancelled', 'enhancement', owner.id],
    ]);
    expect(events[0]?.data.job).toMatchObject({ id: created.body.id, status: 'queued', webhook_url: hook });
    expect(events.map((event) => event.webhook_url)).toEqual([hook, hook]);
    const unsigned = (value: unknown) =>
      JSON.parse(JSON.stringify(value).replace(/\?X-Amz-[^"]*/g, '')) as unknown;
    expect(unsigned(events[1]?.data.job)).toEqual(unsigned(read.body));
  });

  it(
    'fails a job whose input video was deleted before it ran, and refunds it',
    { timeout: SLOW },
    async () => {
      const owner = await account('5');
      const video = await upload(owner);
      const created = await api(owner, 'POST', '/api/jobs/', { input_video: video, ml_models: [1] });
      expect(created.status).toBe(201);
      expect(await balance(owner.id)).toBe(minus('5', created.body.cost_usd));
      // The job is still queued (no worker yet): deleting its input removes the file it needs.
      expect((await api(owner, 'DELETE', `/api/videos/${video}/`)).status).toBe(204);
      await fixture.startWorker();
      const failed = await waitForJob(owner, created.body.id, (job) =>
        ['completed', 'failed'].includes(job.status),
      );
      expect(failed).toMatchObject({
        status: 'failed',
        cost_usd: '0.0000',
        output_video: null,
        input_video: null,
      });
      expect(failed.error_message).toMatch(/input video does not exist/);
      expect(await balance(owner.id)).toBe('5.0000');
    },
  );

  it(
    'fails a job whose input passes the upload checks but breaks the enhancement (poison), and refunds it',
    { timeout: SLOW },
    async () => {
      // One H.264 stream whose picture size changes halfway (320x180, then 160x90), as a camera that
      // switched modes writes: ffprobe measures 320x180 and 60 frames and both stills decode, but
      // ffmpeg restarts its filters at the change (without the in-run score it would even end
      // "successfully" with a short video, which the engine's planned-frames check refuses).
      const halves = [
        ['320x180', 'a.h264'],
        ['160x90', 'b.h264'],
      ].map(([size, name]) => [size, join(dir.path, name as string)] as const);
      for (const [size, path] of halves) {
        await runner.ffmpeg([
          '-f',
          'lavfi',
          '-protocol_whitelist',
          'file,pipe',
          '-i',
          `testsrc2=size=${size}:rate=30:duration=1`,
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-pix_fmt',
          'yuv420p',
          '-f',
          'h264',
          path,
        ]);
      }
      const stream = join(dir.path, 'switching.h264');
      await writeFile(stream, Buffer.concat(await Promise.all(halves.map(([, path]) => readFile(path)))));
      const poison = join(dir.path, 'switching.mp4');
      await runner.ffmpeg([
        '-r',
        '30',
        '-protocol_whitelist',
        'file,pipe',
        '-i',
        stream,
        '-f',
        'lavfi',
        '-protocol_whitelist',
        'file,pipe',
        '-i',
        'sine=frequency=440:sample_rate=48000:duration=2',
        '-c:v',
        'copy',
        '-c:a',
        'aac',
        '-shortest',
        '-movflags',
        '+faststart',
        poison,
      ]);
      const owner = await account('5');
      const video = await http.upload(owner, poison);
      expect((await api(owner, 'GET', `/api/videos/${video}/`)).body).toMatchObject({
        width: 320,
        height: 180,
        n_frames: 60,
      });
      await fixture.startWorker();
      const created = await api(owner, 'POST', '/api/jobs/', { input_video: video, ml_models: [1] });
      expect(created.status).toBe(201);
      expect(await balance(owner.id)).toBe(minus('5', created.body.cost_usd));
      const failed = await waitForJob(owner, created.body.id, (job) =>
        ['completed', 'failed'].includes(job.status),
      );
      expect(failed).toMatchObject({ status: 'failed', cost_usd: '0.0000', output_video: null });
      // ffmpeg either stops at the change (the in-run SSIM takes frames of one size) or ends short,
      // which the engine refuses: either way a readable reason.
      expect(failed.error_message).toMatch(/^(ffmpeg failed|The input video could not be enhanced)/);
      expect(await balance(owner.id)).toBe('5.0000');
      expect((await api(owner, 'GET', '/api/restored-videos/')).body.count).toBe(0);
      // Nothing of the job stays stored.
      expect(await fixture.storage.removePrefix(fixture.keys.prefix(owner.id, 'enhancement', 'jobs'))).toBe(
        0,
      );
    },
  );

  it(
    'enhances a real clip: 2x with comparison, charged once, restored video deletable',
    { timeout: SLOW },
    async () => {
      await fixture.startWorker();
      const owner = await account('5');
      const video = await upload(owner);
      const body = {
        input_video: video,
        ml_models: [1],
        sharpen_strength: 30,
        grain: 5,
        comparison: true,
        description: 'holiday',
      };
      const created = await api(owner, 'POST', '/api/jobs/', body, { 'Idempotency-Key': 'enh-1' });
      expect(created.status).toBe(201);
      const quote = created.body.cost_usd as string;
      const replay = await api(owner, 'POST', '/api/jobs/', body, { 'Idempotency-Key': 'enh-1' });
      expect(replay.body.id).toBe(created.body.id);

      const done = await waitForJob(owner, created.body.id, (job) =>
        ['completed', 'failed'].includes(job.status),
      );
      expect(done.status).toBe('completed');
      expect(done).toMatchObject({
        processing_progress: 100,
        cost_usd: quote,
        eta_s: 0,
        description: 'holiday',
        comparison: true,
        start_frame: 0,
        end_frame: 60,
      });
      expect(done.input_video).toMatchObject({ id: video, width: 320, height: 180, n_frames: 60 });
      const output = done.output_video;
      expect(output).toMatchObject({
        job_id: done.id,
        width: 640,
        height: 360,
        n_frames: 60,
        framerate: 30,
        owner: Number(owner.id),
        deleted: null,
      });
      expect(output.quality_score).toBeGreaterThan(0);
      // Its completion event carries the restored video the completion recorded in the same transaction.
      const events = await fixture.jobEvents(done.id);
      const completed = events.filter((event) => event.type === 'job.completed');
      // While it ran: job.progress events, at most one a second, each with the job's progress and ETA.
      const progress = events.filter((event) => event.type === 'job.progress');
      expect(progress.length, JSON.stringify(events.map((event) => event.type))).toBeGreaterThan(0);
      for (const event of progress) {
        expect(event.data.job).toMatchObject({ status: 'processing', eta_s: expect.any(Number) });
        expect(event.data.job.processing_progress).toBeGreaterThan(0);
      }
      const times = progress.map((event) => Date.parse(event.created_at));
      for (let i = 1; i < times.length; i += 1)
        expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(1_000);
      expect(completed).toHaveLength(1);
      expect(completed[0]?.data.job).toMatchObject({
        status: 'completed',
        output_video: { id: output.id, width: 640, height: 360 },
      });
      expect(output.quality_score).toBeLessThanOrEqual(100);
      expect(output.preview_videos.before_video).toMatch(/^http/);
      expect(output.preview_videos.after_video).toBe(output.file);
      expect(await balance(owner.id)).toBe(minus('5', quote));

      const path = join(dir.path, `out-${done.id}.mp4`);
      await writeFile(path, Buffer.from(await (await fetch(output.file)).arrayBuffer()));
      const facts = await probeMedia(runner, path);
      expect([facts.video?.width, facts.video?.height, facts.video?.num_frames]).toEqual([640, 360, 60]);
      expect(facts.audio?.duration_s).toBeCloseTo(2, 1);

      const list = await api(owner, 'GET', '/api/jobs/?limit=1');
      expect(list.body.results.map((job: Json) => job.id)).toEqual([done.id]);
      const bad = await api(owner, 'GET', '/api/jobs/?limit=abc');
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body)).toEqual(['detail']);
      expect((await api(owner, 'POST', `/api/jobs/${done.id}/cancel/`)).status).toBe(400);

      const restored = await api(owner, 'GET', '/api/restored-videos/');
      expect(restored.body.results.map((entry: Json) => entry.id)).toEqual([output.id]);
      const stranger = await account('1');
      expect((await api(stranger, 'DELETE', `/api/restored-videos/${output.id}/`)).status).toBe(404);
      expect((await api(owner, 'DELETE', `/api/restored-videos/${output.id}/`)).status).toBe(204);
      expect((await fetch(output.file)).status).toBe(404);
      const after = await api(owner, 'GET', `/api/jobs/${done.id}/`);
      expect(after.body.output_video.deleted).toMatch(/Z$/);
      expect(after.body.output_video.file).toBeNull();
      expect(await balance(owner.id)).toBe(minus('5', quote));
    },
  );
});
