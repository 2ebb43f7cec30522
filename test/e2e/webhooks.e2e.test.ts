// Signed webhooks end to end: studio jobs run on the real worker, studio announces each change on
// the events stream, the webhooks service (its own process, the deployable main.ts) turns them
// into deliveries, and receivers in this test verify every request's Standard Webhooks signature
// and timestamp. A receiver that answers 500 twice still sees each event type once; a dispatcher
// SIGKILLed mid-delivery is replaced and the receiver, de-duplicating by webhook-id, still sees
// each type once; a receiver that never answers is retried on the (test-short) schedule and its
// endpoint disabled with the reason; another account's endpoint never receives anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  startStudioStack,
  waitFor,
  type Account,
  type JsonBody,
  type StudioStack,
} from './support/studio-stack.ts';
import { Receiver } from './support/webhook-receiver.ts';
import { startWebhooksGateway, type WebhooksGateway } from './support/webhooks-gateway.ts';
import { startWebhooksProcess, type WebhooksProcess } from './support/webhooks-process.ts';

// Generous for a receiver on this machine: under a full suite's load a local answer can take over 1 s.
const TIMEOUT_MS = 3_000;
const RETRY_DELAYS_MS = [400, 800];
const LEASE_MS = 2_000;
const ENV = {
  WEBHOOK_ALLOW_HTTP: 'true',
  WEBHOOK_ALLOW_CIDRS: '127.0.0.0/8',
  WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
  WEBHOOK_RETRY_DELAYS_MS: RETRY_DELAYS_MS.join(','),
  WEBHOOK_LEASE_MS: String(LEASE_MS),
  WEBHOOK_POLL_MS: '200',
};

let stack: StudioStack;
let dispatcher: WebhooksProcess;
let hooksGateway: WebhooksGateway;
const receivers: Receiver[] = [];

const hooks = {
  get url() {
    return hooksGateway.url;
  },
};

async function receiver(): Promise<Receiver> {
  const r = await new Receiver().start();
  receivers.push(r);
  return r;
}

async function register(account: Account, r: Receiver, events: string[] = ['*']): Promise<string> {
  const created = await api(hooks, account, 'POST', '/api/v2/webhooks/', { url: r.url, events });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.secret).toMatch(/^whsec_/);
  r.secret = created.body.secret;
  return created.body.id as string;
}

async function runJob(account: Account): Promise<JsonBody> {
  const project = await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'Hooks' });
  const job = await api(
    stack,
    account,
    'POST',
    `/api/v2/studio/projects/${project.body.id}/jobs/text-to-image/`,
    { prompt: 'a lighthouse', model_name: 'zephyr_t2i', model_config: { width: 256, height: 256 } },
  );
  expect(job.status, JSON.stringify(job.body)).toBe(201);
  const path = `/api/v2/studio/projects/${project.body.id}/jobs/text-to-image/${job.body.id}/`;
  const done = await waitFor(
    () => api(stack, account, 'GET', path),
    (read) => ['completed', 'failed'].includes(read.body.status),
  );
  expect(done.body.status).toBe('completed');
  return done.body;
}

beforeAll(async () => {
  stack = await startStudioStack();
  dispatcher = await startWebhooksProcess({
    databaseUrl: stack.database.url,
    busPrefix: stack.busPrefix,
    env: ENV,
  });
  hooksGateway = await startWebhooksGateway({
    name: 'webhooks-e2e',
    env: stack.gatewayEnv,
    billingAddress: stack.billing.address,
    webhooksAddress: dispatcher.address,
  });
}, 180_000);

afterAll(async () => {
  for (const r of receivers) await r.close();
  await hooksGateway?.close();
  await dispatcher?.kill();
  await stack?.close();
});

