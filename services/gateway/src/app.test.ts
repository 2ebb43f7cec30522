// One file over 300 lines: one suite of the assembled pipeline, its cases sharing the stand-in
// billing and the test routes defined once above them.
// The assembled pipeline in-process with a stand-in billing client: routing, error shapes,
// request ids, body handling, client-address limits, probes and docs. The same flows against
// the real billing service are in gateway.medium.test.ts.
import { deflateSync, gzipSync } from 'node:zlib';
import { AppError } from '@platform/errors';
import { z } from '@platform/config';
import { createLogger } from '@platform/logging';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGateway, type GatewayDeps } from './app.ts';
import type { BillingClient } from './clients/billing.client.ts';
import { loadGatewayConfig } from './config.ts';
import { buildPage, pageLocation, parsePaging } from './http/paging.ts';
import { defineRoute } from './http/route.ts';
import { serveGateway, type ServedGateway } from './testing/http-server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KEY = 'test-key-one';

function standInBilling(overrides: Partial<BillingClient> = {}): BillingClient {
  const account = {
    id: '1',
    email: 'one@example.com',
    status: 'ACCOUNT_STATUS_ACTIVE' as const,
    created_at: '',
  };
  return {
    async AuthenticateApiKey({ api_key }) {
      if (api_key !== KEY) throw new AppError('unauthenticated', 'Invalid API key.');
      return { account, key_prefix: 'test' };
    },
    async GetAccount() {
      return account;
    },
    async GetBalances({ account_ids }) {
      return { balances: (account_ids ?? []).map((id) => ({ account_id: String(id), balance: '12.5' })) };
    },
    close() {},
    ...overrides,
  } as BillingClient;
}

