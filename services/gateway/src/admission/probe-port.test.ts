import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeListener } from './probe-port.ts';

let server: Server;
let base: string;
const reached: string[] = [];

beforeAll(async () => {
  server = createServer(
    probeListener((req, res) => {
      reached.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the probe port', () => {
  it('passes /livez and /healthz (with or without the slash, with a query) to the app', async () => {
    for (const path of ['/livez', '/healthz', '/healthz/', '/livez?verbose=1']) {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status, path).toBe(200);
      expect(await answer.json()).toEqual({ status: 'ok' });
    }
    expect(reached).toEqual(['GET /livez', 'GET /healthz', 'GET /healthz/', 'GET /livez?verbose=1']);
  });

  it('answers anything else 404 in the error shape, without reaching the app', async () => {
    reached.length = 0;
    for (const path of ['/api/accounts/profile/balance/', '/metrics', '/']) {
      const answer = await fetch(`${base}${path}`, { method: path === '/' ? 'POST' : 'GET' });
      expect(answer.status, path).toBe(404);
      const body = (await answer.json()) as { detail: string; error_id: string };
      expect(body.detail).toMatch(/answers \/livez and \/healthz only/);
      expect(body.error_id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(reached).toEqual([]);
  });
});
