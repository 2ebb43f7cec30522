// The hosted-enhancer adapter against a local provider that really enhances: it receives the
// streamed upload, runs ffmpeg (the frame range scaled to the size asked for) while the adapter
// polls, and serves the MP4. The adapter's result is measured like the built-in engine's
// (stills, SSIM score, comparison clips); refusals, wrong results and cancels end the job.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NonRetryableError } from '@platform/bus';
import { ffmpegRunnerFromEnv, probeMedia } from '@platform/media';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { classifyJobError } from '../jobs/job.errors.ts';
import type { JobEngineContext } from '../jobs/job-engine.ts';
import { jobPayload } from '../testing/worker.fixture.ts';
import { enhancingProvider, stopEnhancingRenders } from '../testing/enhancing.provider.ts';
import { sendJson, startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import { AdapterError, HttpClient } from '@platform/http-client';
import { createHttpEnhanceEngine } from './http-enhance.adapter.ts';

const runner = ffmpegRunnerFromEnv();
let server: ProviderServer;
let dir: string;
let clip: string;

const engine = createHttpEnhanceEngine({
  runner,
  http: new HttpClient({ sleep: async () => undefined }),
  env: (name) => (name === 'ENHANCER_KEY' ? 'ek-1' : undefined),
});

beforeAll(async () => {
  server = await startProviderServer();
  dir = await mkdtemp(join(tmpdir(), 'http-enhance-test-'));
  clip = join(dir, 'clip.mp4');
  await runner.ffmpeg([
    '-f', 'lavfi', '-protocol_whitelist', 'file,pipe', '-i', 'testsrc2=size=320x180:rate=30:duration=2',
    '-f', 'lavfi', '-protocol_whitelist', 'file,pipe', '-i', 'sine=frequency=440:sample_rate=48000:duration=2',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip,
  ]);
}, 60_000);
afterAll(async () => {
  stopEnhancingRenders();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  server.requests.length = 0;
});

async function jobContext(config: Record<string, unknown> = {}, signal = new AbortController().signal) {
  const tmpDir = await mkdtemp(join(dir, 'job-'));
  const progress: number[] = [];
  const context: JobEngineContext = {
    jobId: 'job-7',
    signal,
    tmpDir,
    heartbeat: () => undefined,
    progress: (fraction) => progress.push(fraction),
    engineConfig: { base_url: server.url, model: 'enhance-2x', api_key_env: 'ENHANCER_KEY', poll_interval_ms: 50, retry_base_ms: 1, ...config },
  };
  return { context, progress };
}

const job = (fields: Record<string, unknown> = {}) => jobPayload('enhancement', { owner: 'enhancement', engine: 'http-enhance', ...fields });

describe('http-enhance adapter against a local provider that enhances', () => {
  it('streams the input up, submits the plan, polls, and measures the result like its own', { timeout: 120_000 }, async () => {
    enhancingProvider(server, dir);
    const { context, progress } = await jobContext({ parameters: { denoise: 'light' } });
    const result = await engine.run({ inputPath: clip, job: job({ comparison: true, start_frame: 15, end_frame: 45, out_frames: 30 }) }, context);

    const [upload, submit] = server.requests;
    expect(upload).toMatchObject({ method: 'POST', path: '/v1/uploads' });
    expect(upload?.headers).toMatchObject({ authorization: 'Bearer ek-1', 'content-type': 'video/mp4', 'idempotency-key': 'job-7:input' });
    expect(upload?.raw.equals(await readFile(clip))).toBe(true);
    expect(submit?.headers['idempotency-key']).toBe('job-7');
    expect(submit?.body).toMatchObject({ model: 'enhance-2x', input_id: 'in-1', start_frame: 15, end_frame: 45, out_width: 640, out_height: 360, out_fps: 30, out_frames: 30, keep_audio: true, parameters: { denoise: 'light' } });

    expect(result.video).toMatchObject({ width: 640, height: 360, num_frames: 30 });
    const stored = await probeMedia(runner, result.video.path);
    expect(stored.audio?.duration_s).toBeCloseTo(1, 1);
    expect(result.thumbnail).toMatchObject({ width: 640, height: 360, format: 'jpeg' });
    expect(result.lastFrame).toMatchObject({ width: 640, height: 360 });
    // The provider scaled the same frames up: close to the input, as SSIM says.
    expect(result.qualityScore).toBeGreaterThan(80);
    expect(result.qualityScore).toBeLessThanOrEqual(100);
    expect(result.comparison?.before).toMatchObject({ width: 640, height: 360, num_frames: 30 });
    expect(result.comparison?.sideBySide).toMatchObject({ num_frames: 30 });
    expect(progress.some((value) => value > 0 && value < 0.8)).toBe(true);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((value, index) => index === 0 || value >= (progress[index - 1] ?? 0))).toBe(true);
  });

  it('fails the job (no retry) when the provider fails it, or delivers another size or too few frames', { timeout: 120_000 }, async () => {
    enhancingProvider(server, dir, { failWith: 'model overloaded with artefacts' });
    const failed = await engine.run({ inputPath: clip, job: job() }, (await jobContext()).context).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(AdapterError);
    expect((failed as AdapterError).message).toBe('http-enhance: the provider failed the job: model overloaded with artefacts');
    expect(classifyJobError(failed)).toBeInstanceOf(NonRetryableError);

    enhancingProvider(server, dir, { size: '400:224' });
    const wrong = await engine.run({ inputPath: clip, job: job() }, (await jobContext()).context).catch((error: unknown) => error);
    expect((wrong as AdapterError).message).toBe("http-enhance: the provider's video is 400x224, not the 640x360 asked for.");
    expect(classifyJobError(wrong)).toBeInstanceOf(NonRetryableError);

    enhancingProvider(server, dir, { frames: 20 });
    const short = await engine.run({ inputPath: clip, job: job() }, (await jobContext()).context).catch((error: unknown) => error);
    expect((short as AdapterError).message).toBe("http-enhance: the provider's video has 20 frames, not the 60 asked for.");
    expect(classifyJobError(short)).toBeInstanceOf(NonRetryableError);
  });

  it('retries a provider that is down, then gives up with a retryable error (the job is redelivered)', async () => {
    server.handle((_req, res) => sendJson(res, 503, { error: 'maintenance' }));
    const down = await engine.run({ inputPath: clip, job: job() }, (await jobContext({ retries: 2 })).context).catch((error: unknown) => error);
    expect(down).toMatchObject({ retryable: true });
    expect((down as Error).message).toMatch(/^http-enhance: input upload: the provider answered 503.*\(3 attempts\)$/);
    // Every attempt streamed the whole file again.
    expect(server.requests.map((request) => request.raw.length)).toEqual(Array(3).fill((await readFile(clip)).length));
    expect(classifyJobError(down)).not.toBeInstanceOf(NonRetryableError);
  });

  it('cancels the provider job when our job is cancelled while it runs', { timeout: 60_000 }, async () => {
    // A provider whose job never finishes.
    server.handle((req, res) => {
      if (req.path === '/v1/uploads') return sendJson(res, 201, { id: 'in-9' });
      if (req.path === '/v1/jobs') return sendJson(res, 202, { id: 'enh-9' });
      if (req.path === '/v1/jobs/enh-9') return sendJson(res, 200, { status: 'running' });
      return sendJson(res, 200, { status: 'cancelled' });
    });
    const controller = new AbortController();
    const { context } = await jobContext({ cancel_path: '/v1/jobs/{id}/cancel' }, controller.signal);
    const polled = () => server.requests.some((request) => request.path === '/v1/jobs/enh-9');
    const check = () => (polled() ? controller.abort(new Error('cancelled by the owner')) : setTimeout(check, 10));
    check();
    await expect(engine.run({ inputPath: clip, job: job() }, context)).rejects.toThrow();
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/jobs/enh-9/cancel' });
  });

  it('refuses an engine_config it cannot work with, and a missing key', async () => {
    expect(() => engine.checkConfig({ base_url: 'ftp://x', model: 'm' })).toThrow(/base_url/);
    expect(() => engine.checkConfig({ base_url: 'https://enhancer.example.com', model: 'enhance-2x', api_key_env: 'HOSTED_ENHANCER_API_KEY' })).not.toThrow();
    const { context } = await jobContext({ api_key_env: 'NOT_SET_KEY' });
    await expect(engine.run({ inputPath: clip, job: job() }, context)).rejects.toThrow(/NOT_SET_KEY is not set/);
  });
});
