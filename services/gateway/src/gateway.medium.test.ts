// One file over 300 lines on purpose: its cases share one database, billing and gateway, started once for the file.
// End to end through HTTP: a fresh database, billing migrated and started in-process over gRPC,
// and the gateway on a free port, with spans recorded in memory.
import { SpanKind } from '@opentelemetry/api';
import { startInMemoryTelemetry } from '@platform/telemetry';
import { compileErrors, validate } from '@readme/openapi-parser';
import { SignJWT } from 'jose';
import { startBilling, type BillingHandle } from '@platform/billing';
import { createHealthChecker } from '@platform/grpc';
import { createLogger } from '@platform/logging';
import { createTestDatabase, type TestDatabase } from '@platform/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type GatewayDeps } from './app.ts';
import { BILLING_SERVICE, createBillingClient, type BillingClient } from './clients/billing.client.ts';
import { loadGatewayConfig } from './config.ts';
import { serveGateway, type ServedGateway } from './testing/http-server.ts';

const { exporter } = startInMemoryTelemetry('gateway-medium');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECRET = 'medium-test-secret-0123456789-abcdefghij';
const BALANCE = '/api/accounts/profile/balance/';
const TOKEN = '/api/v2/auth/token/';
const logger = createLogger('gateway-medium', 'silent');

let database: TestDatabase;
let billing: BillingHandle;
let operator: BillingClient;
const served: ServedGateway[] = [];
let now = Date.now();
let gatewayUrl: string;
let resetAuthCache: () => void;
const accounts: Record<'rich' | 'poor', { id: string; key: string }> = {
  rich: { id: '', key: '' },
  poor: { id: '', key: '' },
};

async function startGateway(env: Record<string, string> = {}, deps: Partial<GatewayDeps> = {}) {
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: SECRET,
    BILLING_GRPC_ADDR: billing.address,
    RATE_LIMIT_IP_BURST: '1000',
    ...env,
  });
  const gateway = createGateway({
    config,
    logger,
    clock: () => now,
    billing: createBillingClient(billing.address, { deadlineMs: 5000 }),
    backends: [{ name: 'billing', service: BILLING_SERVICE, checker: createHealthChecker(billing.address) }],
    ...deps,
  });
  const server = await serveGateway(gateway);
  served.push(server);
  return { url: server.url, gateway };
}

beforeAll(async () => {
  database = await createTestDatabase('gateway');
  billing = await startBilling({ databaseUrl: database.url, grpcAddress: '127.0.0.1:0', logger });
  operator = createBillingClient(billing.address);
  for (const [name, credits] of [
    ['rich', '100'],
    ['poor', '7.25'],
  ] as const) {
    const created = await operator.CreateAccount({ email: `${name}@example.com`, credits });
    accounts[name] = { id: String(created.account?.id), key: created.api_key };
  }
  const main = await startGateway();
  gatewayUrl = main.url;
  resetAuthCache = () => main.gateway.authenticator.clear();
});

afterAll(async () => {
  for (const server of served) await server.close();
  operator?.close();
  await billing?.stop();
  await database?.drop();
});

const get = (path: string, authorization?: string, url = gatewayUrl) =>
  fetch(`${url}${path}`, { headers: authorization ? { Authorization: authorization } : {} });

async function expectUnauthenticated(response: Response) {
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toBe('Token');
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['detail', 'error_id']);
  expect(body.detail).toEqual(expect.any(String));
  expect(body.error_id).toMatch(UUID);
}

