// The generic HTTP job adapter against a local provider that queues, runs and serves a real MP4
// (made by ffmpeg here); the result is probed with ffprobe like any engine output.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ffmpegRunnerFromEnv } from '@platform/media';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JobStopped } from '../jobs/job.abort.ts';
import type { ImageToVideoRequest, JobEngineContext } from '../jobs/job-engine.ts';
import { testStill } from '../testing/images.ts';
import { sendJson, startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import { AdapterError, HttpClient } from '@platform/http-client';
import { createHttpJobEngine, providerState, resultUrl } from './http-job.adapter.ts';

const run = promisify(execFile);
let server: ProviderServer;
let dir: string;
let still: string;
let clip: Buffer;

const engine = createHttpJobEngine({
  runner: ffmpegRunnerFromEnv(),
  http: new HttpClient({ sleep: async () => undefined }),
  env: (name) => (name === 'VIDEO_KEY' ? 'vk-1' : undefined),
});

beforeAll(async () => {
  server = await startProviderServer();
  dir = await mkdtemp(join(tmpdir(), 'http-job-test-'));
  still = join(dir, 'still.jpg');
  await writeFile(still, await testStill(320, 180, 'jpeg'));
  const clipPath = join(dir, 'clip.mp4');
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x180:rate=24:duration=1',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    clipPath,
  ]);
  clip = await readFile(clipPath);
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  server.requests.length = 0;
});

const request: ImageToVideoRequest = {
  modelName: 'acme_i2v',
  imagePath: '',
  prompt: 'slow push in',
  movement: 'dolly_in',
  resolution: '480p',
  durationS: 2,
  modelConfig: { seed: 7 },
};

async function jobContext(config: Record<string, unknown> = {}, signal = new AbortController().signal) {
  const tmpDir = await mkdtemp(join(dir, 'job-'));
  let heartbeats = 0;
  const context: JobEngineContext = {
    jobId: 'job-42',
    signal,
    tmpDir,
    heartbeat: () => (heartbeats += 1),
    engineConfig: {
      base_url: server.url,
      model: 'video-x',
      api_key_env: 'VIDEO_KEY',
      poll_interval_ms: 50,
      retry_base_ms: 1,
      ...config,
    },
  };
  return { context, heartbeats: () => heartbeats };
}

/** A provider whose job is pending for `pendingPolls` polls, then done with `videoUrl`. */
function provider(
  options: { pendingPolls?: number; videoUrl?: string; video?: Buffer; failWith?: string } = {},
) {
  let polls = 0;
  server.handle((req, res) => {
    if (req.method === 'POST' && req.path === '/v1/jobs') return sendJson(res, 202, { id: 'prov-1' });
    if (req.method === 'GET' && req.path === '/v1/jobs/prov-1') {
      polls += 1;
      if (polls <= (options.pendingPolls ?? 2))
        return sendJson(res, 200, { status: polls === 1 ? 'queued' : 'running' });
      if (options.failWith)
        return sendJson(res, 200, { status: 'failed', error: { message: options.failWith } });
      return sendJson(res, 200, { status: 'succeeded', video_url: options.videoUrl ?? '/files/prov-1.mp4' });
    }
    if (req.method === 'GET' && req.path === '/files/prov-1.mp4') {
      res.writeHead(200, { 'Content-Type': 'video/mp4' });
      return res.end(options.video ?? clip);
    }
    if (req.method === 'POST' && req.path === '/v1/jobs/prov-1/cancel')
      return sendJson(res, 200, { status: 'cancelled' });
    return sendJson(res, 404, { error: 'unknown route' });
  });
}

/** Aborts once the adapter polls the provider job: it was submitted and is being waited on. */
function abortOnceProviderJobPolled(controller: AbortController, reason: Error): void {
  const polled = () => server.requests.some((r) => r.method === 'GET' && r.path === '/v1/jobs/prov-1');
  const check = () => (polled() ? controller.abort(reason) : setTimeout(check, 10));
  check();
}

