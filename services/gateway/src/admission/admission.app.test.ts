// Admission control in the assembled gateway (in-process, stand-in billing): 503 with
// Retry-After in the spec's error shape at the process and per-account bounds (the process bound
// once it has been full for the standing time, on the gateway's clock), one account
// unable to take another's share, probes and uploads in lanes of their own, the loop-delay
// signal, and service back as soon as the load is gone. Requests are held on a gate, never timed.
import { AppError } from '@platform/errors';
import { createLogger } from '@platform/logging';
import { parsePrometheusText, startInMemoryTelemetry, sumSamples } from '@platform/telemetry';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createGateway, type Gateway } from '../app.ts';
import type { BillingClient } from '../clients/billing.client.ts';
import { loadGatewayConfig } from '../config.ts';
import { defineRoute } from '../http/route.ts';
import { serveGateway, type ServedGateway } from '../testing/http-server.ts';

const telemetry = startInMemoryTelemetry('gateway-admission');
afterAll(() => telemetry.shutdown());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KEYS: Record<string, string> = { 'key-a': '1', 'key-b': '2' };

const billing = {
  async AuthenticateApiKey({ api_key }: { api_key: string }) {
    const id = KEYS[api_key];
    if (!id) throw new AppError('unauthenticated', 'Invalid API key.');
    return {
      account: { id, email: `${id}@example.com`, status: 'ACCOUNT_STATUS_ACTIVE', created_at: '' },
      key_prefix: 'test',
    };
  },
  close() {},
} as unknown as BillingClient;

let gate: { promise: Promise<void>; open: () => void };
const newGate = () => {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  gate = { promise, open };
};

let served: ServedGateway | undefined;
afterEach(async () => {
  gate?.open();
  await served?.close();
  served = undefined;
});

let logger = createLogger('gateway-test', 'silent');

/** The gateway's clock, which the API lane's burst allowance reads: moved by the tests. */
let now = Date.parse('2026-11-29T10:00:00Z');

async function start(
  env: Record<string, string>,
  loopDelayMs = () => 0,
): Promise<{ url: string; gateway: Gateway }> {
  newGate();
  logger = createLogger('gateway-test', 'silent');
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 's'.repeat(32),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const gateway = createGateway({
    config,
    logger,
    billing,
    clock: () => now,
    loopDelay: { current: loopDelayMs, sustained: loopDelayMs, stop() {} },
    routes: () => [
      defineRoute({
        method: 'POST',
        path: '/api/test/slow/',
        operationId: 'slow',
        summary: 'Answers once the test opens the gate',
        auth: ['Token'],
        responses: { 200: { description: 'Done.' } },
        async handler(_input, ctx) {
          await gate.promise;
          ctx.body = { done: true };
        },
      }),
    ],
  });
  served = await serveGateway(gateway);
  return { url: served.url, gateway };
}

const slow = (url: string, key: string, contentType = 'application/json') =>
  fetch(`${url}/api/test/slow/`, {
    method: 'POST',
    headers: { authorization: `Token ${key}`, 'content-type': contentType },
    body: contentType.startsWith('multipart') ? '--x--\r\n' : '{}',
  });

async function expectAtCapacity(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('1');
  expect(response.headers.get('server-timing')).toMatch(/^admission;dur=\d+\.\d{2}$/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['detail', 'error_id']);
  expect(body.detail).toMatch(/Try again shortly\.$/);
  expect(body.error_id).toMatch(UUID);
}

const admissions = async (labels: Record<string, string>) =>
  sumSamples(
    parsePrometheusText(await telemetry.metrics.scrape()),
    'gateway_admission_requests_total',
    labels,
  );

