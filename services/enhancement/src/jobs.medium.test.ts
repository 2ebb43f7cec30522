// Enhancement jobs end to end through the gateway with real billing, NATS JetStream, S3, the
// media worker and ffmpeg: a real clip is uploaded, enhanced, measured and charged once; cancel
// releases the credits; deleting the restored video removes its file and marks the record.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Credits } from '@platform/catalogue';
import { createLogger } from '@platform/logging';
import { createTempDir, ffmpegRunnerFromEnv, probeMedia, type TempDir } from '@platform/media';
import { uniqueSuffix } from '@platform/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../gateway/src/app.ts';
import { createBillingClient } from '../../gateway/src/clients/billing.client.ts';
import { createEnhancementClient } from '../../gateway/src/clients/enhancement.client.ts';
import { loadGatewayConfig } from '../../gateway/src/config.ts';
import { enhancementRoutes } from '../../gateway/src/routes/enhancement/index.ts';
import { serveGateway, type ServedGateway } from '../../gateway/src/testing/http-server.ts';
import { startEnhancementFixture, type EnhancementFixture } from './testing/enhancement.fixture.ts';

const SLOW = 240_000;
const runner = ffmpegRunnerFromEnv();
let fixture: EnhancementFixture;
let served: ServedGateway;
let dir: TempDir;
let operator: ReturnType<typeof createBillingClient>;
let clip: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeAll(async () => {
  fixture = await startEnhancementFixture();
  dir = await createTempDir({ prefix: 'enh-jobs-' });
  clip = join(dir.path, 'clip.mp4');
  await runner.ffmpeg([
    '-f', 'lavfi', '-protocol_whitelist', 'file,pipe', '-i', 'testsrc2=size=320x180:rate=30:duration=2',
    '-f', 'lavfi', '-protocol_whitelist', 'file,pipe', '-i', 'sine=frequency=440:sample_rate=48000:duration=2',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip,
  ]);
  operator = createBillingClient(fixture.billing.address, { deadlineMs: 20_000 });
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 's'.repeat(32),
    RATE_LIMIT_JOB_CREATE_BURST: '1000',
    RATE_LIMIT_JOB_CREATE_PER_MINUTE: '1000',
  });
  const gateway = createGateway({
    config,
    logger: createLogger('gateway-test', 'silent'),
    billing: createBillingClient(fixture.billing.address, { deadlineMs: 20_000 }),
    routes: () =>
      enhancementRoutes({
        enhancement: createEnhancementClient(fixture.handle.address, { deadlineMs: 60_000 }),
        uploads: { storage: fixture.storage, keys: fixture.keys, maxVideoBytes: 50 * 1024 * 1024, bodyLimitBytes: 1024 * 1024, mediaDeadlineMs: 120_000 },
      }),
  });
  served = await serveGateway(gateway);
}, SLOW);

afterAll(async () => {
  await served?.close();
  operator?.close();
  await fixture?.close();
  await dir?.remove();
});

async function account(credits: string) {
  const created = await operator.CreateAccount({ email: `enh-${uniqueSuffix()}@example.com`, credits });
  return { id: String(created.account?.id), headers: { Authorization: `Token ${created.api_key}` } };
}