describe('http-job adapter against a local provider', () => {
  it('submits, polls with heartbeats, downloads and probes the MP4', async () => {
    provider();
    const { context, heartbeats } = await jobContext();
    const result = await engine.run({ ...request, imagePath: still }, context);

    const submit = server.requests[0];
    expect(submit?.headers.authorization).toBe('Bearer vk-1');
    expect(submit?.headers['idempotency-key']).toBe('job-42');
    const body = submit?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      model: 'video-x',
      prompt: 'slow push in',
      camera_movement: 'dolly_in',
      resolution: '480p',
      duration_s: 2,
      parameters: { seed: 7 },
    });
    expect(String(body.image)).toBe(`data:image/jpeg;base64,${(await readFile(still)).toString('base64')}`);
    expect(server.requests.filter((r) => r.path === '/v1/jobs/prov-1')).toHaveLength(3);
    expect(heartbeats()).toBe(3);

    expect(result.video).toMatchObject({
      path: join(context.tmpDir, 'video.mp4'),
      codec_id: 'h264',
      width: 320,
      height: 180,
      framerate: 24,
      num_frames: 24,
    });
    expect(result.video.file_size).toBe(clip.length);
    expect(result.thumbnail).toMatchObject({ format: 'jpeg', width: 320, height: 180 });
    expect(result.lastFrame).toMatchObject({ format: 'jpeg', width: 320, height: 180 });
  });

  it('reports the provider failing the job, without retrying', async () => {
    provider({ failWith: 'GPU exploded' });
    const { context } = await jobContext();
    await expect(engine.run({ ...request, imagePath: still }, context)).rejects.toMatchObject({
      retryable: false,
      message: 'http-job: the provider failed the job: GPU exploded',
    });
  });

  it('refuses a result that is not a video, and one over the size cap', async () => {
    provider({ pendingPolls: 0, video: Buffer.from('<html>oops</html>') });
    await expect(engine.run({ ...request, imagePath: still }, (await jobContext()).context)).rejects.toThrow(
      /http-job: the provider's result is not a playable video/,
    );
    provider({ pendingPolls: 0 });
    await expect(
      engine.run({ ...request, imagePath: still }, (await jobContext({ max_video_bytes: 1_000 })).context),
    ).rejects.toThrow(/http-job: video download: the provider's answer is larger than/);
  });

  it('refuses a video_url on another host', async () => {
    provider({ pendingPolls: 0, videoUrl: 'http://169.254.169.254/latest/meta-data' });
    await expect(engine.run({ ...request, imagePath: still }, (await jobContext()).context)).rejects.toThrow(
      "http-job: the provider's video_url points to a host that is not allowed.",
    );
    expect(server.requests.some((r) => r.path.startsWith('/latest'))).toBe(false);
  });

  it('stops polling on abort and cancels the provider job', async () => {
    provider({ pendingPolls: 1_000 });
    const controller = new AbortController();
    const { context } = await jobContext({ cancel_path: '/v1/jobs/{id}/cancel' }, controller.signal);
    abortOnceProviderJobPolled(controller, new Error('job cancelled'));
    const started = performance.now();
    await expect(engine.run({ ...request, imagePath: still }, context)).rejects.toThrow('job cancelled');
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/jobs/prov-1/cancel' });
  });

  it('leaves the provider job running when the worker shuts down (the redelivered job picks it up again)', async () => {
    provider({ pendingPolls: 1_000 });
    const controller = new AbortController();
    const { context } = await jobContext({ cancel_path: '/v1/jobs/{id}/cancel' }, controller.signal);
    abortOnceProviderJobPolled(controller, new JobStopped('shutdown'));
    await expect(engine.run({ ...request, imagePath: still }, context)).rejects.toThrow('job shutdown');
    expect(server.requests.some((r) => r.path.endsWith('/cancel'))).toBe(false);
  });
});