describe('admission control', () => {
  it('refuses beyond the per-account and process bounds with 503 + Retry-After, never probes, and recovers at once', async () => {
    const { url, gateway } = await start({
      ADMISSION_MAX_IN_FLIGHT: '4',
      ADMISSION_MAX_IN_FLIGHT_PER_ACCOUNT: '2',
    });
    const refusedBefore = await admissions({ lane: 'api', outcome: 'refused' });
    const heldA = [slow(url, 'key-a'), slow(url, 'key-a')];
    await vi.waitFor(() => expect(gateway.admission.inFlight('api')).toBe(2));
    // Account A has its share: its next request is refused while B's are admitted.
    await expectAtCapacity(await slow(url, 'key-a'));
    const heldB = [slow(url, 'key-b'), slow(url, 'key-b')];
    await vi.waitFor(() => expect(gateway.admission.inFlight('api')).toBe(4));
    // The process is full. Just now, so this may be the burst read after a stall: admitted (and
    // answered 401, it has no credentials), and so is the next 60 ms later.
    expect((await fetch(`${url}/api/accounts/profile/balance/`)).status).toBe(401);
    now += 60;
    expect((await fetch(`${url}/api/accounts/profile/balance/`)).status).toBe(401);
    // Found full for 100 ms: a standing queue. Anyone's next request (authenticated or not) is
    // refused before any work.
    now += 40;
    await expectAtCapacity(await fetch(`${url}/api/accounts/profile/balance/`));
    // Probes are in their own lane, and not charged to the address (its burst is 20).
    const probes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => fetch(`${url}/${i % 2 ? 'livez' : 'healthz'}`)),
    );
    expect(probes.filter((probe) => probe.status === 200)).toHaveLength(30);
    expect(await admissions({ lane: 'api', outcome: 'refused', reason: 'account' })).toBeGreaterThanOrEqual(
      1,
    );
    expect((await admissions({ lane: 'api', outcome: 'refused' })) - refusedBefore).toBe(2);
    gate.open();
    expect((await Promise.all([...heldA, ...heldB])).map((response) => response.status)).toEqual([
      200, 200, 200, 200,
    ]);
    // Service is back as soon as the requests in flight are answered.
    await vi.waitFor(() => expect(gateway.admission.inFlight('api')).toBe(0));
    expect((await slow(url, 'key-a')).status).toBe(200);
  });

  it('lets one account use an idle gateway beyond its share', async () => {
    const { url, gateway } = await start({
      ADMISSION_MAX_IN_FLIGHT: '128',
      ADMISSION_MAX_IN_FLIGHT_PER_ACCOUNT: '32',
    });
    const held = Array.from({ length: 50 }, () => slow(url, 'key-a'));
    await vi.waitFor(() => expect(gateway.admission.inFlight('api')).toBe(50));
    gate.open();
    expect((await Promise.all(held)).filter((response) => response.status === 200)).toHaveLength(50);
  });

  it('under pressure refuses the account over its share, admits another, and logs no error per refusal', async () => {
    const { url, gateway } = await start({
      ADMISSION_MAX_IN_FLIGHT: '8',
      ADMISSION_MAX_IN_FLIGHT_PER_ACCOUNT: '2',
    });
    const errors = vi.spyOn(logger, 'error');
    const warnings = vi.spyOn(logger, 'warn');
    const accountRefusedBefore = await admissions({ lane: 'api', outcome: 'refused', reason: 'account' });
    // Four of A's in flight (half the bound, no pressure yet: A is beyond its share of 2).
    const heldA = Array.from({ length: 4 }, () => slow(url, 'key-a'));
    await vi.waitFor(() => expect(gateway.admission.inFlight('api')).toBe(4));
    // The next request makes more than half in flight: A, over its share, is refused; B is admitted.
    await expectAtCapacity(await slow(url, 'key-a'));
    await expectAtCapacity(await slow(url, 'key-a'));
    const heldB = slow(url, 'key-b');
    await vi.waitFor(() => expect(gateway.admission.inFlight('api')).toBe(5));
    expect(
      (await admissions({ lane: 'api', outcome: 'refused', reason: 'account' })) - accountRefusedBefore,
    ).toBe(2);
    // Counted, not logged at error level; one sampled warning for both.
    expect(errors).not.toHaveBeenCalled();
    expect(
      warnings.mock.calls.filter(
        ([, message]) => message === 'requests refused at the per-account admission bound',
      ),
    ).toHaveLength(1);
    gate.open();
    expect((await Promise.all([...heldA, heldB])).map((response) => response.status)).toEqual([
      200, 200, 200, 200, 200,
    ]);
  });

  it('admits a burst beyond the process bound, whoever sends it, until the bound has been full for 100 ms', async () => {
    const { url, gateway } = await start({
      ADMISSION_MAX_IN_FLIGHT: '4',
      ADMISSION_MAX_IN_FLIGHT_PER_ACCOUNT: '2',
    });
    const held = [slow(url, 'key-a'), slow(url, 'key-a'), slow(url, 'key-b'), slow(url, 'key-b')];
    await vi.waitFor(() => expect(gateway.admission.inFlight('api')).toBe(4));
    // The bound is found full: a burst, in which A's share does not hold either.
    held.push(slow(url, 'key-a'));
    await vi.waitFor(() => expect(gateway.admission.inFlight('api')).toBe(5));
    now += 60;
    held.push(slow(url, 'key-a'));
    await vi.waitFor(() => expect(gateway.admission.inFlight('api')).toBe(6));
    // Still found full 100 ms after it first was: an overload, refused before any work.
    now += 40;
    await expectAtCapacity(await slow(url, 'key-b'));
    gate.open();
    expect((await Promise.all(held)).every((response) => response.status === 200)).toBe(true);
  });

  it('bounds uploads in a lane of their own', async () => {
    const { url, gateway } = await start({ UPLOADS_MAX_IN_FLIGHT: '1' });
    const held = slow(url, 'key-a', 'multipart/form-data; boundary=x');
    await vi.waitFor(() => expect(gateway.admission.inFlight('upload')).toBe(1));
    await expectAtCapacity(await slow(url, 'key-b', 'multipart/form-data; boundary=x'));
    // Other API requests are not held behind uploads.
    const other = slow(url, 'key-b');
    await vi.waitFor(() => expect(gateway.admission.inFlight('api')).toBe(1));
    gate.open();
    expect([(await held).status, (await other).status]).toEqual([200, 200]);
  });

  it('refuses new requests while the event loop runs late under load, but not probes', async () => {
    let delayMs = 0;
    const { url, gateway } = await start(
      { ADMISSION_MAX_IN_FLIGHT: '4', ADMISSION_MAX_LOOP_DELAY_MS: '100' },
      () => delayMs,
    );
    // A late loop with (nearly) nothing in flight is no overload: admitted.
    delayMs = 500;
    const held = slow(url, 'key-a');
    await vi.waitFor(() => expect(gateway.admission.inFlight('api')).toBe(1));
    await expectAtCapacity(await slow(url, 'key-b'));
    expect(
      await admissions({ lane: 'api', outcome: 'refused', reason: 'loop_delay' }),
    ).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${url}/livez`)).status).toBe(200);
    delayMs = 0;
    const next = slow(url, 'key-b');
    gate.open();
    expect([(await held).status, (await next).status]).toEqual([200, 200]);
  });
});
