// The probe port's thread: the paths it answers, the readiness the main thread publishes, a probe
// answered while the main thread is blocked, and a main loop that stopped turning.
import { execFile } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import type { Readiness } from '../routes/health.routes.ts';
import { startProbeThread, type ProbeThread } from './probe-thread.ts';

let thread: ProbeThread | undefined;
afterEach(async () => {
  await thread?.stop();
  thread = undefined;
});

const start = async (
  readiness: () => Readiness,
  options: { stallMs?: number; heartbeatMs?: number } = {},
) => {
  thread = await startProbeThread({
    host: '127.0.0.1',
    port: 0,
    stallMs: options.stallMs ?? 60_000,
    readiness: async () => readiness(),
    publishMs: 20,
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
  });
  return `http://127.0.0.1:${thread.port}`;
};

const answerOf = async (url: string, method = 'GET') => {
  const response = await fetch(url, { method });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cache: response.headers.get('cache-control'),
  };
};

describe('the probe thread', () => {
  it('answers /livez, /healthz with the published readiness, and 404 for anything else', async () => {
    let readiness: Readiness = { status: 200, body: { status: 'ok', services: { billing: 'ok' } } };
    const base = await start(() => readiness);
    for (const path of ['/livez', '/livez/', '/livez?verbose=1'])
      expect(await answerOf(`${base}${path}`), path).toEqual({
        status: 200,
        body: { status: 'ok' },
        cache: 'no-store',
      });
    await expect.poll(async () => (await answerOf(`${base}/healthz`)).body).toEqual(readiness.body);
    readiness = {
      status: 503,
      body: { status: 'unavailable', services: { billing: 'unavailable' }, failed: ['billing'] },
    };
    await expect.poll(async () => (await answerOf(`${base}/healthz/`)).status).toBe(503);
    expect((await answerOf(`${base}/healthz?x=1`)).body).toEqual(readiness.body);
    thread!.publish({ status: 503, body: { status: 'draining' } });
    for (const [path, method] of [
      ['/api/accounts/profile/balance/', 'GET'],
      ['/metrics', 'GET'],
      ['/', 'POST'],
    ] as const) {
      const answer = await answerOf(`${base}${path}`, method);
      expect(answer.status, path).toBe(404);
      expect(answer.body.detail).toMatch(/answers \/livez and \/healthz only/);
      expect(answer.body.error_id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers while the main thread is blocked', async () => {
    const base = await start(() => ({ status: 200, body: { status: 'ok' } }));
    await expect.poll(async () => (await answerOf(`${base}/healthz`)).status).toBe(200);
    // Another process probes; this thread blocks (no turn of its loop) until well after it could have answered.
    const probe = new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        [
          '-e',
          `Promise.all(['/livez','/healthz'].map((p) => fetch('${base}' + p).then((r) => r.status))).then((s) => console.log(JSON.stringify({ s, at: Date.now() })))`,
        ],
        (err, stdout) => (err ? reject(err) : resolve(stdout)),
      ),
    );
    const blockedUntil = Date.now() + 6_000;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 6_000);
    const answered = JSON.parse(await probe) as { s: number[]; at: number };
    expect(answered.s).toEqual([200, 200]);
    expect(answered.at).toBeLessThan(blockedUntil);
  }, 20_000);

  it('answers 503 on both paths once the main loop has not turned for stallMs', async () => {
    // The heartbeat is stamped once at start and then not for an hour: the loop "stalls".
    const base = await start(() => ({ status: 200, body: { status: 'ok' } }), {
      stallMs: 200,
      heartbeatMs: 3_600_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    for (const path of ['/livez', '/healthz'])
      expect(await answerOf(`${base}${path}`), path).toMatchObject({
        status: 503,
        body: { status: 'stalled' },
      });
  });
});