describe('http-job adapter against a misbehaving provider (review)', () => {
  it('does not follow a result URL that redirects to a host that is not allowed', async () => {
    // The video_url is on the provider's host, but its answer is a redirect to another host
    // (here a second local server standing in for 169.254.169.254 or an internal service).
    const internal = await startProviderServer();
    try {
      internal.handle((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'video/mp4' });
        res.end(clip);
      });
      server.handle((req, res) => {
        if (req.method === 'POST' && req.path === '/v1/jobs') return sendJson(res, 202, { id: 'prov-1' });
        if (req.method === 'GET' && req.path === '/v1/jobs/prov-1')
          return sendJson(res, 200, { status: 'succeeded', video_url: '/files/redirect.mp4' });
        res.writeHead(302, { Location: `${internal.url}/latest/meta-data.mp4` });
        return res.end();
      });
      const error = await engine.run({ ...request, imagePath: still }, (await jobContext()).context).then(
        () => null,
        (err: unknown) => err,
      );
      expect(internal.requests).toHaveLength(0);
      expect(error).toBeInstanceOf(AdapterError);
      expect(error).toMatchObject({ retryable: false });
      expect((error as Error).message).toMatch(/not allowed/);
    } finally {
      await internal.close();
    }
  });

  it('cancels the provider job when it gives up waiting for it (max_wait_ms)', async () => {
    provider({ pendingPolls: 1_000 });
    const { context } = await jobContext({ cancel_path: '/v1/jobs/{id}/cancel', max_wait_ms: 150 });
    await expect(engine.run({ ...request, imagePath: still }, context)).rejects.toMatchObject({
      retryable: false,
      message: expect.stringMatching(/the provider did not finish within/),
    });
    // Otherwise the provider keeps rendering (and billing) a video nobody will fetch.
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/jobs/prov-1/cancel' });
  });

  it('keeps the API key out of error messages when the provider echoes it back', async () => {
    server.handle((_req, res) =>
      sendJson(res, 401, { error: { message: 'Invalid credentials: Bearer vk-1 is not a known key' } }),
    );
    const error = await engine.run({ ...request, imagePath: still }, (await jobContext()).context).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(AdapterError);
    expect((error as Error).message).toMatch(/http-job: submit: the provider answered 401/);
    expect((error as Error).message).not.toContain('vk-1');
  });

  it('keeps the API key out of the failure reason of a failed provider job', async () => {
    provider({ pendingPolls: 0, failWith: 'request with key vk-1 was over quota' });
    const error = await engine.run({ ...request, imagePath: still }, (await jobContext()).context).then(
      () => null,
      (err: unknown) => err,
    );
    expect((error as Error).message).toMatch(/the provider failed the job/);
    expect((error as Error).message).not.toContain('vk-1');
  });

  it('never sends the API key over plain http when the provider is on https', async () => {
    const calls: Array<{ url: string; authorization: string | null }> = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      const url = String(input);
      calls.push({ url, authorization: new Headers(init?.headers).get('authorization') });
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      if (url === 'https://api.video.test/v1/jobs') return json({ id: 'p1' });
      if (url === 'https://api.video.test/v1/jobs/p1')
        return json({ status: 'succeeded', video_url: 'http://api.video.test/files/p1.mp4' });
      return new Response(new Uint8Array(clip), { status: 200, headers: { 'Content-Type': 'video/mp4' } });
    };
    const https = createHttpJobEngine({
      runner: ffmpegRunnerFromEnv(),
      http: new HttpClient({ fetch: fakeFetch, sleep: async () => undefined }),
      env: (name) => (name === 'VIDEO_KEY' ? 'vk-1' : undefined),
    });
    const { context } = await jobContext({ base_url: 'https://api.video.test' });
    await https.run({ ...request, imagePath: still }, context).catch(() => undefined);
    const plain = calls.filter((call) => call.url.startsWith('http:'));
    expect(plain).toHaveLength(1);
    for (const call of plain) expect(call.authorization).toBeNull();
  });
});

describe('http-job helpers', () => {
  it('reads provider states', () => {
    expect(providerState({ status: 'IN_PROGRESS' })).toEqual({ state: 'pending' });
    expect(providerState({ status: 'done', output: { video_url: '/v.mp4' } })).toEqual({
      state: 'done',
      videoUrl: '/v.mp4',
    });
    expect(providerState({ status: 'error', error: 'bad still' })).toEqual({
      state: 'failed',
      reason: 'bad still',
    });
    expect(() => providerState({ status: 'succeeded' })).toThrow(/no video_url/);
    expect(() => providerState({ status: 'teleported' })).toThrow(AdapterError);
  });

  it('resolves result URLs against the provider and allows listed hosts only', () => {
    const config = { base_url: 'https://api.video.test/base', result_hosts: ['cdn.video.test'] };
    expect(resultUrl('/files/a.mp4', config)).toBe('https://api.video.test/files/a.mp4');
    expect(resultUrl('https://cdn.video.test/a.mp4', config)).toBe('https://cdn.video.test/a.mp4');
    expect(() => resultUrl('file:///etc/passwd', config)).toThrow(/not allowed/);
    expect(() => resultUrl('http://10.0.0.1/a.mp4', config)).toThrow(/not allowed/);
  });
});