const jwtClaims = (sub: string) => ({
  sub,
  iss: 'media-platform',
  aud: 'media-platform-api',
  iat: Math.floor(now / 1000),
  exp: Math.floor(now / 1000) + 600,
});
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('gateway with billing', () => {
  it('shows each account its own balance, with or without the trailing slash', async () => {
    for (const path of [BALANCE, BALANCE.slice(0, -1)]) {
      const rich = await get(path, `Token ${accounts.rich.key}`);
      expect(rich.status).toBe(200);
      expect(await rich.json()).toEqual({ balance_usd: '100.0000' });
      const poor = await get(path, `Token ${accounts.poor.key}`);
      expect(await poor.json()).toEqual({ balance_usd: '7.2500' });
    }
  });

  it('answers concurrent balance requests of many accounts each with its own, fresh balance', async () => {
    // Balance reads that arrive together share one billing call: each must still get its own
    // account's balance, and a read after a change must see it.
    const many = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const credits = `${i + 1}.${String(i).padStart(2, '0')}`;
        const created = await operator.CreateAccount({ email: `many-${i}@example.com`, credits });
        return { id: String(created.account?.id), key: created.api_key, expected: `${credits}00` };
      }),
    );
    exporter.reset();
    const requests = many.flatMap((account) => [account, account, account]);
    const answers = await Promise.all(requests.map((account) => get(BALANCE, `Token ${account.key}`)));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual(requests.map(() => 200));
    expect(bodies).toEqual(requests.map((account) => ({ balance_usd: account.expected })));
    // Every request's trace reaches the billing call that served it: as its parent or by a link.
    const spans = exporter.getFinishedSpans();
    const calls = spans.filter(
      (span) => span.kind === SpanKind.CLIENT && span.name === `${BILLING_SERVICE}/GetBalances`,
    );
    const served = new Set(
      calls.flatMap((call) => [
        call.parentSpanContext?.spanId,
        ...call.links.map((link) => link.context.spanId),
      ]),
    );
    const requestSpans = spans.filter(
      (span) => span.kind === SpanKind.SERVER && span.attributes['http.route'] === BALANCE,
    );
    expect(requestSpans).toHaveLength(requests.length);
    for (const span of requestSpans) expect(served.has(span.spanContext().spanId)).toBe(true);

    await operator.GrantCredits({ account_id: many[0]!.id, amount: '0.5', reason: 'test' });
    const after = await get(BALANCE, `Token ${many[0]!.key}`);
    expect(await after.json()).toEqual({ balance_usd: '1.5000' });
  });

  it('answers every authentication failure with 401 {detail, error_id}', async () => {
    const otherSecret = new TextEncoder().encode('a-different-secret-of-enough-length-000');
    const valid = (
      (await (
        await fetch(`${gatewayUrl}${TOKEN}`, {
          method: 'POST',
          headers: { Authorization: `Token ${accounts.rich.key}` },
        })
      ).json()) as { access: string }
    ).access;
    const [header, payload, signature] = valid.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const cases: Record<string, string | undefined> = {
      'missing header': undefined,
      'wrong scheme': `Basic ${Buffer.from('rich@example.com:pw').toString('base64')}`,
      'bare Token': 'Token',
      'bare Bearer': 'Bearer',
      'unknown key': `Token ${accounts.rich.key.slice(0, -4)}abcd`,
      'random key': 'Token 0123456789abcdef',
      'garbage JWT': 'Bearer abc.def.ghi',
      'forged signature': `Bearer ${await new SignJWT(jwtClaims(accounts.rich.id)).setProtectedHeader({ alg: 'HS256' }).sign(otherSecret)}`,
      'alg none': `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(jwtClaims(accounts.rich.id))}.`,
      'altered claims': `Bearer ${header}.${base64url({ ...claims, sub: accounts.poor.id })}.${signature}`,
      'wrong audience': `Bearer ${await new SignJWT({ ...jwtClaims(accounts.rich.id), aud: 'other' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(SECRET))}`,
    };
    for (const [name, authorization] of Object.entries(cases)) {
      const response = await get(BALANCE, authorization);
      expect(response.status, name).toBe(401);
      await expectUnauthenticated(response);
    }
  });

  it('stops accepting a revoked key within the cache window', async () => {
    const issued = await operator.CreateApiKey({ account_id: accounts.rich.id });
    expect((await get(BALANCE, `Token ${issued.api_key}`)).status).toBe(200);
    await operator.RevokeApiKey({ api_key: issued.api_key });
    // Still inside the positive cache window: the gateway has not asked billing again.
    expect((await get(BALANCE, `Token ${issued.api_key}`)).status).toBe(200);
    now += 5001;
    await expectUnauthenticated(await get(BALANCE, `Token ${issued.api_key}`));
  });

  it("ends a JWT minted from a key within the cache window of that key's revoke", async () => {
    const issued = await operator.CreateApiKey({ account_id: accounts.rich.id });
    const minted = (await (
      await fetch(`${gatewayUrl}${TOKEN}`, {
        method: 'POST',
        headers: { Authorization: `Token ${issued.api_key}` },
      })
    ).json()) as { access: string };
    const other = (await (
      await fetch(`${gatewayUrl}${TOKEN}`, {
        method: 'POST',
        headers: { Authorization: `Token ${accounts.rich.key}` },
      })
    ).json()) as { access: string };
    expect((await get(BALANCE, `Bearer ${minted.access}`)).status).toBe(200);
    await operator.RevokeApiKey({ api_key: issued.api_key });
    now += 5001;
    await expectUnauthenticated(await get(BALANCE, `Bearer ${minted.access}`));
    // A token of the account's other key is untouched.
    expect((await get(BALANCE, `Bearer ${other.access}`)).status).toBe(200);
  });

  it('forbids a disabled account', async () => {
    const created = await operator.CreateAccount({ email: 'disabled@example.com', credits: '1' });
    const accountId = String(created.account?.id);
    const minted = (await (
      await fetch(`${gatewayUrl}${TOKEN}`, {
        method: 'POST',
        headers: { Authorization: `Token ${created.api_key}` },
      })
    ).json()) as { access: string };
    await operator.SetAccountStatus({ account_id: accountId, status: 'ACCOUNT_STATUS_DISABLED' });
    resetAuthCache();
    for (const authorization of [`Token ${created.api_key}`, `Bearer ${minted.access}`]) {
      const response = await get(BALANCE, authorization);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        detail: 'This account is disabled.',
        error_id: expect.stringMatching(UUID),
      });
    }
  });

  it('mints a JWT for an API key, accepts it, and rejects it once expired', async () => {
    const minted = await fetch(`${gatewayUrl}${TOKEN}`, {
      method: 'POST',
      headers: { Authorization: `Token ${accounts.poor.key}` },
    });
    expect(minted.status).toBe(200);
    const token = (await minted.json()) as { access: string; expires_in: number };
    expect(token.expires_in).toBe(900);
    expect(Object.keys(token).sort()).toEqual(['access', 'expires_in']);
    const balance = await get(BALANCE, `Bearer ${token.access}`);
    expect(balance.status).toBe(200);
    expect(await balance.json()).toEqual({ balance_usd: '7.2500' });
    // A JWT cannot mint another one.
    const remint = await fetch(`${gatewayUrl}${TOKEN}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token.access}` },
    });
    expect(remint.status).toBe(403);
    now += 899_000;
    expect((await get(BALANCE, `Bearer ${token.access}`)).status).toBe(200);
    now += 1_000;
    const expired = await get(BALANCE, `Bearer ${token.access}`);
    expect(((await expired.clone().json()) as { detail: string }).detail).toBe('Token has expired.');
    await expectUnauthenticated(expired);
  });

  it('answers unknown routes with the 404 shape', async () => {
    for (const path of ['/api/v2/unknown/', '/api/accounts/profile/balance/extra/']) {
      const response = await get(path, `Token ${accounts.rich.key}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found.', error_id: expect.stringMatching(UUID) });
    }
  });

  it('hides an unexpected billing failure behind the 500 shape', async () => {
    const realClient = createBillingClient(billing.address);
    const failing: BillingClient = {
      ...realClient,
      async GetBalances() {
        throw new TypeError("Cannot read properties of undefined (reading 'balance') at ledger.ts:42");
      },
    };
    const { url } = await startGateway({}, { billing: failing });
    const response = await get(BALANCE, `Token ${accounts.rich.key}`, url);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/TypeError|ledger|balance'|stack|at /);
    expect(JSON.parse(text)).toEqual({
      error: 'Internal server error.',
      error_id: expect.stringMatching(UUID),
    });
  });

  it('throttles an account with 429 and rate-limit headers, leaving other accounts alone', async () => {
    const { url } = await startGateway({ RATE_LIMIT_ACCOUNT_BURST: '3', RATE_LIMIT_ACCOUNT_PER_SECOND: '1' });
    const remaining = [];
    for (let i = 0; i < 3; i++) {
      const response = await get(BALANCE, `Token ${accounts.rich.key}`, url);
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-limit')).toBe('3');
      remaining.push(response.headers.get('ratelimit-remaining'));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const throttled = await get(BALANCE, `Token ${accounts.rich.key}`, url);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('1');
    expect(throttled.headers.get('ratelimit-limit')).toBe('3');
    expect(throttled.headers.get('ratelimit-remaining')).toBe('0');
    expect(throttled.headers.get('ratelimit-reset')).toBe('3');
    expect(await throttled.json()).toEqual({
      detail: expect.stringMatching(/throttled/),
      error_id: expect.stringMatching(UUID),
    });
    const other = await get(BALANCE, `Token ${accounts.poor.key}`, url);
    expect(other.status).toBe(200);
    expect(other.headers.get('ratelimit-remaining')).toBe('2');
    now += 1000;
    expect((await get(BALANCE, `Token ${accounts.rich.key}`, url)).status).toBe(200);
  });

  it('serves a valid OpenAPI 3.1 document', async () => {
    const response = await get('/api/schema/');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { security: unknown }>>;
    };
    const result = await validate(structuredClone(document) as never);
    if (!result.valid) throw new Error(compileErrors(result));
    expect(document.paths[BALANCE]?.get?.security).toEqual([{ Token: [] }, { Bearer: [] }]);
    expect(document.paths[TOKEN]?.post?.security).toEqual([{ Token: [] }]);
  });

  it('records one trace per request, from the gateway span into billing', async () => {
    resetAuthCache();
    exporter.reset();
    const response = await get(BALANCE, `Token ${accounts.rich.key}`);
    expect(response.status).toBe(200);
    const spans = exporter.getFinishedSpans();
    const traceIds = new Set(spans.map((span) => span.spanContext().traceId));
    expect(traceIds.size).toBe(1);
    const server = spans.find(
      (span) => span.kind === SpanKind.SERVER && span.attributes['http.route'] === BALANCE,
    );
    expect(server?.name).toBe(`GET ${BALANCE}`);
    expect(server?.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.response.status_code': 200,
    });
    const billingServer = spans.find(
      (span) => span.kind === SpanKind.SERVER && span.name === `${BILLING_SERVICE}/GetBalances`,
    );
    const billingClient = spans.find(
      (span) => span.kind === SpanKind.CLIENT && span.name === `${BILLING_SERVICE}/GetBalances`,
    );
    expect(billingServer).toBeDefined();
    expect(billingClient?.parentSpanContext?.spanId).toBe(server?.spanContext().spanId);
    expect(billingServer?.parentSpanContext?.spanId).toBe(billingClient?.spanContext().spanId);
    // The authentication call belongs to the same trace.
    expect(
      spans.some(
        (span) => span.name === `${BILLING_SERVICE}/AuthenticateApiKey` && span.kind === SpanKind.SERVER,
      ),
    ).toBe(true);
  });

  it('reports readiness from billing health', async () => {
    const ready = await get('/healthz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', services: { billing: 'ok' } });
    const { url } = await startGateway(
      {},
      {
        backends: [
          { name: 'billing', service: BILLING_SERVICE, checker: createHealthChecker('127.0.0.1:1') },
        ],
      },
    );
    const down = await get('/healthz', undefined, url);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      status: 'unavailable',
      services: { billing: 'unavailable' },
      failed: ['billing'],
    });
  });
});
