// CORS in the assembled gateway (in-process over HTTP, stand-in billing): a listed origin's
// preflight is answered without a key, and its answers carry the headers a browser needs to read
// them, the errors too (401 from auth, 429 from the rate limits, 503 from admission control before
// Koa and per account inside it) and the event stream; an unlisted origin, a look-alike and a
// request without Origin get no Access-Control-* header, and with no origins configured none does.
import { AppError } from '@platform/errors';
import { createLogger } from '@platform/logging';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGateway, type Gateway } from '../app.ts';
import type { BillingClient } from '../clients/billing.client.ts';
import { loadGatewayConfig } from '../config.ts';
import type { AccountEvent, AccountFeed, JobEventFeed } from '../events/job-event-feed.ts';
import { defineRoute } from '../http/route.ts';
import { eventRoutes, eventStreamSettings } from '../routes/events.routes.ts';
import { serveGateway, type ServedGateway } from '../testing/http-server.ts';
import { CORS_ALLOWED_HEADERS, CORS_EXPOSED_HEADERS } from './cors.middleware.ts';

const APP = 'https://app.example.com';
const KEYS: Record<string, string> = { 'key-a': '1', 'key-b': '2' };
const account = (id: string) => ({
  id,
  email: `${id}@example.com`,
  status: 'ACCOUNT_STATUS_ACTIVE',
  created_at: '',
});

const billing = {
  async AuthenticateApiKey({ api_key }: { api_key: string }) {
    const id = KEYS[api_key];
    if (!id) throw new AppError('unauthenticated', 'Invalid API key.');
    return { account: account(id), key_prefix: `mk_live_0000000${id}` };
  },
  async GetAccount({ account_id }: { account_id: string }) {
    return account(account_id);
  },
  close() {},
} as unknown as BillingClient;

/** A feed with no events: the stream stays open on its `: connected` comment. */
const feed: JobEventFeed = {
  async open(): Promise<AccountFeed> {
    let close!: () => void;
    const closed = new Promise<void>((resolve) => (close = resolve));
    return {
      gap: false,
      events: {
        [Symbol.asyncIterator]: () => ({
          async next(): Promise<IteratorResult<AccountEvent>> {
            await closed;
            return { done: true, value: undefined };
          },
        }),
      },
      async close() {
        close();
      },
    };
  },
};

let gate: { promise: Promise<void>; open: () => void };
let served: ServedGateway | undefined;
afterEach(async () => {
  gate?.open();
  await served?.close();
  served = undefined;
});

async function start(env: Record<string, string>): Promise<{ url: string; gateway: Gateway }> {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  gate = { promise, open };
  const logger = createLogger('gateway-test', 'silent');
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 's'.repeat(32),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_IP_BURST: '1000',
    ...env,
  });
  const gateway = createGateway({
    config,
    logger,
    billing,
    loopDelay: { current: () => 0, sustained: () => 0, stop() {} },
    routes: () => [
      defineRoute({
        method: 'GET',
        path: '/api/test/whoami/',
        operationId: 'whoami',
        summary: 'The caller',
        auth: ['Token', 'Bearer'],
        responses: { 200: { description: 'The account.' } },
        async handler({ principal }, ctx) {
          ctx.body = { account: principal.accountId, method: principal.method };
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/api/test/slow/',
        operationId: 'slow',
        summary: 'Answers once the test opens the gate',
        auth: ['Token', 'Bearer'],
        responses: { 200: { description: 'Done.' } },
        async handler(_input, ctx) {
          await gate.promise;
          ctx.body = { done: true };
        },
      }),
      ...eventRoutes({ feed, settings: eventStreamSettings(config), logger }).routes,
    ],
  });
  served = await serveGateway(gateway);
  return { url: served.url, gateway };
}

