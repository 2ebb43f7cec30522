// One file over 300 lines: one suite sharing one running stack (each e2e file starts its own).
// A job create's own `webhook_url` end to end (issue 14): a studio text-to-image job, a real
// estate shot video job and a voiceover job, each created with a webhook_url, run on the real worker; the owners put
// the URL on the job and on every job event, the webhooks service (its own process, the deployable
// main.ts) makes the job's endpoint from the first event it sees and delivers the job's events
// there, and receivers in this test verify each request's signature with the account signing
// secret read from `GET /api/v2/webhooks/signing-secret/` (rotated in between). Each receiver sees
// its own job's events only, each event type once, also after the create was replayed with its
// Idempotency-Key; another account's endpoint sees nothing. A refused webhook_url is a 400 with a
// field error that writes nothing: no job, no credit hold, no endpoint.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealEstateStack, type RealEstateStack } from './support/real-estate-stack.ts';
import { api, waitFor, type JsonBody } from './support/studio-stack.ts';
import { makeImage } from '@platform/testkit/media';
import { Receiver } from './support/webhook-receiver.ts';
import { startWebhooksGateway, type WebhooksGateway } from './support/webhooks-gateway.ts';
import { startWebhooksProcess, type WebhooksProcess } from './support/webhooks-process.ts';

// The rule in force on these stacks (as on the local stack): plain http, and this machine, allowed.
const LOCAL_RULE =
  'this deployment accepts https or http URLs whose host resolves only to public addresses or 127.0.0.0/8.';

const RE = '/api/v2/real-estate/projects';
const ENV = {
  WEBHOOK_ALLOW_HTTP: 'true',
  WEBHOOK_ALLOW_CIDRS: '127.0.0.0/8',
  WEBHOOK_TIMEOUT_MS: '2000',
  WEBHOOK_POLL_MS: '200',
};
const LIFE = ['job.created', 'job.started', 'job.completed'];
/** A voice of the catalogue (the listing video e2e's). */
const SUSAN = '019a0000-0000-7000-8000-000000000002';

let stack: RealEstateStack;
let dispatcher: WebhooksProcess;
let hooksGateway: WebhooksGateway;
let db: pg.Client;
const hooks = {
  get url() {
    return hooksGateway.url;
  },
};
const receivers: Receiver[] = [];

async function receiver(): Promise<Receiver> {
  const r = await new Receiver().start();
  receivers.push(r);
  return r;
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const result = await db.query<{ n: string }>(sql, params);
  return Number(result.rows[0]?.n);
}

/** Distinct webhook-ids seen, and every request carried one of them only once (nothing delivered twice). */
function expectEachOnce(r: Receiver, jobId: string): void {
  expect(
    r.requests.every((request) => request.valid),
    'every signature verifies with the account signing secret',
  ).toBe(true);
  expect(
    r.requests.every((request) => request.body.data.job.id === jobId),
    "only this job's events",
  ).toBe(true);
  expect(new Set(r.requests.map((request) => request.id)).size, 'no event delivered twice').toBe(
    r.requests.length,
  );
  const seen = r.typesSeen();
  for (const type of LIFE) expect(seen[type], `${type} in ${JSON.stringify(seen)}`).toBe(1);
}

beforeAll(async () => {
  stack = await startRealEstateStack({ studio: true });
  await stack.startWorker();
  dispatcher = await startWebhooksProcess({
    databaseUrl: stack.database.url,
    busPrefix: stack.busPrefix,
    env: ENV,
  });
  hooksGateway = await startWebhooksGateway({
    name: 'job-webhook-url-e2e',
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', BILLING_GRPC_ADDR: stack.billing.address },
    billingAddress: stack.billing.address,
    webhooksAddress: dispatcher.address,
  });
  db = new pg.Client({ connectionString: stack.database.url });
  await db.connect();
}, 180_000);

afterAll(async () => {
  for (const r of receivers) await r.close();
  await db?.end();
  await hooksGateway?.close();
  await dispatcher?.kill();
  await stack?.close();
});

