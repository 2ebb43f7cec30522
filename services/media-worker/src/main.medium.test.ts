// The worker as a process: configured from the environment, health endpoints on METRICS_PORT,
// jobs consumed, and a clean exit on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startOnFreePort } from '@platform/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventFor,
  jobPayload,
  openWorkerFixture,
  workerProcessEnv,
  type WorkerFixture,
} from './testing/worker.fixture.ts';

let fixture: WorkerFixture;
let child: ChildProcess | undefined;

beforeAll(async () => {
  fixture = await openWorkerFixture();
});
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await fixture?.close();
});

async function get(url: string): Promise<{ status: number; body: unknown } | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return { status: response.status, body: await response.json() };
  } catch {
    return null;
  }
}

describe('media worker process', () => {
  it(
    'serves /livez and /healthz, consumes jobs, and exits cleanly on SIGTERM',
    { timeout: 120_000 },
    async () => {
      // The worker logs only a failed start (fatal): its message names a metrics port taken
      // since it was found free, and the worker is then started again on another port.
      const { worker, port, exit, output } = await startOnFreePort(async (port) => {
        const started = spawn(process.execPath, [fileURLToPath(new URL('./main.ts', import.meta.url))], {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            ...workerProcessEnv(fixture),
            LOG_LEVEL: 'fatal',
            METRICS_PORT: String(port),
            WORKER_CONCURRENCY: '2',
            MEDIA_TMP_DIR: fixture.tempRoot,
            // A worker without RIFE starts and serves every other job.
            RIFE_BINARY: '/nonexistent/rife-ncnn-vulkan',
          },
        });
        child = started;
        const output = { stdout: '', stderr: '' };
        started.stdout?.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
        started.stderr?.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
        const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
          started.once('exit', (code, signal) => resolve({ code, signal })),
        );
        let exited = false;
        void exit.then(() => (exited = true));
        for (
          const deadline = Date.now() + 60_000;
          (await get(`http://127.0.0.1:${port}/healthz`))?.status !== 200;
        ) {
          if (exited)
            throw new Error(`the worker exited before it was healthy: ${output.stdout}${output.stderr}`);
          if (Date.now() > deadline) throw new Error('the worker was not healthy within 60 s');
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return { worker: started, port, exit, output: () => output.stdout + output.stderr };
      });

      const base = `http://127.0.0.1:${port}`;
      expect(await get(`${base}/healthz`)).toEqual({
        status: 200,
        body: {
          status: 'ok',
          checks: { nats: true, consumers: true },
          optional_engines: {
            rife: { available: false, reason: '/nonexistent/rife-ncnn-vulkan is missing or not executable' },
          },
        },
      });
      expect(await get(`${base}/livez`)).toEqual({ status: 200, body: { status: 'ok' } });
      expect((await get(`${base}/metrics-nope`))?.status).toBe(404);

      const job = jobPayload('text_to_image', { num_images: 2 });
      await fixture.publishJob('text_to_image', job);
      const completed = await fixture.waitForEvent(eventFor(job.job_id, 'completed'));
      expect(completed.event.outputs?.images).toHaveLength(2);

      const consumers = await Promise.all(
        ['text_to_image', 'image_to_text', 'image_to_video'].map((kind) =>
          fixture.bus.jsm.consumers.info(fixture.names.jobs.stream, `media-worker-${kind}`),
        ),
      );
      expect(consumers.map((info) => info.config.filter_subject)).toEqual([
        `${fixture.prefix}.jobs.text_to_image`,
        `${fixture.prefix}.jobs.image_to_text`,
        `${fixture.prefix}.jobs.image_to_video`,
      ]);

      worker.kill('SIGTERM');
      expect(await exit).toEqual({ code: 0, signal: null });
      expect(output()).toBe('');
    },
  );

  it('refuses to start with an invalid environment, listing the problem', async () => {
    const refused = (env: NodeJS.ProcessEnv) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        let stderr = '';
        const bad = spawn(process.execPath, [fileURLToPath(new URL('./main.ts', import.meta.url))], {
          stdio: ['ignore', 'ignore', 'pipe'],
          env: { ...process.env, METRICS_PORT: '0', ...env },
        });
        bad.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        bad.once('exit', (code) => resolve({ code, stderr }));
      });
    const badNumber = await refused({ WORKER_CONCURRENCY: 'lots' });
    expect(badNumber.code).toBe(1);
    expect(badNumber.stderr).toContain('WORKER_CONCURRENCY');
    const noSecret = await refused({ NODE_ENV: 'production', STORAGE_KEY_SECRET: '' });
    expect(noSecret.code).toBe(1);
    expect(noSecret.stderr).toContain('STORAGE_KEY_SECRET: required outside development and test');
  });
});