/** What the customer's backend does: exchange its API key for a short-lived JWT. */
async function mint(url: string, key = 'key-a'): Promise<string> {
  const response = await fetch(`${url}/api/v2/auth/token/`, {
    method: 'POST',
    headers: { authorization: `Token ${key}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

/** An answer a browser on `origin` may read: the origin echoed, and what it reads exposed. */
function expectReadableBy(response: Response, origin = APP): void {
  expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
  expect(response.headers.get('access-control-expose-headers')).toBe(CORS_EXPOSED_HEADERS.join(', '));
  expect(response.headers.get('access-control-allow-credentials')).toBeNull();
}

const preflight = (url: string, origin: string, path = '/api/test/whoami/') =>
  fetch(`${url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization, idempotency-key',
    },
  });

const slow = (url: string, jwt: string, contentType = 'application/json') =>
  fetch(`${url}/api/test/slow/`, {
    method: 'POST',
    headers: { origin: APP, authorization: `Bearer ${jwt}`, 'content-type': contentType },
    body: contentType.startsWith('multipart') ? '--x--\r\n' : '{}',
  });

describe('CORS for the configured origins', () => {
  it("answers a listed origin's preflight without a key, and its requests and 401s carry the headers", async () => {
    const { url } = await start({ CORS_ALLOWED_ORIGINS: `${APP}, http://localhost:5173` });
    const answer = await preflight(url, APP);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP);
    expect(answer.headers.get('vary')).toBe('Origin');
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(answer.headers.get('access-control-allow-headers')).toBe(CORS_ALLOWED_HEADERS.join(', '));
    expect(answer.headers.get('access-control-max-age')).toBe('7200');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await answer.text()).toBe('');

    const jwt = await mint(url);
    const ok = await fetch(`${url}/api/test/whoami/`, {
      headers: { origin: APP, authorization: `Bearer ${jwt}` },
    });
    expect(ok.status).toBe(200);
    expectReadableBy(ok);
    expect(ok.headers.get('x-request-id')).toBeTruthy();
    expect(ok.headers.get('ratelimit-remaining')).toBeTruthy();
    expect(await ok.json()).toEqual({ account: '1', method: 'jwt' });

    const local = await fetch(`${url}/api/test/whoami/`, { headers: { origin: 'http://localhost:5173' } });
    expect(local.status).toBe(401);
    expectReadableBy(local, 'http://localhost:5173');
    expect(local.headers.get('www-authenticate')).toBe('Token');

    // An unknown path from a listed origin is still readable (404).
    const missing = await fetch(`${url}/api/nowhere/`, { headers: { origin: APP } });
    expect(missing.status).toBe(404);
    expectReadableBy(missing);
  });

  it('gives an unlisted origin, a look-alike and a request without Origin no CORS headers', async () => {
    const { url } = await start({ CORS_ALLOWED_ORIGINS: APP });
    const jwt = await mint(url);
    for (const origin of [
      'https://evil.example.com',
      'http://app.example.com',
      `${APP}.evil.example.com`,
      'null',
    ]) {
      const answer = await preflight(url, origin);
      // The ordinary OPTIONS answer, which a browser's preflight check rejects.
      expect([answer.status, answer.headers.get('allow')]).toEqual([204, 'HEAD, GET, OPTIONS']);
      expect(corsHeaders(answer)).toEqual([]);
      const request = await fetch(`${url}/api/test/whoami/`, {
        headers: { origin, authorization: `Bearer ${jwt}` },
      });
      expect(request.status).toBe(200);
      expect(corsHeaders(request)).toEqual([]);
      const refused = await fetch(`${url}/api/test/whoami/`, { headers: { origin } });
      expect(refused.status).toBe(401);
      expect(corsHeaders(refused)).toEqual([]);
      // The answer still depends on Origin, for caches.
      expect(refused.headers.get('vary')).toBe('Origin');
    }
    const server = await fetch(`${url}/api/test/whoami/`, { headers: { authorization: `Bearer ${jwt}` } });
    expect(server.status).toBe(200);
    expect(corsHeaders(server)).toEqual([]);
  });

  it("keeps the headers on a 429 and on admission's 503s, before Koa and per account", async () => {
    const limited = await start({
      CORS_ALLOWED_ORIGINS: APP,
      // The mint takes one of the account's two, the first call the other.
      RATE_LIMIT_ACCOUNT_BURST: '2',
      RATE_LIMIT_ACCOUNT_PER_SECOND: '0.01',
    });
    const jwt = await mint(limited.url);
    const call = () =>
      fetch(`${limited.url}/api/test/whoami/`, { headers: { origin: APP, authorization: `Bearer ${jwt}` } });
    expect((await call()).status).toBe(200);
    const tooMany = await call();
    expect(tooMany.status).toBe(429);
    expectReadableBy(tooMany);
    expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(tooMany.headers.get('ratelimit-remaining')).toBe('0');
    await served?.close();

    const { url, gateway } = await start({
      CORS_ALLOWED_ORIGINS: APP,
      ADMISSION_MAX_IN_FLIGHT: '8',
      ADMISSION_MAX_IN_FLIGHT_PER_ACCOUNT: '2',
      UPLOADS_MAX_IN_FLIGHT: '1',
    });
    const [a, b] = [await mint(url, 'key-a'), await mint(url, 'key-b')];
    // The upload lane is full: the next upload is refused before Koa runs.
    const heldUpload = slow(url, a, 'multipart/form-data; boundary=x');
    await vi.waitFor(() => expect(gateway.admission.inFlight('upload')).toBe(1));
    const refused = await slow(url, b, 'multipart/form-data; boundary=x');
    expect(refused.status).toBe(503);
    expectReadableBy(refused);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('server-timing')).toMatch(/^admission;dur=/);
    // Under pressure, account A over its share is refused inside Koa, after authentication.
    const held = Array.from({ length: 4 }, () => slow(url, a));
    await vi.waitFor(() => expect(gateway.admission.inFlight('api')).toBe(4));
    const overShare = await slow(url, a);
    expect(overShare.status).toBe(503);
    expectReadableBy(overShare);
    expect(overShare.headers.get('retry-after')).toBe('1');
    gate.open();
    for (const response of await Promise.all([heldUpload, ...held])) {
      expect(response.status).toBe(200);
      expectReadableBy(response);
    }
  });

  it('opens the event stream cross-origin', async () => {
    const { url } = await start({ CORS_ALLOWED_ORIGINS: APP });
    const answer = await preflight(url, APP, '/api/v2/events/');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-headers')).toContain('Last-Event-ID');
    const abort = new AbortController();
    const stream = await fetch(`${url}/api/v2/events/`, {
      headers: { origin: APP, authorization: `Bearer ${await mint(url)}`, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expectReadableBy(stream);
    const first = await stream.body!.getReader().read();
    expect(new TextDecoder().decode(first.value)).toBe(': connected\n\n');
    abort.abort();
  });

  it('is off by default: no origin gets CORS headers, and answers do not vary by Origin', async () => {
    const { url } = await start({});
    const answer = await preflight(url, APP);
    expect(answer.status).toBe(204);
    expect(corsHeaders(answer)).toEqual([]);
    const request = await fetch(`${url}/api/test/whoami/`, { headers: { origin: APP } });
    expect(request.status).toBe(401);
    expect(corsHeaders(request)).toEqual([]);
    expect(request.headers.get('vary')).toBeNull();
  });
});