describe('a job create with webhook_url', () => {
  it('delivers a studio job’s events to its URL, signed with the account signing secret, once each despite a replayed create', async () => {
    const owner = await stack.account('10');
    const stranger = await stack.account('10');
    const mine = await receiver();
    const theirs = await receiver();
    // Another account's endpoint for all of its events: it must never see the owner's.
    const registered = await api(hooks, stranger, 'POST', '/api/v2/webhooks/', {
      url: theirs.url,
      events: ['*'],
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    theirs.secret = registered.body.secret;

    const secret = await api(hooks, owner, 'GET', '/api/v2/webhooks/signing-secret/');
    expect(secret.status, JSON.stringify(secret.body)).toBe(200);
    expect(secret.body.secret).toMatch(/^whsec_/);
    expect(secret.headers.get('cache-control')).toBe('no-store');
    expect((await api(hooks, owner, 'GET', '/api/v2/webhooks/signing-secret/')).body.secret).toBe(
      secret.body.secret,
    );
    expect((await api(hooks, stranger, 'GET', '/api/v2/webhooks/signing-secret/')).body.secret).not.toBe(
      secret.body.secret,
    );
    mine.secret = secret.body.secret;

    const project = await api(stack, owner, 'POST', '/api/v2/studio/projects/', { name: 'Hooked' });
    const path = `/api/v2/studio/projects/${project.body.id}/jobs/text-to-image/`;
    const body = {
      prompt: 'a lighthouse',
      model_name: 'zephyr_t2i',
      model_config: { width: 256, height: 256 },
      webhook_url: mine.url,
    };
    const created = await api(stack, owner, 'POST', path, body, { 'Idempotency-Key': 'hooked-t2i' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.webhook_url).toBe(mine.url);
    const done = await waitFor(
      () => api(stack, owner, 'GET', `${path}${created.body.id}/`),
      (read) => ['completed', 'failed'].includes(read.body.status),
    );
    expect(done.body.status).toBe('completed');
    expect(done.body.webhook_url).toBe(mine.url);
    await waitFor(
      async () => mine.typesSeen(),
      (seen) => seen['job.completed'] === 1,
    );

    // The same create again with its key: the same job, no second endpoint, nothing new delivered.
    const replayed = await api(stack, owner, 'POST', path, body, { 'Idempotency-Key': 'hooked-t2i' });
    expect(replayed.status, JSON.stringify(replayed.body)).toBe(201);
    expect(replayed.body.id).toBe(created.body.id);
    // A job of the same account without webhook_url: not delivered to this job's URL.
    const other = await api(stack, owner, 'POST', path, {
      prompt: 'a harbour',
      model_name: 'zephyr_t2i',
      model_config: { width: 256, height: 256 },
    });
    expect(other.status).toBe(201);
    expect(other.body.webhook_url).toBeNull();
    await waitFor(
      () => api(stack, owner, 'GET', `${path}${other.body.id}/`),
      (read) => read.body.status === 'completed',
    );
    // Time for anything late (the dispatcher polls every 200 ms here).
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    expectEachOnce(mine, created.body.id);
    expect(mine.requests).toHaveLength(3);
    const completed = mine.requests.find((request) => request.type === 'job.completed')?.body as JsonBody;
    expect(completed).toMatchObject({
      type: 'job.completed',
      data: {
        kind: 'text_to_image',
        job: { id: created.body.id, status: 'completed', webhook_url: mine.url },
      },
    });
    expect(Object.keys(completed).sort()).toEqual(['created_at', 'data', 'id', 'type']);
    expect(theirs.requests).toEqual([]);
    expect(
      await count('select count(*) as n from webhooks.endpoints where job_id = $1', [created.body.id]),
    ).toBe(1);
    expect(
      await count('select count(*) as n from webhooks.endpoints where job_id = $1', [other.body.id]),
    ).toBe(0);
    // Job-scoped endpoints are not the account's registered endpoints, nor the API's to change.
    expect((await api(hooks, owner, 'GET', '/api/v2/webhooks/')).body.count).toBe(0);
    const jobEndpoint = (
      await db.query<{ id: string }>('select id from webhooks.endpoints where job_id = $1', [created.body.id])
    ).rows[0]?.id;
    expect((await api(hooks, owner, 'GET', `/api/v2/webhooks/${jobEndpoint}/`)).status).toBe(404);
    expect((await api(hooks, owner, 'DELETE', `/api/v2/webhooks/${jobEndpoint}/`)).status).toBe(404);
  }, 180_000);

  it('delivers a real estate shot video job’s events to its URL, signed with the rotated signing secret', async () => {
    const owner = await stack.account('10');
    const r = await receiver();
    const first = (await api(hooks, owner, 'GET', '/api/v2/webhooks/signing-secret/')).body;
    const rotated = await api(hooks, owner, 'POST', '/api/v2/webhooks/signing-secret/rotate/');
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(first.secret);
    expect(rotated.body.created_at).toBe(first.created_at);
    r.secret = rotated.body.secret;

    const project = (await api(stack, owner, 'POST', `${RE}/`, { name: 'Hooked listing' })).body;
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await makeImage(640, 360, 'jpeg'))], { type: 'image/jpeg' }),
      'room.jpg',
    );
    const image = (await api(stack, owner, 'POST', `${RE}/${project.id}/assets/images/`, form)).body;
    const shot = (
      await api(stack, owner, 'POST', `${RE}/${project.id}/shots/`, {
        image: image.id,
        camera_movement: 'pan_right',
      })
    ).body;
    const jobs = `${RE}/${project.id}/shots/${shot.id}/video-jobs/`;
    const created = await api(stack, owner, 'POST', jobs, {
      requested_video_duration: 2,
      requested_resolution: '480p',
      webhook_url: r.url,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.webhook_url).toBe(r.url);
    const done = await waitFor(
      () => api(stack, owner, 'GET', `${jobs}${created.body.id}/`),
      (read) => ['completed', 'failed'].includes(read.body.status),
      120_000,
    );
    expect(done.body.status, JSON.stringify(done.body)).toBe('completed');
    await waitFor(
      async () => r.typesSeen(),
      (seen) => seen['job.completed'] === 1,
    );
    expect(r.requests.find((request) => request.type === 'job.completed')?.body).toMatchObject({
      data: { kind: 'shot_video', job: { id: created.body.id, webhook_url: r.url } },
    });

    // A voiceover job of the same project, to a URL of its own: its events there (progress included), none at the first.
    const spoken = await receiver();
    spoken.secret = rotated.body.secret;
    const patched = await api(stack, owner, 'PATCH', `${RE}/${project.id}/`, {
      ai_generated_text: 'Welcome home. Four bedrooms and a sunny garden.',
      speaker_voice: SUSAN,
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const voiceovers = `${RE}/${project.id}/voiceover-jobs/`;
    const voiceover = await api(stack, owner, 'POST', voiceovers, { webhook_url: spoken.url });
    expect(voiceover.status, JSON.stringify(voiceover.body)).toBe(201);
    expect(voiceover.body.webhook_url).toBe(spoken.url);
    const voiced = await waitFor(
      () => api(stack, owner, 'GET', `${voiceovers}${voiceover.body.id}/`),
      (read) => ['completed', 'failed'].includes(read.body.status),
      150_000,
    );
    expect(voiced.body.status, JSON.stringify(voiced.body)).toBe('completed');
    await waitFor(
      async () => spoken.typesSeen(),
      (seen) => seen['job.completed'] === 1,
    );
    expectEachOnce(spoken, voiceover.body.id);
    expect(spoken.requests.find((request) => request.type === 'job.completed')?.body).toMatchObject({
      data: { kind: 'voiceover', job: { id: voiceover.body.id, webhook_url: spoken.url } },
    });
    expectEachOnce(r, created.body.id);
  }, 300_000);

  it('refuses a bad webhook_url with a field error and writes nothing: no job, no hold, no endpoint', async () => {
    const owner = await stack.account('10');
    const balance = await stack.balance(owner);
    const studioProject = (await api(stack, owner, 'POST', '/api/v2/studio/projects/', { name: 'Refused' }))
      .body;
    const t2i = `/api/v2/studio/projects/${studioProject.id}/jobs/text-to-image/`;
    const t2iBody = {
      prompt: 'a lighthouse',
      model_name: 'zephyr_t2i',
      model_config: { width: 256, height: 256 },
    };
    const project = (await api(stack, owner, 'POST', `${RE}/`, { name: 'Refused listing' })).body;
    const demo = (await api(stack, owner, 'POST', `${RE}/${project.id}/use-demo-photos/`)).body;
    const jobs = `${RE}/${project.id}/shots/${demo[0].id}/video-jobs/`;

    const cases: [string, unknown, string][] = [
      [
        t2i,
        { ...t2iBody, webhook_url: 'ftp://hooks.example.com/in' },
        `"ftp" URLs are refused: ${LOCAL_RULE}`,
      ],
      [
        t2i,
        { ...t2iBody, webhook_url: 'http://169.254.169.254/latest/meta-data/' },
        `The URL points to a private, loopback or otherwise non-public address: ${LOCAL_RULE}`,
      ],
      [
        jobs,
        { requested_video_duration: 2, webhook_url: 'http://10.0.0.7/hook' },
        `The URL points to a private, loopback or otherwise non-public address: ${LOCAL_RULE}`,
      ],
      [jobs, { requested_video_duration: 2, webhook_url: 'not a url' }, 'Enter a valid URL.'],
      [
        `${RE}/${project.id}/render-jobs/`,
        { webhook_url: 'https://user:secret@hooks.example.com/in' },
        'URLs with credentials are not accepted.',
      ],
    ];
    for (const [path, body, error] of cases) {
      const answer = await api(stack, owner, 'POST', path, body);
      expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.errors.webhook_url, JSON.stringify(answer.body)).toEqual([error]);
    }
    expect((await api(stack, owner, 'GET', t2i)).body.count).toBe(0);
    expect((await api(stack, owner, 'GET', jobs)).body.count).toBe(0);
    expect(await stack.balance(owner)).toBe(balance);
    expect(await count('select count(*) as n from studio.jobs where account_id = $1', [owner.id])).toBe(0);
    expect(await count('select count(*) as n from real_estate.jobs where account_id = $1', [owner.id])).toBe(
      0,
    );
    expect(
      await count('select count(*) as n from webhooks.endpoints where account_id = $1', [owner.id]),
    ).toBe(0);
  }, 120_000);
});
