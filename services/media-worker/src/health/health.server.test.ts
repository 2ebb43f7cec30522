import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startHealthServer, type HealthServer } from './health.server.ts';

let server: HealthServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('health server', () => {
  it('answers liveness always and readiness only while every check passes', async () => {
    const checks = { nats: true, consumers: true };
    server = await startHealthServer({ port: 0, host: '127.0.0.1', checks: () => checks });
    const base = `http://127.0.0.1:${server.port}`;
    const ready = await fetch(`${base}/healthz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { nats: true, consumers: true } });

    checks.nats = false;
    const notReady = await fetch(`${base}/healthz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({
      status: 'unavailable',
      checks: { nats: false, consumers: true },
    });
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    expect((await fetch(`${base}/other`)).status).toBe(404);
    expect((await fetch(`${base}/livez`, { method: 'POST' })).status).toBe(405);
    // No scrape was handed over: /metrics is not there.
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
  });

  it('answers the Prometheus scrape on the same port when given one', async () => {
    const metrics = {
      handle: (_request: unknown, response: ServerResponse) => {
        response.writeHead(200, { 'Content-Type': 'text/plain' }).end('jobs_engine_speed_count 1\n');
      },
    };
    server = await startHealthServer({ port: 0, host: '127.0.0.1', checks: () => ({ nats: true }), metrics });
    const answer = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('jobs_engine_speed_count 1\n');
  });
});