async function api(who: { headers: Record<string, string> }, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = { method, headers: { ...who.headers, ...headers } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await fetch(`${served.url}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}

async function upload(who: { headers: Record<string, string> }): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([await readFile(clip)], { type: 'video/mp4' }), 'clip.mp4');
  const created = await api(who, 'POST', '/api/videos/', form);
  expect(created.status).toBe(201);
  return created.body.id as number;
}

const balance = async (accountId: string) => (await operator.GetBalance({ account_id: accountId })).balance;
const minus = (from: string, amount: string) => Credits.parse(from).sub(Credits.parse(amount)).format();

async function waitForJob(who: { headers: Record<string, string> }, id: number, done: (job: Json) => boolean): Promise<Json> {
  const deadline = Date.now() + SLOW - 20_000;
  for (;;) {
    const { body } = await api(who, 'GET', `/api/jobs/${id}/`);
    if (done(body)) return body;
    if (Date.now() > deadline) throw new Error(`job ${id} did not settle: ${JSON.stringify(body).slice(0, 1000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('enhancement jobs', () => {
  it('refuses what cannot run: impossible settings, short credits, another account video', { timeout: SLOW }, async () => {
    const poor = await account('0.0001');
    const video = await upload(poor);
    const impossible = await api(poor, 'POST', '/api/jobs/', { input_video: video, ml_models: [1, 2], fps_interpolation_factor: 2, end_frame: 61 });
    expect(impossible.status).toBe(400);
    expect(Object.keys(impossible.body.errors).sort()).toEqual(['end_frame', 'fps_interpolation_factor', 'ml_models']);
    const short = await api(poor, 'POST', '/api/jobs/', { input_video: video, ml_models: [1] });
    expect(short.status).toBe(402);
    expect(short.body.code).toBe('insufficient_credits');
    const other = await account('5');
    expect((await api(other, 'POST', '/api/jobs/', { input_video: video, ml_models: [1] })).status).toBe(404);
    expect((await api(poor, 'GET', '/api/jobs/')).body.count).toBe(0);
    expect(await balance(poor.id)).toBe('0.0001');
  });

  it('cancels a queued job and releases its credits', { timeout: SLOW }, async () => {
    const owner = await account('5');
    const video = await upload(owner);
    // No worker runs yet: the job stays queued until cancelled.
    const created = await api(owner, 'POST', '/api/jobs/', { input_video: video, ml_models: [1] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'queued', processing_progress: 0, output_video: null, cost_usd: '0.0200' });
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
    expect(events[0]?.data.job).toMatchObject({ id: created.body.id, status: 'queued' });
    const unsigned = (value: unknown) => JSON.parse(JSON.stringify(value).replace(/\?X-Amz-[^"]*/g, '')) as unknown;
    expect(unsigned(events[1]?.data.job)).toEqual(unsigned(read.body));
  });

  it('fails a job whose input video was deleted before it ran, and refunds it', { timeout: SLOW }, async () => {
    const owner = await account('5');
    const video = await upload(owner);
    const created = await api(owner, 'POST', '/api/jobs/', { input_video: video, ml_models: [1] });
    expect(created.status).toBe(201);
    expect(await balance(owner.id)).toBe(minus('5', created.body.cost_usd));
    // The job is still queued (no worker yet): deleting its input removes the file it needs.
    expect((await api(owner, 'DELETE', `/api/videos/${video}/`)).status).toBe(204);
    await fixture.startWorker();
    const failed = await waitForJob(owner, created.body.id, (job) => ['completed', 'failed'].includes(job.status));
    expect(failed).toMatchObject({ status: 'failed', cost_usd: '0.0000', output_video: null, input_video: null });
    expect(failed.error_message).toMatch(/input video does not exist/);
    expect(await balance(owner.id)).toBe('5.0000');
  });

  it('enhances a real clip: 2x with comparison, charged once, restored video deletable', { timeout: SLOW }, async () => {
    await fixture.startWorker();
    const owner = await account('5');
    const video = await upload(owner);
    const body = { input_video: video, ml_models: [1], sharpen_strength: 30, grain: 5, comparison: true, description: 'holiday' };
    const created = await api(owner, 'POST', '/api/jobs/', body, { 'Idempotency-Key': 'enh-1' });
    expect(created.status).toBe(201);
    const quote = created.body.cost_usd as string;
    const replay = await api(owner, 'POST', '/api/jobs/', body, { 'Idempotency-Key': 'enh-1' });
    expect(replay.body.id).toBe(created.body.id);

    const done = await waitForJob(owner, created.body.id, (job) => ['completed', 'failed'].includes(job.status));
    expect(done.status).toBe('completed');
    expect(done).toMatchObject({ processing_progress: 100, cost_usd: quote, eta_s: 0, description: 'holiday', comparison: true, start_frame: 0, end_frame: 60 });
    expect(done.input_video).toMatchObject({ id: video, width: 320, height: 180, n_frames: 60 });
    const output = done.output_video;
    expect(output).toMatchObject({ job_id: done.id, width: 640, height: 360, n_frames: 60, framerate: 30, owner: Number(owner.id), deleted: null });
    expect(output.quality_score).toBeGreaterThan(0);
    // Its completion event carries the restored video the completion recorded in the same transaction.
    const completed = (await fixture.jobEvents(done.id)).filter((event) => event.type === 'job.completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]?.data.job).toMatchObject({ status: 'completed', output_video: { id: output.id, width: 640, height: 360 } });
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
  });
});