const testRoutes: GatewayDeps['routes'] = (context) => [
  defineRoute({
    method: 'POST',
    path: '/api/test/things/',
    operationId: 'things_create',
    summary: 'Create a thing',
    auth: ['Token'],
    body: z.object({ name: z.string().max(5), size: z.number().int().min(1).default(1) }),
    responses: { 201: { description: 'Created.' } },
    handler({ body }, ctx) {
      ctx.status = 201;
      ctx.body = body;
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/test/things/{id}/',
    operationId: 'things_retrieve',
    summary: 'Read a thing',
    auth: ['Token'],
    params: z.object({ id: z.uuid() }),
    responses: { 200: { description: 'The thing.' } },
    handler({ params }, ctx) {
      ctx.body = { id: params.id };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/test/numbers/',
    operationId: 'numbers_list',
    summary: 'List numbers',
    auth: 'none',
    responses: { 200: { description: 'A page.' } },
    handler(_input, ctx) {
      const all = Array.from({ length: 45 }, (_, i) => i);
      const params = parsePaging(ctx.query);
      ctx.body = buildPage(
        all.slice(params.offset, params.offset + params.limit),
        all.length,
        params,
        pageLocation(ctx, context.config.PUBLIC_BASE_URL),
      );
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/test/crash/',
    operationId: 'crash',
    summary: 'Fails unexpectedly',
    auth: 'none',
    responses: { 200: { description: 'Never.' } },
    handler() {
      throw new Error('db password hunter2 leaked at /srv/app.ts:12');
    },
  }),
];

let served: ServedGateway | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

async function start(env: Record<string, string> = {}, deps: Partial<GatewayDeps> = {}) {
  const logger = createLogger('gateway-test', 'silent');
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 's'.repeat(32),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const gateway = createGateway({ config, logger, billing: standInBilling(), routes: testRoutes, ...deps });
  served = await serveGateway(gateway);
  return { url: served.url, logger, gateway };
}

const auth = { Authorization: `Token ${KEY}` };

describe('gateway pipeline', () => {
  it('answers unknown routes with the 404 shape, a request id and rate-limit headers', async () => {
    const { url } = await start();
    const response = await fetch(`${url}/api/nothing/here/`);
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body).toEqual({ detail: 'Not found.', error_id: expect.stringMatching(UUID) });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
    expect(response.headers.get('ratelimit-limit')).toBe('20');
    expect(response.headers.get('ratelimit-remaining')).toBe('19');
    expect(response.headers.get('ratelimit-reset')).toBe('1');
  });

  it('gives every error a fresh error_id', async () => {
    const { url } = await start();
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++)
      ids.add(((await (await fetch(`${url}/nope`)).json()) as { error_id: string }).error_id);
    expect(ids.size).toBe(3);
  });

  it('keeps a sane inbound X-Request-Id and replaces anything else', async () => {
    const { url } = await start();
    const kept = await fetch(`${url}/livez`, { headers: { 'X-Request-Id': 'req-123.abc:9' } });
    expect(kept.headers.get('x-request-id')).toBe('req-123.abc:9');
    const replaced = await fetch(`${url}/livez`, { headers: { 'X-Request-Id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(UUID);
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const { url } = await start();
    const response = await fetch(`${url}/api/accounts/profile/balance/`, { method: 'DELETE', headers: auth });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('HEAD, GET');
    expect(await response.json()).toEqual({
      detail: 'Method "DELETE" not allowed.',
      error_id: expect.stringMatching(UUID),
    });
    const options = await fetch(`${url}/api/accounts/profile/balance`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('HEAD, GET, OPTIONS');
  });

  it('accepts paths with and without the trailing slash', async () => {
    const { url } = await start();
    for (const path of ['/api/accounts/profile/balance/', '/api/accounts/profile/balance']) {
      const response = await fetch(`${url}${path}`, { headers: auth });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ balance_usd: '12.5000' });
    }
    expect((await fetch(`${url}/API/accounts/profile/balance/`, { headers: auth })).status).toBe(404);
  });

  it('validates bodies: 400 with field errors, malformed JSON, wrong type, too large', async () => {
    const { url } = await start({ BODY_LIMIT_BYTES: '1024' });
    const post = (body: string, contentType = 'application/json') =>
      fetch(`${url}/api/test/things/`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': contentType },
        body,
      });

    const created = await post(JSON.stringify({ name: 'ok', unknown: 'ignored' }));
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ name: 'ok', size: 1 });

    const invalid = await post(JSON.stringify({ name: 'too long', size: 0 }));
    expect(invalid.status).toBe(400);
    const invalidBody = (await invalid.json()) as { errors: Record<string, string[]> };
    expect(invalidBody).toEqual({
      detail: 'Invalid input.',
      error_id: expect.stringMatching(UUID),
      errors: expect.any(Object),
    });
    expect(Object.keys(invalidBody.errors).sort()).toEqual(['name', 'size']);

    const missing = await post('{}');
    expect(((await missing.json()) as { errors: unknown }).errors).toEqual({
      name: ['This field is required.'],
    });

    const malformed = await post('{"name": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      detail: 'Malformed request body.',
      error_id: expect.stringMatching(UUID),
    });

    const notAnObject = await post('[1, 2]');
    expect(notAnObject.status).toBe(400);

    const wrongType = await post('name=x', 'text/plain');
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({
      detail: 'Unsupported media type "text/plain" in request.',
      error_id: expect.stringMatching(UUID),
    });

    const tooLarge = await post(JSON.stringify({ name: 'x'.repeat(2000) }));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      detail: 'Request body is too large.',
      error_id: expect.stringMatching(UUID),
    });
  });

  it('reads JSON bodies compressed with gzip or deflate, refusing other encodings', async () => {
    const { url } = await start();
    const post = (body: Uint8Array, encoding: string) =>
      fetch(`${url}/api/test/things/`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json', 'Content-Encoding': encoding },
        body,
      });
    const text = JSON.stringify({ name: 'zip' });
    for (const [encoding, body] of [
      ['gzip', gzipSync(text)],
      ['deflate', deflateSync(text)],
      ['identity', Buffer.from(text)],
    ] as const) {
      const answer = await post(body, encoding);
      expect(answer.status, encoding).toBe(201);
      expect(await answer.json()).toEqual({ name: 'zip', size: 1 });
    }
    expect((await post(gzipSync(text), 'br')).status).toBe(415);
    expect((await post(Buffer.from('not gzip'), 'gzip')).status).toBe(400);
  });

  it('answers a malformed path id like an unknown one', async () => {
    const { url } = await start();
    expect(
      (await fetch(`${url}/api/test/things/0193a1b2-0000-7000-8000-000000000001/`, { headers: auth })).status,
    ).toBe(200);
    const response = await fetch(`${url}/api/test/things/not-a-uuid/`, { headers: auth });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not found.', error_id: expect.stringMatching(UUID) });
  });

  it('hides unexpected failures behind the 500 shape and logs them with the error id', async () => {
    const { url, logger } = await start();
    const logged = vi.spyOn(logger, 'error');
    const response = await fetch(`${url}/api/test/crash/`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/hunter2|app\.ts|Error|stack/);
    const body = JSON.parse(text) as { error_id: string };
    expect(body).toEqual({ error: 'Internal server error.', error_id: expect.stringMatching(UUID) });
    const failure = logged.mock.calls.find(
      ([entry]) =>
        (entry as { error_id?: string }).error_id === body.error_id && (entry as { err?: unknown }).err,
    );
    expect(failure).toBeDefined();
  });

  it('answers 503 when billing is unavailable', async () => {
    const billing = standInBilling({
      async GetBalances() {
        throw new AppError('unavailable', 'A backing service is unavailable.');
      },
    });
    const { url } = await start({}, { billing });
    const response = await fetch(`${url}/api/accounts/profile/balance/`, { headers: auth });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      detail: 'A backing service is unavailable. Try again shortly.',
      error_id: expect.stringMatching(UUID),
    });
  });

  it('limits failed credentials per address, then stops asking billing', async () => {
    let calls = 0;
    const billing = standInBilling({
      async AuthenticateApiKey({ api_key }) {
        calls++;
        if (api_key !== KEY) throw new AppError('unauthenticated', 'Invalid API key.');
        return {
          account: {
            id: '1',
            email: 'one@example.com',
            status: 'ACCOUNT_STATUS_ACTIVE' as const,
            created_at: '',
          },
          key_prefix: 'test',
        };
      },
    });
    let now = 5_000_000;
    const { url } = await start(
      { RATE_LIMIT_IP_BURST: '5', RATE_LIMIT_IP_PER_SECOND: '1' },
      { billing, clock: () => now },
    );
    // A good key never touches the address budget.
    expect((await fetch(`${url}/api/accounts/profile/balance/`, { headers: auth })).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await fetch(`${url}/api/accounts/profile/balance/`, {
            headers: { Authorization: `Token guess-${i}` },
          })
        ).status,
      );
    }
    // Five failures spend the burst of five; the sixth failure is refused and blocks the address.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(calls).toBe(1 + 6);
    const throttled = await fetch(`${url}/api/accounts/profile/balance/`, {
      headers: { Authorization: 'Token guess-9' },
    });
    expect(throttled.status).toBe(429);
    expect(calls).toBe(1 + 7); // checked (it could have been valid), refused as the address is
    expect(throttled.headers.get('retry-after')).toBe('1');
    expect(await throttled.json()).toEqual({
      detail: 'Request was throttled. Expected available in 1 second.',
      error_id: expect.stringMatching(UUID),
    });
    const stillServed = await fetch(`${url}/api/accounts/profile/balance/`, { headers: auth });
    expect(stillServed.status).toBe(200);
    expect(stillServed.headers.get('ratelimit-limit')).toBe('60');
    now += 1000;
    expect(
      (await fetch(`${url}/api/accounts/profile/balance/`, { headers: { Authorization: 'Token guess-10' } }))
        .status,
    ).toBe(401);
  });

  it('answers a valid key that is not cached yet from an address that just ran out of its budget', async () => {
    const now = 7_000_000;
    const { url } = await start(
      { RATE_LIMIT_IP_BURST: '3', RATE_LIMIT_IP_PER_SECOND: '1' },
      { clock: () => now },
    );
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await fetch(`${url}/api/accounts/profile/balance/`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const valid = await fetch(`${url}/api/accounts/profile/balance/`, { headers: auth });
    expect(valid.status).toBe(200);
    expect(valid.headers.get('ratelimit-limit')).toBe('60');
    expect(
      (await fetch(`${url}/api/accounts/profile/balance/`, { headers: { Authorization: 'Token wrong' } }))
        .status,
    ).toBe(429);
  });

  it('never throttles a valid key by address, even when its cache entry expires under load', async () => {
    let calls = 0;
    const billing = standInBilling({
      async AuthenticateApiKey() {
        calls++;
        return {
          account: {
            id: '1',
            email: 'one@example.com',
            status: 'ACCOUNT_STATUS_ACTIVE' as const,
            created_at: '',
          },
          key_prefix: 'test',
        };
      },
    });
    let now = 9_000_000;
    const { url } = await start(
      { RATE_LIMIT_IP_BURST: '2', RATE_LIMIT_IP_PER_SECOND: '1', AUTH_CACHE_TTL_MS: '5000' },
      { billing, clock: () => now },
    );
    const burst = () =>
      Promise.all(
        Array.from({ length: 30 }, () =>
          fetch(`${url}/api/accounts/profile/balance/`, { headers: auth }).then((r) => r.status),
        ),
      );
    expect(new Set(await burst())).toEqual(new Set([200]));
    now += 6000; // every cached entry has expired
    expect(new Set(await burst())).toEqual(new Set([200]));
    expect(calls).toBe(2); // one shared billing call per cache miss
  });

  it('reads the client address only from entries the trusted proxy appended', async () => {
    const { url } = await start(
      { TRUST_PROXY: 'true', RATE_LIMIT_IP_BURST: '2', RATE_LIMIT_IP_PER_SECOND: '1' },
      { clock: () => 0 },
    );
    // A public route (probes are not charged to the address: admission control bounds them).
    const from = (forwardedFor: string) =>
      fetch(`${url}/api/nothing/here/`, { headers: { 'X-Forwarded-For': forwardedFor } });
    // Rotating a forged left-hand entry does not buy a fresh budget.
    expect((await from('1.1.1.1, 203.0.113.9')).status).toBe(404);
    expect((await from('2.2.2.2, 203.0.113.9')).status).toBe(404);
    expect((await from('3.3.3.3, 203.0.113.9')).status).toBe(429);
    expect((await from('203.0.113.10')).status).toBe(404);
  });

  it('builds paging links from configuration or the socket, never from Host or forwarded headers', async () => {
    const forged = {
      Host: 'evil.example',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'api.example.com',
    };
    const direct = await start({ TRUST_PROXY: 'true' });
    const page = (await (
      await fetch(`${direct.url}/api/test/numbers/?limit=20&offset=20&ordering=-x`, { headers: forged })
    ).json()) as Record<string, unknown>;
    expect(page).toMatchObject({
      count: 45,
      next: `${direct.url}/api/test/numbers/?ordering=-x&limit=20&offset=40`,
      previous: `${direct.url}/api/test/numbers/?ordering=-x&limit=20&offset=0`,
    });
    expect((page.results as number[])[0]).toBe(20);
    await served?.close();
    const configured = await start({ TRUST_PROXY: 'true', PUBLIC_BASE_URL: 'https://api.example.com/' });
    const viaProxy = (await (
      await fetch(`${configured.url}/api/test/numbers/?limit=500`, { headers: forged })
    ).json()) as Record<string, unknown>;
    expect(viaProxy.next).toBeNull();
    expect((viaProxy.results as number[]).length).toBe(45);
    const second = (await (
      await fetch(`${configured.url}/api/test/numbers/?limit=10&offset=10`, { headers: forged })
    ).json()) as Record<string, unknown>;
    expect(second.next).toBe('https://api.example.com/api/test/numbers/?limit=10&offset=20');
  });

  it('reports readiness from background checks (a probe asks nobody) and drains on request', async () => {
    let billingUp = true;
    let billingChecks = 0;
    // Studio answers, but NOT_SERVING while its database is away; billing does not answer at all.
    let studioDatabase = 'SERVING';
    const backends = [
      {
        name: 'billing',
        service: 'billing.v1.BillingService',
        checker: { status: async () => (billingChecks++, billingUp ? 'SERVING' : null) },
      },
      {
        name: 'studio',
        service: 'studio.v1.StudioService',
        checker: {
          status: async (name?: string) =>
            name === 'database' ? studioDatabase : name === 'bus' ? 'SERVING' : studioDatabase,
        },
      },
    ];
    const { url } = await start({ HEALTH_REFRESH_MS: '60000' }, { backends });
    expect((await fetch(`${url}/livez`)).status).toBe(200);
    const probes = await Promise.all([1, 2, 3].map(() => fetch(`${url}/healthz`)));
    expect(probes.map((probe) => probe.status)).toEqual([200, 200, 200]);
    expect(await probes[0]!.json()).toEqual({ status: 'ok', services: { billing: 'ok', studio: 'ok' } });
    // One round at start; probes read it and ask nobody until the next round.
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(billingChecks).toBe(1);
    billingUp = false;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    await served?.close();

    const refreshed = await start({ HEALTH_REFRESH_MS: '20' }, { backends });
    await expect.poll(async () => (await fetch(`${refreshed.url}/healthz`)).status).toBe(503);
    expect(await (await fetch(`${refreshed.url}/healthz`)).json()).toEqual({
      status: 'unavailable',
      services: { billing: 'unavailable', studio: 'ok' },
      failed: ['billing'],
    });
    studioDatabase = 'NOT_SERVING';
    await expect
      .poll(async () => (await fetch(`${refreshed.url}/healthz`)).json())
      .toEqual({
        status: 'unavailable',
        services: { billing: 'unavailable', studio: 'unavailable' },
        failed: ['billing', 'studio'],
        missing: { studio: ['database'] },
      });
    studioDatabase = 'SERVING';
    billingUp = true;
    await expect.poll(async () => (await fetch(`${refreshed.url}/healthz`)).status).toBe(200);
    refreshed.gateway.drain();
    expect((await fetch(`${refreshed.url}/healthz`)).status).toBe(503);
    expect((await fetch(`${refreshed.url}/livez`)).status).toBe(200);
  });

  it('turns a backend unavailable after timeouts in a row, never on one, and at once when its channel is down', async () => {
    // Each round's answer, in turn: a slow answer (timeout) twice keeps the backend ready; the third in a row does not.
    const script: ('SERVING' | 'timeout' | 'down')[] = [];
    let answer: 'SERVING' | 'timeout' | 'down' = 'SERVING';
    const seen: string[] = [];
    const replicaAnswers = async () => {
      const now = script.shift() ?? answer;
      seen.push(now);
      return {
        '127.0.0.1:50051':
          now === 'SERVING'
            ? { status: 'SERVING', timedOut: false }
            : { status: null, timedOut: now === 'timeout' },
      };
    };
    const status = async () => null;
    const backends = [
      { name: 'billing', service: 'billing.v1.BillingService', checker: { status, replicaAnswers } },
    ];
    const { url } = await start({ HEALTH_REFRESH_MS: '20', HEALTH_TIMEOUTS_IN_A_ROW: '3' }, { backends });
    const statuses: number[] = [];
    const probeUntil = async (rounds: number) => {
      while (seen.length < rounds) {
        statuses.push((await fetch(`${url}/healthz`)).status);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    // Serving, then a timeout, a serving answer, and two timeouts: ready throughout.
    script.push('SERVING', 'timeout', 'SERVING', 'timeout', 'timeout');
    answer = 'SERVING';
    await probeUntil(6);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((code) => code === 200)).toBe(true);
    // Timeouts from now on: the third in a row turns it unavailable.
    const third = seen.length + 3;
    answer = 'timeout';
    await expect.poll(() => seen.length).toBeGreaterThanOrEqual(third);
    expect((await fetch(`${url}/healthz`)).status).toBe(503);
    answer = 'SERVING';
    await expect.poll(async () => (await fetch(`${url}/healthz`)).status).toBe(200);
    // A channel that is down counts at once, on its first round.
    const first = seen.length + 1;
    answer = 'down';
    await expect.poll(() => seen.length).toBeGreaterThanOrEqual(first);
    expect((await fetch(`${url}/healthz`)).status).toBe(503);
  });

  it('does not count a timeout while its own event loop was late (the deadline fired before the answer)', async () => {
    let late = 0;
    const seen: number[] = [];
    const replicaAnswers = async () => {
      seen.push(late);
      return { '127.0.0.1:50051': { status: null, timedOut: true } };
    };
    const backends = [
      {
        name: 'billing',
        service: 'billing.v1.BillingService',
        checker: { status: async () => 'SERVING', replicaAnswers },
      },
    ];
    // Serving first, then timeouts only while the loop is 2 s late (the deadline is 2.5 s): ready throughout.
    let first = true;
    const answers = async () => {
      if (first) {
        first = false;
        return { '127.0.0.1:50051': { status: 'SERVING', timedOut: false } };
      }
      return replicaAnswers();
    };
    late = 2_000;
    const loopDelay = { current: () => late, sustained: () => 0, stop() {} };
    const { url } = await start(
      { HEALTH_REFRESH_MS: '20', HEALTH_TIMEOUTS_IN_A_ROW: '3' },
      {
        backends: [{ ...backends[0]!, checker: { ...backends[0]!.checker, replicaAnswers: answers } }],
        loopDelay,
      },
    );
    await expect.poll(() => seen.length).toBeGreaterThanOrEqual(5);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    // On time again, the same timeouts count: unavailable after three in a row.
    late = 0;
    const third = seen.filter((value) => value === 0).length + 3;
    await expect.poll(() => seen.filter((value) => value === 0).length).toBeGreaterThanOrEqual(third);
    expect((await fetch(`${url}/healthz`)).status).toBe(503);
  });

  it('is ready while any replica of a backend serves, and names each replica', async () => {
    const up: Record<string, boolean> = { '127.0.0.1:50051': true, '127.0.0.1:50061': true };
    const replicaStatuses = async () =>
      Object.fromEntries(
        Object.entries(up).map(([address, serving]) => [address, serving ? 'SERVING' : null]),
      );
    const status = async () => {
      throw new Error('the replicas answer the status: no second round of questions');
    };
    const backends = [
      { name: 'billing', service: 'billing.v1.BillingService', checker: { status, replicaStatuses } },
    ];
    const { url } = await start({ HEALTH_REFRESH_MS: '20' }, { backends });
    up['127.0.0.1:50061'] = false;
    await expect
      .poll(async () => (await (await fetch(`${url}/healthz`)).json()) as unknown)
      .toEqual({
        status: 'ok',
        services: { billing: 'ok' },
        replicas: { billing: { '127.0.0.1:50051': 'ok', '127.0.0.1:50061': 'unavailable' } },
      });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    up['127.0.0.1:50051'] = false;
    await expect.poll(async () => (await fetch(`${url}/healthz`)).status).toBe(503);
    const none = await fetch(`${url}/healthz`);
    expect(await none.json()).toMatchObject({
      status: 'unavailable',
      failed: ['billing'],
      replicas: { billing: { '127.0.0.1:50051': 'unavailable' } },
    });
  });

  it('serves the docs page and its vendored assets', async () => {
    const { url } = await start();
    const page = await fetch(`${url}/api/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    for (const asset of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const response = await fetch(`${url}${asset[1]}`);
      expect(response.status, asset[1]).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    expect((await fetch(`${url}/api/docs/assets/..%2Fpackage.json`)).status).toBe(404);
    const schema = (await (await fetch(`${url}/api/schema/`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(schema.openapi).toBe('3.1.0');
    expect(Object.keys(schema.paths)).toContain('/api/accounts/profile/balance/');
  });
});