describe('webhooks', () => {
  it('delivers each state change once, signed, through two 500s, and never to another account', async () => {
    const owner = await stack.account('10');
    const stranger = await stack.account('10');
    const mine = await receiver();
    const theirs = await receiver();
    // Two 500s first: the first delivery succeeds on its third attempt.
    mine.answer = (_request, n) => (n <= 2 ? 500 : 204);
    const endpointId = await register(owner, mine);
    await register(stranger, theirs);

    const job = await runJob(owner);
    await waitFor(
      async () => mine.typesSeen(),
      (seen) => seen['job.completed'] === 1,
    );
    expect(mine.typesSeen()).toEqual({ 'job.created': 1, 'job.started': 1, 'job.completed': 1 });
    expect(mine.requests.every((request) => request.valid)).toBe(true);
    expect(mine.requests.every((request) => request.body.data.job.id === job.id)).toBe(true);
    const completed = mine.requests.find((request) => request.type === 'job.completed')?.body;
    expect(completed).toMatchObject({ type: 'job.completed', data: { kind: 'text_to_image' } });
    // The job as its read endpoint shows it (file URLs are signed per answer, so compared without their query).
    const unsigned = (value: unknown) =>
      JSON.parse(JSON.stringify(value).replace(/\?X-Amz-[^"]*/g, '')) as unknown;
    expect(unsigned(completed.data.job)).toEqual({
      ...(unsigned(job) as object),
      processing_time_seconds: completed.data.job.processing_time_seconds,
    });
    expect(theirs.requests).toEqual([]);

    // The receiver answered; the dispatcher records each outcome right after.
    const deliveries = await waitFor(
      () => api(hooks, owner, 'GET', `/api/v2/webhooks/${endpointId}/deliveries/`),
      (read) => read.status !== 200 || read.body.results.every((d: JsonBody) => d.status !== 'pending'),
    );
    expect(deliveries.status).toBe(200);
    expect(deliveries.body.count).toBe(3);
    const statuses = deliveries.body.results.map((d: JsonBody) => d.status);
    expect(statuses).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const codes = deliveries.body.results
      .flatMap((d: JsonBody) => d.attempts.map((a: JsonBody) => a.status_code))
      .sort();
    expect(codes, JSON.stringify(deliveries.body.results.map((d: JsonBody) => d.attempts))).toEqual([
      204, 204, 204, 500, 500,
    ]);
    // The stranger cannot see the owner's endpoint or its deliveries.
    expect((await api(hooks, stranger, 'GET', `/api/v2/webhooks/${endpointId}/`)).status).toBe(404);
    expect((await api(hooks, stranger, 'GET', `/api/v2/webhooks/${endpointId}/deliveries/`)).status).toBe(
      404,
    );
    expect((await api(hooks, stranger, 'GET', '/api/v2/webhooks/')).body.count).toBe(1);

    // Redeliver: the same webhook-id again, as a new attempt.
    const first = deliveries.body.results[2];
    const before = mine.requests.filter((request) => request.id === first.event_id).length;
    const redelivered = await api(
      hooks,
      owner,
      'POST',
      `/api/v2/webhooks/${endpointId}/deliveries/${first.id}/redeliver/`,
    );
    expect(redelivered.status).toBe(202);
    await waitFor(
      async () => mine.requests.filter((request) => request.id === first.event_id).length,
      (n) => n === before + 1,
    );
    expect(mine.typesSeen()).toEqual({ 'job.created': 1, 'job.started': 1, 'job.completed': 1 });
  }, 180_000);

  it('delivers again, with the same webhook-id, after the dispatcher is killed mid-delivery', async () => {
    const owner = await stack.account('10');
    const r = await receiver();
    let killed: Promise<void> | undefined;
    // The first request is held unanswered while the dispatcher process is SIGKILLed.
    r.answer = (_request, n) => {
      if (n === 1) {
        killed = dispatcher.kill();
        return null;
      }
      return 200;
    };
    await register(owner, r);
    const port = Number(dispatcher.address.split(':')[1]);
    const job = await runJob(owner);
    await waitFor(async () => killed !== undefined, Boolean);
    await killed;
    dispatcher = await startWebhooksProcess({
      databaseUrl: stack.database.url,
      busPrefix: stack.busPrefix,
      env: ENV,
      port,
    });
    // The held request is recorded on arrival, so every type can be seen before the held event
    // comes again: wait for that second send (after the killed dispatcher's lease ends).
    const heldId = r.requests[0]?.id;
    await waitFor(
      async () => ({
        seen: r.typesSeen(),
        heldSends: r.requests.filter((request) => request.id === heldId).length,
      }),
      ({ seen, heldSends }) =>
        heldSends >= 2 &&
        seen['job.completed'] === 1 &&
        seen['job.created'] === 1 &&
        seen['job.started'] === 1,
    );
    expect(r.typesSeen()).toEqual({ 'job.created': 1, 'job.started': 1, 'job.completed': 1 });
    expect(r.requests.length).toBeGreaterThan(3);
    expect(r.requests.every((request) => request.valid && request.body.data.job.id === job.id)).toBe(true);
  }, 180_000);

  it('retries a receiver that never answers on the schedule, then disables its endpoint with the reason', async () => {
    const owner = await stack.account('10');
    const silent = await receiver();
    silent.answer = () => null;
    const endpointId = await register(owner, silent, ['job.completed']);
    await runJob(owner);
    const attempts = RETRY_DELAYS_MS.length + 1;
    const endpoint = await waitFor(
      () => api(hooks, owner, 'GET', `/api/v2/webhooks/${endpointId}/`),
      (read) => read.body.is_active === false,
      60_000,
    );
    expect(endpoint.body.disabled_reason).toMatch(/failed attempts/);
    const deliveries = await api(hooks, owner, 'GET', `/api/v2/webhooks/${endpointId}/deliveries/`);
    expect(deliveries.body.results).toHaveLength(1);
    const [delivery] = deliveries.body.results;
    expect(delivery).toMatchObject({ status: 'failed', event_type: 'job.completed', next_attempt_at: null });
    expect(delivery.attempts.map((a: JsonBody) => a.status_code)).toEqual(Array(attempts).fill(null));
    // Each retry waited at least its delay less the jitter (after the previous attempt's timeout).
    const times = delivery.attempts.map((a: JsonBody) => Date.parse(a.attempted_at));
    RETRY_DELAYS_MS.forEach((delay, i) =>
      expect(times[i + 1] - times[i]).toBeGreaterThanOrEqual(TIMEOUT_MS + delay * 0.8 - 50),
    );
    expect(silent.requests.map((request) => request.id)).toEqual(Array(attempts).fill(delivery.event_id));
    expect(silent.requests.every((request) => request.valid)).toBe(true);
  }, 180_000);

  it('refuses bad endpoints with field errors and writes nothing', async () => {
    const owner = await stack.account('1');
    const cases: [unknown, string][] = [
      [{ url: 'ftp://example.com/hook' }, 'url'],
      [{ url: 'http://10.0.0.1/hook' }, 'url'],
      [{ url: 'not a url' }, 'url'],
      [{ url: 'http://127.0.0.1:1/hook', events: ['job.exploded'] }, 'events'],
      [{ url: 'http://127.0.0.1:1/hook', events: [] }, 'events'],
    ];
    for (const [body, field] of cases) {
      const answer = await api(hooks, owner, 'POST', '/api/v2/webhooks/', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(field);
    }
    expect((await api(hooks, owner, 'GET', '/api/v2/webhooks/')).body.count).toBe(0);
  }, 60_000);
});
